import type { ApiErrorBody, ApiRoute, RouteBody, RouteName, RouteQuery, RouteResponse } from '@latch/api'

/** The server the frame calls, and the project it calls it for. */
export type FrameApi = { apiUrl: string; projectId: string }

/** The server refused (its `{ code, message }`), or could not be reached (status 0, `NETWORK`). */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

type Part<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : { [P in K]: T }

/**
 * What the frame sends to a route of the contract (`@latch/api`): its query and JSON body, typed from the route's
 * schemas, and the bearer token of the login or session the route needs. The frame calls no route with path
 * parameters.
 */
export type ApiRequest<R extends ApiRoute> = R extends { params: unknown }
  ? never
  : Part<'query', RouteQuery<R>> & Part<'body', RouteBody<R>> & { token?: string | undefined }

/**
 * The URL of a route, named as `'POST /v1/embedded/email/start'` (the name is checked against the contract's
 * method and path), with its query.
 *
 * @example
 * const url = routeUrl<typeof bundlerRoute>(api, 'POST /v1/bundler', { chainId: 'eip155:1', projectId })
 */
export function routeUrl<R extends ApiRoute = never>(
  api: FrameApi,
  route: NoInfer<RouteName<R>>,
  query?: RouteQuery<R>,
): string {
  const path = route.slice(route.indexOf(' ') + 1)
  const search = query ? `?${new URLSearchParams(query as Record<string, string>)}` : ''
  return `${api.apiUrl}${path}${search}`
}

/**
 * Calls a route of the contract and answers its typed JSON; an error status becomes `ApiError` with the server's
 * `{ code, message }`.
 *
 * @example
 * const { token } = await callApi<typeof startEmailLoginRoute>(api, 'POST /v1/embedded/email/start', { body })
 */
export async function callApi<R extends ApiRoute = never>(
  api: FrameApi,
  route: NoInfer<RouteName<R>>,
  request: ApiRequest<R>,
): Promise<RouteResponse<R>> {
  const { query, body, token } = request as { query?: RouteQuery<R>; body?: unknown; token?: string }
  let response: Response
  try {
    response = await fetch(routeUrl<R>(api, route, query), {
      method: route.slice(0, route.indexOf(' ')),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  } catch {
    throw new ApiError(0, 'NETWORK', 'The wallet service cannot be reached. Check your connection')
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>
  if (!response.ok)
    throw new ApiError(response.status, answer.code ?? 'HTTP_ERROR', answer.message ?? 'An error occurred')
  return answer as RouteResponse<R>
}
