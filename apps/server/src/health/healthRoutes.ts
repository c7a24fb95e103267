import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { errorResponse } from '../http.js'

/** How long `/ready` waits for the database before it answers 503. */
export const readyDatabaseTimeoutMs = 2_000

const ok = z.object({ ok: z.literal(true) })

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness: the process answers',
  responses: { 200: { description: 'Up', content: { 'application/json': { schema: ok } } } },
})

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  summary:
    'Readiness: the database answers and its migrations are applied (they are before the server listens)',
  responses: {
    200: { description: 'Ready for traffic', content: { 'application/json': { schema: ok } } },
    503: errorResponse('Not ready: the database does not answer'),
  },
})

/**
 * `/health` for a liveness probe (never touches the database, so a database outage does not restart every
 * instance) and `/ready` for a readiness probe (the database answers within 2 s), as Kubernetes expects them.
 */
export function createHealthRoutes(db: Database) {
  return new OpenAPIHono()
    .openapi(healthRoute, (c) => c.json({ ok: true as const }, 200))
    .openapi(readyRoute, async (c) => {
      const reachable = await Promise.race([
        db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => setTimeout(resolve, readyDatabaseTimeoutMs, false).unref()),
      ])
      if (reachable) return c.json({ ok: true as const }, 200)
      return c.json({ code: 'NOT_READY', message: 'The database does not answer' }, 503)
    })
}
