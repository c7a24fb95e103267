import { OpenAPIHono } from '@hono/zod-openapi'
import { validationHook } from '../http.js'
import { createDeviceRoutes } from './deviceRoutes.js'
import { createEmailChangeRoutes } from './emailChangeRoutes.js'
import { createEmailLoginRoutes } from './emailLoginRoutes.js'
import { createEmbeddedConfigRoutes } from './embeddedConfigRoutes.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { createFarcasterRoutes } from './farcasterRoutes.js'
import { guardEmbeddedRoutes } from './frameGate.js'
import { createLoginMethodsRoutes } from './loginMethodsRoutes.js'
import { createPasskeyRoutes } from './passkeyRoutes.js'
import { createSessionRoutes } from './sessionRoutes.js'
import { createShareRoutes } from './shareRoutes.js'
import { createSocialRoutes } from './socialRoutes.js'

/**
 * The embedded wallet's service under `/v1/embedded`: logins (a mailed code with device approval, a social
 * provider, Farcaster, a passkey), sessions (hashed bearer tokens; a short access token and a device-bound refresh token),
 * the change of e-mail address, and the two key shares it keeps. Every route but the config and the approval
 * link answers the frame's origin only (see `guardEmbeddedRoutes`); beside them, `GET /v1/logins` answers the
 * project's own sites which logins the widget may show.
 *
 * @example
 * app.route('/', createEmbeddedRoutes(context))
 */
export function createEmbeddedRoutes(context: EmbeddedContext) {
  const app = new OpenAPIHono({ defaultHook: validationHook })
  app.openAPIRegistry.registerComponent('securitySchemes', 'embeddedSession', {
    type: 'http',
    scheme: 'bearer',
    description: 'An embedded-wallet session token (pending login or verified access token)',
  })
  guardEmbeddedRoutes(app, context)
  return app
    .route('/', createSocialRoutes(context))
    .route('/', createFarcasterRoutes(context, context.farcaster))
    .route('/', createEmbeddedConfigRoutes())
    .route('/', createLoginMethodsRoutes(context))
    .route('/', createEmailLoginRoutes(context))
    .route('/', createDeviceRoutes(context))
    .route('/', createSessionRoutes(context))
    .route('/', createShareRoutes(context))
    .route('/', createEmailChangeRoutes(context))
    .route('/', createPasskeyRoutes(context))
}
