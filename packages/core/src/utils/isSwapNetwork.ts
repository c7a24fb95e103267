import { SWAP_DEVNET_CHAIN_IDS, SWAP_SUPPORTED_CHAIN_IDS } from '../constants.js'
import type { CaipNetworkId } from '../types.js'

const swapChains = new Set<string>([...SWAP_SUPPORTED_CHAIN_IDS, ...SWAP_DEVNET_CHAIN_IDS].map(String))

/**
 * Whether swaps are offered on a network: the specification's swap networks (eip155) and the local devnet.
 *
 * @example
 * isSwapNetwork('eip155:8453') // true
 */
export function isSwapNetwork(caipNetworkId: CaipNetworkId | undefined): boolean {
  if (!caipNetworkId) return false
  const [namespace, reference = ''] = caipNetworkId.split(':')
  return namespace === 'eip155' && swapChains.has(reference)
}
