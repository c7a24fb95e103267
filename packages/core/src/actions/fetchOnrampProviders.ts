import type { OnrampProvider, onrampProvidersRoute } from '@latch/api'
import { callApi } from '../api/callApi.js'
import type { Latch } from '../types.js'

export type FetchOnrampProvidersReturnType = readonly OnrampProvider[]
export type FetchOnrampProvidersErrorType = import('../errors/api.js').ApiRequestError

/**
 * The on-ramp providers the Latch server lists, with their fees and namespaces, in order.
 *
 * @example
 * const providers = await fetchOnrampProviders(latch) // [{ id: 'coinbase', feeRange: { min: 1, max: 2 }, … }]
 */
export async function fetchOnrampProviders(latch: Latch): Promise<FetchOnrampProvidersReturnType> {
  const { providers } = await callApi<typeof onrampProvidersRoute>(latch, 'GET /v1/onramp/providers', {})
  return providers
}
