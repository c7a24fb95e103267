import { type Address, parseAbi } from 'viem'
import type { ChainEntry } from '../chains/createChainRegistry.js'

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)'])
const zeroAddress = '0x0000000000000000000000000000000000000000'

/** A Uniswap-V2 pool's reserves by lower-case token address. */
export type PoolReserves = ReadonlyMap<string, bigint>

export type PoolReader = {
  /**
   * Reserves of the pools between each pair of tokens (lower-case addresses), keyed by `poolKey(a, b)`;
   * pairs without a pool are absent. One multicall, plus one factory lookup for pairs not seen before.
   */
  read(chain: ChainEntry, pairs: readonly (readonly [string, string])[]): Promise<Map<string, PoolReserves>>
}

/** Order-independent key of the pool between two lower-case token addresses. */
export const poolKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`)

/**
 * Reads Uniswap-V2-style pool reserves through the chain's factory (`chain.amm.factory`). Pair addresses
 * are looked up once and kept; an absent pair is remembered too, so a pool created later is seen after a
 * restart.
 */
export function createPoolReader(): PoolReader {
  const pairs = new Map<string, Address | null>()
  return {
    async read(chain, wanted) {
      const factory = chain.amm?.factory
      if (!factory) throw new Error('no pools are configured for this chain')
      const keys = [...new Set(wanted.filter(([a, b]) => a !== b).map(([a, b]) => poolKey(a, b)))]
      const cacheKey = (key: string) => `${chain.chainId}:${key}`
      const missing = keys.filter((key) => !pairs.has(cacheKey(key)))
      if (missing.length) {
        const found = await chain.client.multicall({
          allowFailure: false,
          batchSize: 0,
          contracts: missing.map((key) => {
            const [a, b] = key.split(':') as [Address, Address]
            return { address: factory, abi: factoryAbi, functionName: 'getPair', args: [a, b] } as const
          }),
        })
        for (const [i, key] of missing.entries()) {
          const pair = found[i] as Address
          pairs.set(cacheKey(key), pair === zeroAddress ? null : pair)
        }
      }
      const live = keys.flatMap((key) => {
        const pair = pairs.get(cacheKey(key))
        return pair ? [{ key, pair }] : []
      })
      const result = new Map<string, PoolReserves>()
      if (!live.length) return result
      const answers = await chain.client.multicall({
        allowFailure: false,
        batchSize: 0,
        contracts: live.map(
          ({ pair }) => ({ address: pair, abi: pairAbi, functionName: 'getReserves' }) as const,
        ),
      })
      for (const [i, { key }] of live.entries()) {
        const [reserve0, reserve1] = answers[i] as readonly [bigint, bigint, number]
        // A Uniswap V2 factory sorts a pair's tokens: token0 is the lower address, which the key puts first.
        const [token0, token1] = key.split(':') as [string, string]
        result.set(
          key,
          new Map([
            [token0, reserve0],
            [token1, reserve1],
          ]),
        )
      }
      return result
    },
  }
}
