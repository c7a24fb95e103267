import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { serverLog } from './serverLog.js'

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's id, answered in `X-Request-Id` and named in its log lines. */
    requestId: string
  }
}

/** The header a request's id travels in, both ways. */
export const requestIdHeader = 'X-Request-Id'

/**
 * The request's id: the caller's when it sends a sane one (as a proxy in front does: at most 64 letters, digits,
 * `_`, `-` or `=`), else a new UUID.
 */
export function requestIdOf(given: string | undefined): string {
  return given && given.length <= 64 && /^[\w\-=]+$/.test(given) ? given : crypto.randomUUID()
}

/** Gives every request its id, returned in the `X-Request-Id` header and named in the log lines of its errors. */
export const assignRequestId = (): MiddlewareHandler => async (c, next) => {
  const id = requestIdOf(c.req.header(requestIdHeader))
  c.set('requestId', id)
  c.header(requestIdHeader, id)
  await next()
}

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
