import type { Hono, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { resolveProject } from '../access/resolveProject.js'
import type { Project } from '../projects/createProject.js'
import { isOriginAllowed } from '../projects/matchOrigin.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { FrameOriginError } from './embeddedErrors.js'

/** The routes only the frame calls: every one but the config and the approval link mailed to the visitor. */
const frameOnlyPaths = [
  '/v1/embedded/email/*',
  '/v1/embedded/devices/wait',
  '/v1/embedded/sessions',
  '/v1/embedded/sessions/*',
  '/v1/embedded/me',
  '/v1/embedded/shares',
  '/v1/embedded/shares/*',
  '/v1/embedded/social/*',
  '/v1/embedded/farcaster/*',
  '/v1/embedded/passkeys',
  '/v1/embedded/passkeys/*',
] as const

/**
 * Puts the embedded wallet's own gate in front of its routes (the server's project gate leaves them alone: the
 * frame's origin is on no project's allowlist). In order: CORS for the frame's origins only (it alone may read
 * the answers, refusals included), the refusal of any other caller (403 FRAME_ORIGIN_NOT_ALLOWED), and the
 * project a start of a login or the config names, looked up once for the route (`c.get('project')`, 403
 * PROJECT_NOT_FOUND). Which site embeds the frame is checked by each login's start (`assertEmbeddingSite`).
 *
 * @example
 * guardEmbeddedRoutes(app, context)
 */
export function guardEmbeddedRoutes(app: Hono, context: Pick<EmbeddedContext, 'frameOrigins' | 'projects'>) {
  const isFrame = (origin: string) => context.frameOrigins.includes(origin.toLowerCase())
  app.use(
    '/v1/embedded/*',
    cors({
      origin: (origin) => (isFrame(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowHeaders: ['Content-Type', 'Authorization'],
      maxAge: 86_400,
    }),
  )
  const frameOnly: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('Origin')
    if (!origin || !isFrame(origin)) throw new FrameOriginError()
    await next()
  }
  for (const path of frameOnlyPaths) app.use(path, frameOnly)
  app.use('/v1/embedded/*', resolveProject(context.projects))
}

/**
 * The site the frame reports it is embedded in must be on the project's allowlist: a login starts only for the
 * project's own sites (403 FRAME_ORIGIN_NOT_ALLOWED otherwise).
 *
 * @example
 * assertEmbeddingSite(c.get('project'), input.origin)
 */
export function assertEmbeddingSite(project: Project, site: string): void {
  if (!isOriginAllowed(site, project.allowedOrigins)) throw new FrameOriginError()
}
