import type { MiddlewareHandler } from 'hono'
import { requestId } from 'hono/request-id'
import { routePath } from 'hono/route'
import { serverLog } from './serverLog.js'

/**
 * Gives every request an id, the caller's `X-Request-Id` when it sends a sane one (as a proxy in front does) or a
 * new UUID, returned in the `X-Request-Id` header and named in the log lines of its errors.
 */
export const assignRequestId = (): MiddlewareHandler =>
  requestId({ limitLength: 64, headerName: 'X-Request-Id' })

/** A project id as logged: the query's, cut short (it is caller input). */
const projectOf = (value: string | undefined) => value?.slice(0, 64)

/**
 * One `info` line per request (`LOG_REQUESTS=1`): its id, method, route pattern, project, status and duration in ms.
 * Never the path, the query or a header: a path may carry an address, a header a key.
 */
export function logRequests(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    serverLog.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        route: routePath(c, -1),
        projectId: projectOf(c.req.query('projectId')),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    )
  }
}
