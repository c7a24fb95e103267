import { timingSafeEqual } from 'node:crypto'
import { Hono, type MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { ServerMetrics } from './createServerMetrics.js'

/**
 * Counts and times every request the app answers, by its route's pattern (`/v1/account/:address/history`, never the
 * address), and the 429s of the rate limits. Mounted first, so the guards' refusals count too.
 */
export function measureRequests(metrics: ServerMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    // The last route matched is the handler's; a path no route matched keeps the catch-all's '*'.
    const route = routePath(c, -1)
    const status = c.res.status
    metrics.requests.inc({ method: c.req.method, route, status })
    metrics.duration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000)
    if (status === 429) metrics.rateLimited.inc({ route })
  }
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * `GET /metrics` in Prometheus' text format for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; 401
 * without it. Without metrics or a configured token the route does not exist (404): nothing about the server is public.
 */
export function createMetricsRoutes(metrics: ServerMetrics | undefined, token: string | undefined) {
  const routes = new Hono()
  if (!metrics || !token) return routes
  return routes.get('/metrics', async (c) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? ''
    if (!sameSecret(given, token))
      return c.json(
        { code: 'UNAUTHORIZED', message: 'The metrics need Authorization: Bearer <METRICS_TOKEN>' },
        401,
      )
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    })
  })
}
