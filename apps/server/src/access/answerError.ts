import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { routePath } from 'hono/route'
import { ApiError, DatabaseUnavailableError, RateLimitedError } from '../errors.js'
import { serverLog } from '../logging/serverLog.js'
import { isDatabaseUnavailable } from './isDatabaseUnavailable.js'

/** JSON-RPC codes of the API errors the proxy can meet before its handler runs. */
const rpcCodes: Record<number, number> = {
  400: -32600,
  401: -32003,
  403: -32001,
  413: -32600,
  415: -32600,
  429: -32005,
  503: -32603,
}

const httpCodes: Record<number, string> = {
  400: 'INVALID_BODY',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
}

/** The API error an error stands for: its own, Hono's body parsing's, the database being away, or 500. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status
    const message =
      status === 415 ? 'Content-Type must be application/json' : error.message || 'Request rejected'
    return new ApiError(status as 400, httpCodes[status] ?? 'HTTP_ERROR', message)
  }
  if (isDatabaseUnavailable(error)) return new DatabaseUnavailableError()
  return new ApiError(500, 'INTERNAL_ERROR', 'Internal server error')
}

/**
 * The app's error handler: `{ code, message }` with the error's status (a JSON-RPC error object on the
 * proxy), `Retry-After` on 429 and 503, and a log line only for what is not the client's doing. Logs
 * name the route, never the query, which can hold keys.
 */
export function answerError(
  error: unknown,
  c: Context,
  options: { reasons?: boolean } = {},
): Response | Promise<Response> {
  const apiError = toApiError(error)
  const request = { requestId: c.get('requestId'), method: c.req.method, route: routePath(c, -1) }
  if (apiError.status === 500) serverLog.error({ ...request, err: error }, 'unexpected error')
  if (apiError instanceof DatabaseUnavailableError) serverLog.error(request, 'database unavailable')
  if (apiError instanceof RateLimitedError) c.header('Retry-After', String(apiError.retryAfterSeconds))
  if (apiError instanceof DatabaseUnavailableError) c.header('Retry-After', '1')
  if (c.req.method === 'POST' && c.req.path === '/v1/') return answerRpcError(c, apiError)
  // The name-service and sign-in routes add `reasons`, the sentences the widget shows.
  if (options.reasons) return c.json({ ...apiError.toJSON(), reasons: [apiError.message] }, apiError.status)
  return c.json(apiError.toJSON(), apiError.status)
}

/** The proxy answers in JSON-RPC: one error per request of the body, with its id when it can be read. */
async function answerRpcError(c: Context, apiError: ApiError): Promise<Response> {
  const code = rpcCodes[apiError.status] ?? -32603
  let body: unknown
  if (apiError.status !== 413) body = await c.req.json().catch(() => undefined)
  const idOf = (entry: unknown) => {
    const id = (entry as { id?: unknown } | null)?.id
    return typeof id === 'string' || typeof id === 'number' ? id : null
  }
  const error = (id: string | number | null) => ({
    jsonrpc: '2.0',
    id,
    error: { code, message: apiError.message },
  })
  const answer =
    Array.isArray(body) && body.length > 0 ? body.map((entry) => error(idOf(entry))) : error(idOf(body))
  return c.json(answer, apiError.status)
}
