import type { onrampPurchaseRoute, RouteResponse } from '@latch/api'
import { callApi } from '../api/callApi.js'
import type { Latch } from '../types.js'

export type FetchOnrampPurchaseReturnType = RouteResponse<typeof onrampPurchaseRoute>
export type FetchOnrampPurchaseErrorType = import('../errors/api.js').ApiRequestError

/**
 * A purchase's status on the server: pending until the provider's signed webhook completes or fails it.
 *
 * @example
 * const { status, cryptoAmount } = await fetchOnrampPurchase(latch, purchaseId)
 */
export function fetchOnrampPurchase(
  latch: Latch,
  purchaseId: string,
): Promise<FetchOnrampPurchaseReturnType> {
  return callApi<typeof onrampPurchaseRoute>(latch, 'GET /v1/onramp/purchases/{id}', {
    params: { id: purchaseId },
  })
}
