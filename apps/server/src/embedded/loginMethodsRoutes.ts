import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import type { ProjectEnv } from '../access/projectEnv.js'
import { errorResponse, validationHook } from '../http.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { offeredLogins } from './offeredLogins.js'
import { json } from './openapiParts.js'

const loginsRoute = createRoute({
  method: api.loginMethodsRoute.method,
  path: api.loginMethodsRoute.path,
  summary: "The embedded wallet's logins a project offers (configured by its operator, and served here)",
  request: { query: api.loginMethodsRoute.query },
  responses: {
    200: json(api.loginMethodsRoute.response, 'The logins the widget may show'),
    400: errorResponse('Invalid'),
    403: errorResponse('Unknown project, or a site not on its allowlist'),
  },
})

/**
 * `GET /v1/logins`: the e-mail and social logins the widget may show for a project, asked by the project's own
 * sites when the modal first opens (behind the server's project gate, so its CORS is theirs). Cached 30 s, as
 * long as a change by the CLI takes to reach a server.
 *
 * @example
 * app.route('/', createLoginMethodsRoutes(context))
 */
export function createLoginMethodsRoutes(
  context: Pick<EmbeddedContext, 'mailer' | 'socials' | 'farcaster' | 'frameOrigins'>,
) {
  return new OpenAPIHono<ProjectEnv>({ defaultHook: validationHook }).openapi(loginsRoute, (c) => {
    c.header('Cache-Control', 'max-age=30')
    return c.json(offeredLogins(c.get('project'), context), 200)
  })
}
