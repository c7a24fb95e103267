import type { ChainEntry } from '../chains/createChainRegistry.js'

export type GasPrices = { standard: string; fast: string; instant: string }

/**
 * Gas price tiers in wei from the chain's fee data, in one batched round trip: the latest base fee
 * plus the suggested priority fee (EIP-1559 chains), or the legacy gas price.
 */
export async function readGasPrice(chain: ChainEntry): Promise<GasPrices> {
  const [block, gasPrice, tip] = await Promise.all([
    chain.rpc.request<{ baseFeePerGas?: string } | null>('eth_getBlockByNumber', ['latest', false]),
    chain.rpc.request<string>('eth_gasPrice'),
    chain.rpc.request<string>('eth_maxPriorityFeePerGas').catch(() => undefined),
  ])
  const legacy = BigInt(gasPrice)
  if (!block?.baseFeePerGas) {
    return {
      standard: legacy.toString(),
      fast: ((legacy * 6n) / 5n).toString(),
      instant: ((legacy * 3n) / 2n).toString(),
    }
  }
  // The next block's base fee can rise 12.5%; faster tiers leave room for more of that and tip more.
  const base = BigInt(block.baseFeePerGas)
  const priority = tip === undefined ? (legacy > base ? legacy - base : 0n) : BigInt(tip)
  return {
    standard: (base + priority).toString(),
    fast: ((base * 5n) / 4n + (priority * 3n) / 2n).toString(),
    instant: ((base * 3n) / 2n + priority * 2n).toString(),
  }
}
