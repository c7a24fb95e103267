import type { capabilitiesRoute } from '@latch/api'
import { callApi } from '../api/callApi.js'
import type { Latch, ServerCapabilities } from '../types.js'

export type FetchCapabilitiesReturnType = ServerCapabilities
export type FetchCapabilitiesErrorType = import('../errors/api.js').ApiRequestError

/**
 * Asks the Latch server what it offers (`GET /v1/capabilities`: the networks it quotes swaps on) and keeps
 * the answer in `state.capabilities`. Asked once per instance, like the catalogue; concurrent callers share
 * the request, and a failed one is asked again next time.
 *
 * @example
 * const { swaps } = await fetchCapabilities(latch) // ['eip155:31337', 'eip155:31338']
 */
export function fetchCapabilities(latch: Latch): Promise<FetchCapabilitiesReturnType> {
  const { internal } = latch
  internal.capabilitiesRequest ??= callApi<typeof capabilitiesRoute>(latch, 'GET /v1/capabilities', {}).then(
    (capabilities) => {
      latch.store.setState({ capabilities })
      return capabilities
    },
  )
  const request = internal.capabilitiesRequest
  request.catch(() => {
    if (internal.capabilitiesRequest === request) internal.capabilitiesRequest = undefined
  })
  return request
}
