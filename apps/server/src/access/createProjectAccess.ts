import type { Context, MiddlewareHandler } from 'hono'
import { ApiError, ProjectNotFoundError } from '../errors.js'
import type { Project } from '../projects/createProject.js'
import type { ProjectCache } from '../projects/createProjectCache.js'
import { assertProjectCaller } from './assertProjectCaller.js'
import type { RateLimits } from './createRateLimits.js'

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
const projectIdPattern = /^[A-Za-z0-9_-]{1,64}$/

/** The project a request names: `projectId` in the query, else in a JSON body (two POST routes put it there). */
async function projectIdOf(c: Context): Promise<string | undefined> {
  const fromQuery = c.req.query('projectId')
  if (fromQuery !== undefined) return fromQuery
  if (c.req.method !== 'POST' || !/^application\/json/i.test(c.req.header('Content-Type') ?? ''))
    return undefined
  try {
    // Hono keeps the parsed body, so the route's validator reads this same parse.
    const body: unknown = await c.req.json()
    const id =
      typeof body === 'object' && body !== null ? (body as { projectId?: unknown }).projectId : undefined
    return typeof id === 'string' ? id : undefined
  } catch {
    return undefined
  }
}

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
 *   with the specification's texts). CORS answers, preflights included, name only allowed origins;
 *   a refusal is readable by the page so the widget can show it.
 * - A trusted origin (the operator's embedded-wallet frame) is a site of every project.
 * - A call without `Origin` is a server's: it must carry the project's secret key in
 *   `X-Latch-Secret-Key` (401 `SECRET_KEY_REQUIRED` / `INVALID_SECRET_KEY`).
 *
 * Then the project's rate limit counts the request. A request naming no project (or a malformed id)
 * goes on to the route's validation, which refuses it.
 *
 * @example
 * app.use('/v1/*', createProjectAccess({ projects, limits }))
 */
export function createProjectAccess(parameters: ProjectAccessParameters): MiddlewareHandler {
  const { projects, limits } = parameters
  const trusted = new Set((parameters.trustedOrigins ?? []).map((o) => o.toLowerCase()))
  const granted = new WeakMap<Request, Project>()
  const perProject = limits.perProject((c) => granted.get(c.req.raw)?.id)

  return async (c, next) => {
    const origin = c.req.header('Origin')
    const projectId = await projectIdOf(c)
    if (projectId === undefined || !projectIdPattern.test(projectId)) {
      if (c.req.method === 'OPTIONS') return c.body(null, 403)
      return next()
    }
    let project: Project | undefined
    try {
      project = await projects.get(projectId)
      if (!project) throw new ProjectNotFoundError(projectId)
      if (origin === undefined || !trusted.has(origin.toLowerCase()))
        assertProjectCaller(project, { origin, secretKey: c.req.header(secretKeyHeader) })
    } catch (error) {
      // A preflight that is refused carries no CORS headers: the browser then sends nothing.
      if (c.req.method === 'OPTIONS') return c.body(null, 403)
      if (origin !== undefined && error instanceof ApiError) allowOrigin(c, origin)
      throw error
    }
    if (c.req.method === 'OPTIONS') {
      if (origin !== undefined) allowOrigin(c, origin)
      for (const [name, value] of Object.entries(corsHeaders)) c.header(name, value)
      return c.body(null, 204)
    }
    granted.set(c.req.raw, project)
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
