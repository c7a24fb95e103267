import type { Hono, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { PayloadTooLargeError } from '../errors.js'
import type { ProjectCache } from '../projects/createProjectCache.js'
import { maxRpcBodyBytes } from '../rpc/rpcProxyRoutes.js'
import { createProjectAccess } from './createProjectAccess.js'
import type { RateLimits } from './createRateLimits.js'
import { refuseUnstorableText } from './refuseUnstorableText.js'

/** The largest body of any route but the JSON-RPC proxy: every other body the widget sends is a few KiB. */
export const maxBodyBytes = 64 * 1024

/** Every route the widget calls for a project: the catalogue, analytics, the data API and proxy, names, sign-in. */
export const projectScopedPaths = ['/getWallets', '/getAnalyticsConfig', '/e', '/v1/*'] as const

/** The embedded wallet's routes, guarded by their own middleware (see createEmbeddedRoutes). */
const embeddedPathPrefix = '/v1/embedded/'

/** Images are public and immutable by id; any page may read them. */
const publicPaths = ['/getWalletImage/*', '/public/*'] as const

const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new PayloadTooLargeError(maxSize)
    },
  })

/**
 * Puts the server's guards in front of every route, in order: the per-IP rate limit, the body limit
 * (checked while the body is read, 64 KiB, 1 MiB on the proxy), the refusal of text the database cannot
 * store (NUL, unpaired surrogates), then, on project-scoped routes, the
 * project's origin or secret key, its CORS and its rate limit, and the tight limits of sign-in nonces and
 * name registrations. Call it before mounting the routes.
 *
 * @example
 * guardApp(app, { projects, limits })
 * app.route('/', createCatalogueRoutes(context))
 */
export function guardApp(
  app: Hono,
  parameters: {
    projects: ProjectCache
    limits: RateLimits
    /** The embedded-wallet frame's origins: a site of every project (it calls the RPC proxy for the sites that embed it). */
    frameOrigins?: readonly string[] | undefined
  },
): void {
  app.use(parameters.limits.perIp)
  const small = limitBody(maxBodyBytes)
  const large = limitBody(maxRpcBodyBytes)
  // GET and HEAD carry no body here (the Node adapter never reads one): skipping them also keeps the
  // request from being turned into a full fetch Request just to ask.
  app.use((c, next) => {
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD') return next()
    return c.req.path === '/v1/' ? large(c, next) : small(c, next)
  })
  app.use(refuseUnstorableText)
  for (const path of publicPaths) {
    app.use(path, async (c, next) => {
      await next()
      c.res.headers.set('Access-Control-Allow-Origin', '*')
    })
  }
  const access = createProjectAccess({ ...parameters, trustedOrigins: parameters.frameOrigins })
  // The embedded wallet's service guards itself: only the frame's origin calls it, and it checks the site
  // that embeds the frame against the project's allowlist (the frame's own origin is on no allowlist).
  const guarded: MiddlewareHandler = (c, next) =>
    c.req.path.startsWith(embeddedPathPrefix) ? next() : access(c, next)
  for (const path of projectScopedPaths) app.use(path, guarded)
  // Tighter limits where each request costs a row or a signature check.
  const { limits } = parameters
  const onPost =
    (middleware: MiddlewareHandler): MiddlewareHandler =>
    (c, next) =>
      c.req.method === 'POST' ? middleware(c, next) : next()
  app.use('/v1/siwx/nonce', limits.route('nonce'))
  app.use('/v1/profile/account', onPost(limits.route('nameRegistration')))
}
