import { fetchTokenPrices } from '../../api/fetchTokenPrices.js'
import type { Latch, SwapToken } from '../../types.js'
import { setSwapState } from './setSwapState.js'

/** The USD price of a token: the one already known, else asked of the server (0 when it has none). */
export async function getSwapTokenPrice(latch: Latch, token: SwapToken): Promise<number> {
  const key = token.address.toLowerCase()
  const known = latch.store.getState().swap.tokensPriceMap[key]
  if (known) return known
  const prices = await fetchTokenPrices(latch, { addresses: [token.address] }).catch(() => [])
  const price = prices.find((p) => p.address.toLowerCase() === key)?.price ?? 0
  setSwapState(latch, { tokensPriceMap: { ...latch.store.getState().swap.tokensPriceMap, [key]: price } })
  return price
}
