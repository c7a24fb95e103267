import type { ChainEntry } from '../chains/createChainRegistry.js'

/** A token to price: lower-case address, or 'native' for the chain's coin. */
export type PricedToken = { address: string; decimals: number }

/**
 * A source of USD prices for one or more chains. Tokens it has no price for are left out of the
 * map; it throws when it cannot be reached, and the API then answers 503 PRICE_PROVIDER_UNAVAILABLE
 * rather than a zero price.
 */
export type PriceProvider = {
  readonly name: string
  getPrices(chain: ChainEntry, tokens: PricedToken[]): Promise<Map<string, number>>
}
