import type { OnrampProviderId, OnrampQuote, onrampQuoteRoute } from '@latch/api'
import { callApi } from '../api/callApi.js'
import type { CaipNetworkId, Latch } from '../types.js'

export type FetchOnrampQuoteParameters = {
  provider: OnrampProviderId
  network: CaipNetworkId
  /** The token's contract address. */
  token: string
  /** In US dollars, e.g. '50'. */
  fiatAmount: string
}
export type FetchOnrampQuoteReturnType = OnrampQuote
export type FetchOnrampQuoteErrorType = import('../errors/api.js').ApiRequestError

/**
 * What a fiat amount buys through a provider after its fee, and the card on-ramp chain it goes to.
 *
 * @example
 * const quote = await fetchOnrampQuote(latch, { provider: 'sandbox', network: 'eip155:31337', token: usdc, fiatAmount: '50' })
 * quote.cryptoAmount // '49.25'
 */
export function fetchOnrampQuote(
  latch: Latch,
  parameters: FetchOnrampQuoteParameters,
): Promise<FetchOnrampQuoteReturnType> {
  return callApi<typeof onrampQuoteRoute>(latch, 'GET /v1/onramp/quote', {
    query: { ...parameters, fiatCurrency: 'USD' },
  })
}
