import type { ApiRoute, RouteBody, RouteName, RouteParams, RouteQuery } from '@latch/api'
import type { Latch } from '../types.js'
import { apiUrl } from './request.js'

/** The query parameters every request carries (see `apiUrl`). */
type Identification = 'projectId' | 'st' | 'sv'

type ParamsPart<P> = [P] extends [never] ? { params?: never } : { params: P }
type QueryPart<Q> = [Q] extends [never]
  ? { query?: never }
  : // biome-ignore lint/complexity/noBannedTypes: a query whose every field is optional may be left out.
    {} extends Q
    ? { query?: Q }
    : { query: Q }
type BodyPart<B> = [B] extends [never] ? { body?: never } : { body: B }

/**
 * What a client sends to a route of the contract (`@latch/api`): its path parameters, its query without the
 * project's identification, and its JSON body, each typed from the route's schemas.
 */
export type ApiRequest<R extends ApiRoute> = ParamsPart<RouteParams<R>> &
  QueryPart<Omit<RouteQuery<R>, Identification>> &
  BodyPart<RouteBody<R>>

/**
 * The URL of a route, named as `'GET /v1/account/{address}/balance'`: the name is checked against the
 * contract's method and path, the parameters against its schemas.
 *
 * @example
 * const url = routeUrl<typeof getWalletsRoute>(latch, 'GET /getWallets', { query: { page: 1 } })
 */
export function routeUrl<R extends ApiRoute = never>(
  latch: Latch,
  route: NoInfer<RouteName<R>>,
  request: ApiRequest<R>,
): string {
  const params: Record<string, string> = request.params ?? {}
  const path = route
    .slice(route.indexOf(' ') + 1)
    .replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(params[name])))
  return apiUrl(latch, path, request.query)
}
