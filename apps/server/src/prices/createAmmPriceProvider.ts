import { createPoolReader, poolKey } from '../amm/createPoolReader.js'
import type { ChainEntry } from '../chains/createChainRegistry.js'
import type { PricedToken, PriceProvider } from './types.js'

/**
 * Prices tokens from Uniswap-V2-style pool reserves against the chain's USD coin (worth 1): a direct
 * token/USD pool, else token/wrapped-native times the native price. The native coin is priced as its
 * wrapped token. Pair addresses are looked up once through the factory and kept.
 */
export function createAmmPriceProvider(): PriceProvider {
  const pools = createPoolReader()
  return {
    name: 'amm',
    async getPrices(chain: ChainEntry, tokens: PricedToken[]) {
      const amm = chain.amm
      if (!amm) throw new Error('no pools are configured for this chain')
      const usd = amm.usdToken.toLowerCase()
      const wrapped = amm.wrappedNative.toLowerCase()
      const decimalsOf = new Map(tokens.map((token) => [token.address, token.decimals]))

      const wanted: [string, string][] = [[wrapped, usd]]
      for (const token of tokens) {
        const address = token.address === 'native' ? wrapped : token.address
        if (address === usd) continue
        wanted.push([address, usd], [address, wrapped])
      }
      const reserves = await pools.read(chain, wanted)

      const usdDecimals = decimalsOf.get(usd) ?? 6
      /** Price of `base` in units of `quote`, from the pool's reserves; undefined without liquidity. */
      const rate = (base: string, baseDecimals: number, quote: string, quoteDecimals: number) => {
        const pool = reserves.get(poolKey(base, quote))
        const baseReserve = pool?.get(base)
        const quoteReserve = pool?.get(quote)
        if (!baseReserve || !quoteReserve) return undefined
        return Number(quoteReserve) / 10 ** quoteDecimals / (Number(baseReserve) / 10 ** baseDecimals)
      }
      const nativePrice = rate(wrapped, 18, usd, usdDecimals)
      const prices = new Map<string, number>()
      for (const token of tokens) {
        const address = token.address === 'native' ? wrapped : token.address
        if (address === usd) {
          prices.set(token.address, 1)
          continue
        }
        const decimals = token.address === 'native' ? 18 : token.decimals
        const direct = rate(address, decimals, usd, usdDecimals)
        const viaNative = nativePrice === undefined ? undefined : rate(address, decimals, wrapped, 18)
        const price =
          direct ??
          (viaNative !== undefined && nativePrice !== undefined ? viaNative * nativePrice : undefined)
        if (price !== undefined && Number.isFinite(price) && price > 0) prices.set(token.address, price)
      }
      return prices
    },
  }
}
