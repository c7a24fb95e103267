import type { SwapQuote, swapQuotesRoute } from '@latch/api'
import type { CaipAddress, Latch } from '../types.js'
import { callApi } from './callApi.js'

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
  const body = await callApi<typeof swapQuotesRoute>(latch, 'GET /v1/convert/quotes', { query: parameters })
  return body.quotes ?? []
}
