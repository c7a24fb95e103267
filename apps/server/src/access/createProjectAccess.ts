import type { Context, MiddlewareHandler } from 'hono'
import { ApiError } from '../errors.js'
import type { Project } from '../projects/createProject.js'
import type { ProjectCache } from '../projects/createProjectCache.js'
import { assertProjectCaller } from './assertProjectCaller.js'
import type { RateLimits } from './createRateLimits.js'
import type { ProjectEnv } from './projectEnv.js'
import { findRequestProject } from './resolveProject.js'

/** The header a server-to-server call carries its project's secret key in. */
export const secretKeyHeader = 'X-Latch-Secret-Key'

export type ProjectAccessParameters = {
  projects: ProjectCache
  limits: RateLimits
  /** Origins admitted as a site of every project (the operator's embedded-wallet frame). */
  trustedOrigins?: readonly string[] | undefined
}

const corsHeaders = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, If-None-Match, Authorization',
  'Access-Control-Max-Age': '86400',
}
/** The response headers a site's page may read. */
export const exposedHeaders = 'ETag, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset'

/** Lets the page read the answer (and the refusal, so the widget can tell its developer what to fix). */
function allowOrigin(c: Context, origin: string) {
  c.header('Access-Control-Allow-Origin', origin)
  c.header('Access-Control-Expose-Headers', exposedHeaders)
  c.header('Vary', 'Origin', { append: true })
}

/**
 * The one gate of every project-scoped route (catalogue, analytics, data API, RPC proxy, names,
 * sign-in): the project must exist, and the caller must be one of its sites or its own server.
 *
 * - A browser call carries `Origin`: it must be on the project's allowlist (403 `ORIGIN_NOT_ALLOWED`
 *   with the texts the widget shows as given). CORS answers, preflights included, name only allowed origins;
 *   a refusal is readable by the page so the widget can show it.
 * - A trusted origin (the operator's embedded-wallet frame) is a site of every project.
 * - A call without `Origin` is a server's: it must carry the project's secret key in
 *   `X-Latch-Secret-Key` (401 `SECRET_KEY_REQUIRED` / `INVALID_SECRET_KEY`).
 *
 * Then the project's rate limit counts the request, and the route finds the project in its context
 * (`c.get('project')`, see `ProjectEnv`): routes never look it up themselves. A request naming no project
 * (or a malformed id) goes on to the route's validation, which refuses it.
 *
 * @example
 * app.use('/v1/*', createProjectAccess({ projects, limits }))
 */
export function createProjectAccess(parameters: ProjectAccessParameters): MiddlewareHandler<ProjectEnv> {
  const { projects, limits } = parameters
  const trusted = new Set((parameters.trustedOrigins ?? []).map((o) => o.toLowerCase()))
  const perProject = limits.perProject((c) => (c.get('project') as Project | undefined)?.id)

  return async (c, next) => {
    const origin = c.req.header('Origin')
    let project: Project | undefined
    try {
      project = await findRequestProject(c, projects)
      if (project && (origin === undefined || !trusted.has(origin.toLowerCase())))
        assertProjectCaller(project, { origin, secretKey: c.req.header(secretKeyHeader) })
    } catch (error) {
      // A preflight that is refused carries no CORS headers: the browser then sends nothing.
      if (c.req.method === 'OPTIONS') return c.body(null, 403)
      if (origin !== undefined && error instanceof ApiError) allowOrigin(c, origin)
      throw error
    }
    if (!project) {
      if (c.req.method === 'OPTIONS') return c.body(null, 403)
      return next()
    }
    if (c.req.method === 'OPTIONS') {
      if (origin !== undefined) allowOrigin(c, origin)
      for (const [name, value] of Object.entries(corsHeaders)) c.header(name, value)
      return c.body(null, 204)
    }
    c.set('project', project)
    try {
      await perProject(c, next)
    } catch (error) {
      // Over the project's limit: the page may read the 429.
      if (origin !== undefined) allowOrigin(c, origin)
      throw error
    }
    if (origin === undefined) return
    // Set on the route's own response, after it is made: headers set on the context before would make
    // Hono rebuild that response around a stream of its body (see the catalogue's prepared answers).
    let headers: Headers
    try {
      headers = c.res.headers
      headers.append('Vary', 'Origin')
    } catch {
      // Immutable headers (a response passed through from fetch): copy it once.
      c.res = new Response(c.res.body, c.res)
      headers = c.res.headers
      headers.append('Vary', 'Origin')
    }
    headers.set('Access-Control-Allow-Origin', origin)
    headers.set('Access-Control-Expose-Headers', exposedHeaders)
  }
}
