import { type Chain, defineChain } from 'viem'
import type { DevnetChain } from './startDevnet.js'

/**
 * A viem `Chain` for a running devnet chain, with Multicall3 registered so `multicall` and batched reads work.
 *
 * @example
 * const client = createPublicClient({ chain: toViemChain(devnet.chains[0]), transport: http() })
 */
export function toViemChain(chain: DevnetChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: chain.contracts.multicall3 } },
    testnet: true,
  })
}
