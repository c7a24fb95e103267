import type { z } from 'zod'

/**
 * One route of the contract: its method and path, the schemas of what it takes, and the schema of its
 * successful JSON answer. The server builds its validators and `/openapi.json` from these schemas; the
 * widget takes the types inferred from them (`import type`), so both sides change together.
 */
export type ApiRoute = {
  method: 'get' | 'post' | 'put' | 'delete'
  /** The path in OpenAPI form: `{name}` is a path parameter. */
  path: `/${string}`
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** The JSON of a successful answer; absent when the answer is not JSON (an image). */
  response?: z.ZodType
}

/**
 * Declares a route of the contract, keeping its literal method and path in the type, so that a client
 * naming the route by `'GET /v1/…'` is checked against it.
 *
 * @example
 * export const gasPriceRoute = defineRoute({
 *   method: 'get',
 *   path: '/v1/convert/gas-price',
 *   query: ChainQuerySchema,
 *   response: GasPriceSchema,
 * })
 */
export function defineRoute<const R extends ApiRoute>(route: R): R {
  return route
}

/** The route's name as a client writes it: `'GET /v1/convert/quotes'`. */
export type RouteName<R extends ApiRoute> = `${Uppercase<R['method']>} ${R['path']}`

/** What the route takes in its path, as the client sends it; `never` for a route without path parameters. */
export type RouteParams<R extends ApiRoute> = R extends { params: infer S extends z.ZodType }
  ? z.input<S>
  : never
/** Its query parameters as the client sends them; `never` without a query. */
export type RouteQuery<R extends ApiRoute> = R extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : never
/** Its JSON body as the client sends it; `never` without a body. */
export type RouteBody<R extends ApiRoute> = R extends { body: infer S extends z.ZodType } ? z.input<S> : never
/** Its successful answer as the client receives it; `never` when the answer is not JSON. */
export type RouteResponse<R extends ApiRoute> = R extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : never
