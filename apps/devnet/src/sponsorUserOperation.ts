import {
  type SponsoredOperation,
  type Sponsorship,
  signVerifyingPaymasterSponsorship,
} from '@latch/smart-account'
import { devnetPaymasterSigner } from './accounts.js'
import { devnetContracts } from './contracts.js'

type GasField =
  | 'callGasLimit'
  | 'verificationGasLimit'
  | 'preVerificationGas'
  | 'maxFeePerGas'
  | 'maxPriorityFeePerGas'

/** The fields of a v0.7 UserOperation the VerifyingPaymaster's signature covers; gas fields default to 0. */
export type SponsoredUserOperation = Omit<SponsoredOperation, GasField> & {
  [field in GasField]?: bigint | undefined
}

export type SponsorUserOperationParameters = {
  userOperation: SponsoredUserOperation
  chainId: number
  /** A stub for gas estimation: a well-formed signature that recovers to nobody. */
  stub?: boolean
  /** Seconds since the epoch; the sponsorship is void after it. Default: 10 minutes from now. */
  validUntil?: number
}

export type PaymasterFields = Sponsorship

/**
 * Signs the devnet VerifyingPaymaster's sponsorship of a UserOperation with `devnetPaymasterSigner`, as a
 * paymaster service (ERC-7677 `pm_getPaymasterData`) does: the hash is the contract's `getHash` computed without
 * a chain round trip. The gas fields must be the final ones: the signature covers them.
 */
export function sponsorUserOperation(parameters: SponsorUserOperationParameters): Promise<PaymasterFields> {
  const { userOperation: op, chainId, stub = false } = parameters
  return signVerifyingPaymasterSponsorship({
    operation: {
      ...op,
      callGasLimit: op.callGasLimit ?? 0n,
      verificationGasLimit: op.verificationGasLimit ?? 0n,
      preVerificationGas: op.preVerificationGas ?? 0n,
      maxFeePerGas: op.maxFeePerGas ?? 0n,
      maxPriorityFeePerGas: op.maxPriorityFeePerGas ?? 0n,
    },
    chainId,
    paymaster: devnetContracts.verifyingPaymaster,
    signerKey: devnetPaymasterSigner.privateKey,
    stub,
    validUntil: parameters.validUntil,
  })
}
