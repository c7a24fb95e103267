import type { onrampSessionRoute } from '@latch/api'
import { callApi } from '../api/callApi.js'
import type { Latch } from '../types.js'
import type { FetchOnrampQuoteParameters } from './fetchOnrampQuote.js'
import { getAccount } from './getAccount.js'
import { trackEvent } from './trackEvent.js'

export type StartOnrampPurchaseParameters = FetchOnrampQuoteParameters
export type StartOnrampPurchaseReturnType = { purchaseId: string; url: string }
export type StartOnrampPurchaseErrorType = import('../errors/api.js').ApiRequestError

/**
 * Starts a purchase for the connected account: the server records it and answers the provider's widget
 * URL (signed where the provider asks), which the caller opens in a popup. Sends SELECT_BUY_PROVIDER.
 *
 * @example
 * const { purchaseId, url } = await startOnrampPurchase(latch, { provider: 'sandbox', network, token, fiatAmount: '50' })
 * popup.location.href = url
 */
export async function startOnrampPurchase(
  latch: Latch,
  parameters: StartOnrampPurchaseParameters,
): Promise<StartOnrampPurchaseReturnType> {
  const state = latch.store.getState()
  const { address } = getAccount(latch, state)
  if (!address) throw new Error('No account is connected.')
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  trackEvent(latch, {
    event: 'SELECT_BUY_PROVIDER',
    properties: { provider: parameters.provider, isSmartAccount: connection?.accountType === 'smartAccount' },
  })
  return callApi<typeof onrampSessionRoute>(latch, 'POST /v1/onramp/session', {
    body: { ...parameters, fiatCurrency: 'USD', address },
  })
}
