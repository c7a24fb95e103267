import { PriceProviderUnavailableError } from '../chains/chainErrors.js'
import type { ChainEntry } from '../chains/createChainRegistry.js'
import type { TokenCache } from '../tokens/createTokenCache.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import { createAmmPriceProvider } from './createAmmPriceProvider.js'
import type { PriceProvider } from './types.js'

export type PriceServiceParameters = {
  tokens: TokenCache
  /** Providers by chain id for real networks; a chain with pools (`amm`) uses them by default. */
  providers?: Record<number, PriceProvider> | undefined
  /** How long a price is reused. Default 30 s, as long as the widget keeps a balance. */
  ttlMs?: number | undefined
}

export type PriceService = {
  /**
   * USD prices of tokens on a chain ('native' for its coin); tokens without a price are absent.
   * Throws PriceProviderUnavailableError when the chain has no provider or it cannot be reached.
   */
  getPrices(chain: ChainEntry, addresses: string[]): Promise<Map<string, number>>
  /** A cached price, without any call: for history items, which must stay fast. */
  peek(chainId: number, address: string): number | undefined
}

/**
 * Prices with a short cache in front of the chain's provider; one provider call per chain at a time
 * fills the cache for every token asked for meanwhile.
 */
export function createPriceService(parameters: PriceServiceParameters): PriceService {
  const ttlMs = parameters.ttlMs ?? 30_000
  const amm = createAmmPriceProvider()
  const cache = new Map<string, { at: number; price: number | undefined }>()
  const key = (chainId: number, address: string) => `${chainId}:${address}`

  const providerFor = (chain: ChainEntry) =>
    parameters.providers?.[chain.chainId] ?? (chain.amm ? amm : undefined)

  return {
    async getPrices(chain, addresses) {
      const now = Date.now()
      const result = new Map<string, number>()
      const missing: string[] = []
      for (const address of new Set(addresses.map((a) => a.toLowerCase()))) {
        const hit = cache.get(key(chain.chainId, address))
        if (hit && now - hit.at < ttlMs) {
          if (hit.price !== undefined) result.set(address, hit.price)
        } else missing.push(address)
      }
      if (missing.length === 0) return result
      const provider = providerFor(chain)
      if (!provider)
        throw new PriceProviderUnavailableError(chain.caip, 'no price source is configured for this chain')
      const known = await parameters.tokens.forChain(chain.chainId)
      const decimals = new Map(known.map((token) => [token.address, token.decimals]))
      // The provider also needs the quote tokens' decimals: hand it every known token of the chain.
      const asked = new Set(missing)
      const request = [...new Set([...missing, ...known.map((token) => token.address)])]
        .filter((address) => decimals.has(address) || address === 'native')
        .map((address) => ({ address, decimals: address === 'native' ? 18 : (decimals.get(address) ?? 18) }))
      let prices: Map<string, number>
      try {
        prices = await provider.getPrices(chain, request)
      } catch (error) {
        throw new PriceProviderUnavailableError(
          chain.caip,
          `${provider.name} could not be reached (${describeUpstreamError(error)})`,
        )
      }
      const at = Date.now()
      for (const token of request)
        cache.set(key(chain.chainId, token.address), { at, price: prices.get(token.address) })
      for (const address of asked) {
        const price = prices.get(address)
        if (price !== undefined) result.set(address, price)
      }
      return result
    },
    peek(chainId, address) {
      const hit = cache.get(key(chainId, address.toLowerCase()))
      return hit && Date.now() - hit.at < ttlMs ? hit.price : undefined
    },
  }
}
