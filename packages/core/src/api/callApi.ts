import type { ApiRoute, RouteName, RouteResponse } from '@latch/api'
import type { Latch } from '../types.js'
import { requestJson } from './request.js'
import { type ApiRequest, routeUrl } from './routeUrl.js'

/**
 * Calls a route of the contract and answers its typed JSON; error statuses become `ApiRequestError` with
 * the server's `{ code, message }`. `init` adds to the request (`keepalive`).
 *
 * @example
 * const { quotes } = await callApi<typeof swapQuotesRoute>(latch, 'GET /v1/convert/quotes', { query })
 */
export function callApi<R extends ApiRoute = never>(
  latch: Latch,
  route: NoInfer<RouteName<R>>,
  request: ApiRequest<R>,
  init: RequestInit = {},
): Promise<RouteResponse<R>> {
  const method = route.slice(0, route.indexOf(' '))
  const json = request.body !== undefined && {
    body: JSON.stringify(request.body),
    headers: { 'content-type': 'application/json' },
  }
  return requestJson(routeUrl<R>(latch, route, request), { method, ...json, ...init })
}
