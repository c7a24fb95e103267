import { type Address, concat, encodeAbiParameters, type Hex, keccak256, pad, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetPaymasterSigner } from './accounts.js'
import { devnetContracts } from './contracts.js'

/** The fields of a v0.7 UserOperation the VerifyingPaymaster's signature covers; gas fields default to 0. */
export type SponsoredUserOperation = {
  sender: Address
  nonce: bigint
  factory?: Address | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit?: bigint | undefined
  verificationGasLimit?: bigint | undefined
  preVerificationGas?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

export type SponsorUserOperationParameters = {
  userOperation: SponsoredUserOperation
  chainId: number
  /** A stub for gas estimation: a well-formed signature that recovers to nobody. */
  stub?: boolean
  /** Seconds since the epoch; the sponsorship is void after it. Default: 10 minutes from now. */
  validUntil?: number
}

export type PaymasterFields = {
  paymaster: Address
  paymasterData: Hex
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

/** Covers the VerifyingPaymaster's validation (about 30k gas: one ecrecover and the hash) with a margin. */
const paymasterVerificationGasLimit = 60_000n
/** The VerifyingPaymaster returns no context, so the EntryPoint never calls its postOp. */
const paymasterPostOpGasLimit = 0n
/**
 * The stub signature Pimlico's paymasters answer for estimation: r, s in range and v = 28, so OpenZeppelin's
 * ECDSA.recover returns an address (not the signer) instead of reverting, and validation runs its full path.
 */
const stubSignature: Hex = concat([
  '0xfffffffffffffffffffffffffffffff000000000000000000000000000000000',
  '0x7aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  '0x1c',
])

const uint48 = { type: 'uint48' } as const
const packUint128 = (high: bigint, low: bigint): Hex =>
  concat([pad(toHex(high), { size: 16 }), pad(toHex(low), { size: 16 })])

/**
 * Signs the devnet VerifyingPaymaster's sponsorship of a UserOperation with `devnetPaymasterSigner`, as a
 * paymaster service (ERC-7677 `pm_getPaymasterData`) does: the hash is the contract's `getHash` computed here,
 * so no chain round trip. The gas fields must be the final ones: the signature covers them.
 */
export async function sponsorUserOperation(
  parameters: SponsorUserOperationParameters,
): Promise<PaymasterFields> {
  const { userOperation: op, chainId, stub = false } = parameters
  const validUntil = parameters.validUntil ?? Math.floor(Date.now() / 1000) + 600
  const validAfter = 0
  const window = encodeAbiParameters([uint48, uint48], [validUntil, validAfter])
  const paymaster = devnetContracts.verifyingPaymaster
  if (stub) {
    return {
      paymaster,
      paymasterData: concat([window, stubSignature]),
      paymasterVerificationGasLimit,
      paymasterPostOpGasLimit,
    }
  }
  const initCode = op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x'
  const hash = keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        uint48,
        uint48,
      ],
      [
        op.sender,
        op.nonce,
        keccak256(initCode),
        keccak256(op.callData),
        packUint128(op.verificationGasLimit ?? 0n, op.callGasLimit ?? 0n),
        BigInt(packUint128(paymasterVerificationGasLimit, paymasterPostOpGasLimit)),
        op.preVerificationGas ?? 0n,
        packUint128(op.maxPriorityFeePerGas ?? 0n, op.maxFeePerGas ?? 0n),
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
  const signature = await privateKeyToAccount(devnetPaymasterSigner.privateKey).signMessage({
    message: { raw: hash },
  })
  return {
    paymaster,
    paymasterData: concat([window, signature]),
    paymasterVerificationGasLimit,
    paymasterPostOpGasLimit,
  }
}
