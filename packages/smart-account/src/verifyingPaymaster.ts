import { type Address, concat, encodeAbiParameters, type Hex, keccak256, pad, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** The fields of a v0.7 UserOperation the VerifyingPaymaster's signature covers. */
export type SponsoredOperation = {
  sender: Address
  nonce: bigint
  factory?: Address | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/** A sponsorship as ERC-7677's `pm_getPaymasterData` (and `pm_getPaymasterStubData`) answers it. */
export type Sponsorship = {
  paymaster: Address
  paymasterData: Hex
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

/** Covers the VerifyingPaymaster's validation (about 30k gas: one ecrecover and the hash) with a margin. */
export const paymasterVerificationGasLimit = 60_000n
/** The VerifyingPaymaster returns no context, so the EntryPoint never calls its postOp. */
export const paymasterPostOpGasLimit = 0n
/** How long a sponsorship stays valid: long enough to estimate, sign and bundle. */
export const sponsorshipValiditySeconds = 600

/**
 * The stub Pimlico's paymasters answer for estimation: r, s in range and v = 28, so OpenZeppelin's ECDSA.recover
 * returns an address (not the signer) instead of reverting, and validation runs its full path.
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
 * The VerifyingPaymaster's (eth-infinitism v0.7) `getHash(userOp, validUntil, validAfter)`, computed here
 * without a chain round trip: what its signer signs to sponsor `operation` on `chainId` within the window.
 *
 * @example
 * const hash = verifyingPaymasterHash({ operation, chainId: 31337, paymaster, validUntil, validAfter: 0 })
 */
export function verifyingPaymasterHash(parameters: {
  operation: SponsoredOperation
  chainId: number
  paymaster: Address
  validUntil: number
  validAfter: number
}): Hex {
  const { operation: op, chainId, paymaster, validUntil, validAfter } = parameters
  const initCode = op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x'
  return keccak256(
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
        packUint128(op.verificationGasLimit, op.callGasLimit),
        BigInt(packUint128(paymasterVerificationGasLimit, paymasterPostOpGasLimit)),
        op.preVerificationGas,
        packUint128(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
}

/**
 * A VerifyingPaymaster sponsorship of `operation`, as ERC-7677's `pm_getPaymasterData` answers it: the signer's
 * signature over the contract's `getHash`, valid from now until `validUntil` (default: 10 minutes from now).
 * `stub` answers `pm_getPaymasterStubData`: the same layout with a signature that recovers to nobody, for gas
 * estimation. The gas fields must be the final ones: the signature covers them.
 *
 * @example
 * const sponsorship = await signVerifyingPaymasterSponsorship({ operation, chainId, paymaster, signerKey, stub: false })
 */
export async function signVerifyingPaymasterSponsorship(parameters: {
  operation: SponsoredOperation
  chainId: number
  paymaster: Address
  /** The key the VerifyingPaymaster trusts as its `verifyingSigner`. */
  signerKey: Hex
  stub: boolean
  /** Unix seconds after which the sponsorship is void. */
  validUntil?: number | undefined
}): Promise<Sponsorship> {
  const { operation, chainId, paymaster, stub } = parameters
  const validUntil = parameters.validUntil ?? Math.floor(Date.now() / 1000) + sponsorshipValiditySeconds
  const validAfter = 0
  const window = encodeAbiParameters([uint48, uint48], [validUntil, validAfter])
  const fields = { paymaster, paymasterVerificationGasLimit, paymasterPostOpGasLimit }
  if (stub) return { ...fields, paymasterData: concat([window, stubSignature]) }
  const hash = verifyingPaymasterHash({ operation, chainId, paymaster, validUntil, validAfter })
  const signature = await privateKeyToAccount(parameters.signerKey).signMessage({ message: { raw: hash } })
  return { ...fields, paymasterData: concat([window, signature]) }
}
