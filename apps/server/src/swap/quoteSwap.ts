import type { Address } from 'viem'
import type { PoolReader, PoolReserves } from '../amm/createPoolReader.js'
import { poolKey } from '../amm/createPoolReader.js'
import type { ChainEntry } from '../chains/createChainRegistry.js'
import { AmountTooSmallError, InsufficientLiquidityError, WrapNotSwapError } from './swapErrors.js'

/** The swap provider fee, 0.85%, as the FeeSwapRouter takes it: 85 / 10000. */
export const providerFeeRate = 0.0085
const feeBps = 85n
const bps = 10_000n

/** A swap side: a lower-case ERC-20 address, or the chain's native coin. */
export type SwapAsset = Address | 'native'

export type SwapQuote = {
  /** Token addresses the router swaps through (lower-case; the wrapped native coin for the native coin). */
  path: Address[]
  amountIn: bigint
  /** Taken from `amountIn` for the fee recipient before the swap; 0 without a recipient. */
  fee: bigint
  /** What the user receives: Router02 `getAmountsOut(amountIn - fee, path)` at the current reserves. */
  amountOut: bigint
  /** How far the pools' prices move against this trade, in percent, pool and provider fees left out. */
  priceImpact: number
}

/** The fee the FeeSwapRouter takes from `amountIn` (integer division, as on chain). */
export const providerFeeOf = (amountIn: bigint, feeRecipient: Address | undefined) =>
  feeRecipient ? (amountIn * feeBps) / bps : 0n

/** Uniswap V2 `getAmountOut`: 0.3% pool fee, integer arithmetic exactly as UniswapV2Library. */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

/**
 * Quotes a swap from pool reserves read in one multicall: the direct pool and the route through the
 * wrapped native coin are both tried and the one paying more wins, so tokens without a direct pool
 * swap in two hops. The native coin swaps as its wrapped token (the router's ETH functions wrap it).
 */
export async function quoteSwap(
  pools: PoolReader,
  chain: ChainEntry,
  parameters: {
    from: SwapAsset
    to: SwapAsset
    amountIn: bigint
    feeRecipient: Address | undefined
    /** How errors name the two sides (CAIP-10). */
    names: { from: string; to: string }
  },
): Promise<SwapQuote> {
  const wrapped = chain.amm?.wrappedNative.toLowerCase() as Address
  const tokenIn = parameters.from === 'native' ? wrapped : parameters.from
  const tokenOut = parameters.to === 'native' ? wrapped : parameters.to
  if (tokenIn === tokenOut) throw new WrapNotSwapError()

  const candidates: Address[][] = [[tokenIn, tokenOut]]
  if (tokenIn !== wrapped && tokenOut !== wrapped) candidates.push([tokenIn, wrapped, tokenOut])
  const reserves = await pools.read(
    chain,
    candidates.flatMap((path) => path.slice(1).map((token, i) => [path[i] as string, token] as const)),
  )

  const fee = providerFeeOf(parameters.amountIn, parameters.feeRecipient)
  const swapped = parameters.amountIn - fee
  let best: SwapQuote | undefined
  for (const path of candidates) {
    const hops = path.slice(1).map((token, i) => {
      const from = path[i] as string
      const pool = reserves.get(poolKey(from, token)) as PoolReserves | undefined
      return { reserveIn: pool?.get(from) ?? 0n, reserveOut: pool?.get(token) ?? 0n }
    })
    if (hops.some((hop) => hop.reserveIn === 0n || hop.reserveOut === 0n)) continue
    let amountOut = swapped
    let spotOut = Number(swapped)
    for (const hop of hops) {
      amountOut = getAmountOut(amountOut, hop.reserveIn, hop.reserveOut)
      spotOut *= (0.997 * Number(hop.reserveOut)) / Number(hop.reserveIn)
    }
    if (best && amountOut <= best.amountOut) continue
    const impact = spotOut > 0 ? (1 - Number(amountOut) / spotOut) * 100 : 0
    best = {
      path,
      amountIn: parameters.amountIn,
      fee,
      amountOut,
      // Rounded so float noise on a tiny trade reads as 0, not as -1e-14.
      priceImpact: Math.max(0, Math.round(impact * 1e6) / 1e6),
    }
  }
  if (!best) throw new InsufficientLiquidityError(parameters.names.from, parameters.names.to)
  if (best.amountOut === 0n) throw new AmountTooSmallError()
  return best
}
