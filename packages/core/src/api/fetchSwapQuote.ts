import type { CaipAddress, Latch } from '../types.js'
import { apiUrl, requestJson } from './request.js'

export type SwapQuote = {
  id: string
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
  /** Percent. */
  priceImpact: number
  path: string[]
  /** The provider's fee, in `from` base units; null when the server takes none. */
  fee: { rate: number; amount: string; recipient: string } | null
}

/** Quotes for swapping `amount` (base units) of `from` into `to` (`GET /v1/convert/quotes`). */
export async function fetchSwapQuote(
  latch: Latch,
  parameters: {
    userAddress: CaipAddress
    from: CaipAddress
    to: CaipAddress
    amount: string
    gasPrice: string
  },
): Promise<SwapQuote[]> {
  const body = await requestJson<{ quotes?: SwapQuote[] }>(apiUrl(latch, '/v1/convert/quotes', parameters))
  return body.quotes ?? []
}
