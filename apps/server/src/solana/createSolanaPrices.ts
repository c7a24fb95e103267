import { readPythPrices } from './readPythPrices.js'
import type { SolanaNetworkEntry } from './solanaNetworks.js'

export type SolanaPrices = {
  /** USD prices of the network's listed tokens (`native` or the mint); empty when its feeds cannot be read. */
  get(network: SolanaNetworkEntry): Promise<ReadonlyMap<string, number>>
  /** The prices last read for a network, without any call: for history items, which must stay fast. */
  peek(caip: string): ReadonlyMap<string, number> | undefined
}

/**
 * Solana prices with a short cache in front of the network's Pyth accounts (`readPythPrices`): one
 * `getMultipleAccounts` per network and lifetime, shared by the requests made meanwhile. A network whose
 * feeds cannot be read has no prices, and balances and history are then given without value.
 */
export function createSolanaPrices(parameters: { ttlMs?: number | undefined } = {}): SolanaPrices {
  const ttlMs = parameters.ttlMs ?? 30_000
  const cache = new Map<string, { at: number; prices: Promise<ReadonlyMap<string, number>> }>()
  const settled = new Map<string, ReadonlyMap<string, number>>()
  return {
    get(network) {
      const hit = cache.get(network.caip)
      if (hit && Date.now() - hit.at < ttlMs) return hit.prices
      const prices = readPythPrices(network).then(
        (read) => {
          settled.set(network.caip, read)
          return read as ReadonlyMap<string, number>
        },
        // Without a price, an amount is still worth showing; the next request asks the chain again.
        () => {
          cache.delete(network.caip)
          return new Map<string, number>()
        },
      )
      cache.set(network.caip, { at: Date.now(), prices })
      return prices
    },
    peek: (caip) => settled.get(caip),
  }
}
