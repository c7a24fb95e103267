import { type Address, parseAbi } from 'viem'
import type { ChainEntry } from '../chains/createChainRegistry.js'
import type { PricedToken, PriceProvider } from './types.js'

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])
const zeroAddress = '0x0000000000000000000000000000000000000000'

/**
 * Prices tokens from Uniswap-V2-style pool reserves against the chain's USD coin (worth 1): a direct
 * token/USD pool, else token/wrapped-native times the native price. The native coin is priced as its
 * wrapped token. Pair addresses are looked up once through the factory and kept.
 */
export function createAmmPriceProvider(): PriceProvider {
  const pairs = new Map<string, Address | null>()
  return {
    name: 'amm',
    async getPrices(chain: ChainEntry, tokens: PricedToken[]) {
      const amm = chain.amm
      if (!amm) throw new Error('no pools are configured for this chain')
      const usd = amm.usdToken.toLowerCase()
      const wrapped = amm.wrappedNative.toLowerCase()
      const decimalsOf = new Map(tokens.map((token) => [token.address, token.decimals]))
      const key = (a: string, b: string) => `${chain.chainId}:${[a, b].sort().join(':')}`

      const wanted = new Set<string>()
      for (const token of tokens) {
        const address = token.address === 'native' ? wrapped : token.address
        if (address === usd) continue
        wanted.add(key(address, usd))
        wanted.add(key(address, wrapped))
      }
      wanted.add(key(wrapped, usd))
      const missing = [...wanted].filter((k) => !pairs.has(k))
      if (missing.length) {
        const found = await chain.client.multicall({
          allowFailure: false,
          batchSize: 0,
          contracts: missing.map((k) => {
            const [, a, b] = k.split(':') as [string, Address, Address]
            return { address: amm.factory, abi: factoryAbi, functionName: 'getPair', args: [a, b] } as const
          }),
        })
        for (const [i, k] of missing.entries()) {
          const pair = found[i] as Address
          // An absent pair is remembered too; a pool created later is seen after a restart.
          pairs.set(k, pair === zeroAddress ? null : pair)
        }
      }
      const live = [...wanted].flatMap((k) => {
        const pair = pairs.get(k)
        return pair ? [{ key: k, pair }] : []
      })
      const answers = await chain.client.multicall({
        allowFailure: false,
        batchSize: 0,
        contracts: live.flatMap(({ pair }) => [
          { address: pair, abi: pairAbi, functionName: 'getReserves' } as const,
          { address: pair, abi: pairAbi, functionName: 'token0' } as const,
        ]),
      })
      const reserves = new Map<string, Map<string, bigint>>()
      for (const [i, { key: k }] of live.entries()) {
        const [r0, r1] = answers[i * 2] as readonly [bigint, bigint, number]
        const token0 = (answers[i * 2 + 1] as Address).toLowerCase()
        const [, a, b] = k.split(':') as [string, string, string]
        const token1 = token0 === a ? b : a
        reserves.set(
          k,
          new Map([
            [token0, r0],
            [token1, r1],
          ]),
        )
      }

      const usdDecimals = decimalsOf.get(usd) ?? 6
      /** Price of `base` in units of `quote`, from the pool's reserves; undefined without liquidity. */
      const rate = (base: string, baseDecimals: number, quote: string, quoteDecimals: number) => {
        const pool = reserves.get(key(base, quote))
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
