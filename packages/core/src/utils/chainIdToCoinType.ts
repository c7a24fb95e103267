import { MAX_COIN_TYPE_CHAIN_ID } from '../constants.js'
import { InvalidChainIdError } from '../errors/network.js'

/**
 * The ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, `0x80000000 | chainId` otherwise. A chain
 * id at or above 2^31 has none.
 *
 * @example
 * chainIdToCoinType(1) // 60
 * chainIdToCoinType(31337) // 2147514985
 */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || chainId >= MAX_COIN_TYPE_CHAIN_ID)
    throw new InvalidChainIdError({ chainId })
  if (chainId === 1) return 60
  return (0x8000_0000 | chainId) >>> 0
}
