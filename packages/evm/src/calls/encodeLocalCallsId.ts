import { concat, type Hex, numberToHex } from 'viem'

/**
 * The suffix that marks a calls id as made by the sender, not the wallet: the calls went one by one with
 * eth_sendTransaction. It is viem's, so viem's and wagmi's `getCallsStatus` read our ids too.
 */
export const localCallsIdSuffix: Hex = '0x5792579257925792579257925792579257925792579257925792579257925792'

/**
 * The id of calls sent one by one: their transaction hashes, then the chain id (32 bytes), then the suffix.
 * It holds everything `getCallsStatus` needs, so it survives a reload and needs no storage.
 *
 * @example
 * encodeLocalCallsId({ hashes: [approveHash, swapHash], chainId: 31337 })
 */
export function encodeLocalCallsId({ hashes, chainId }: { hashes: readonly Hex[]; chainId: number }): Hex {
  return concat([...hashes, numberToHex(chainId, { size: 32 }), localCallsIdSuffix])
}
