import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { errorResponse, validationHook } from '../http.js'
import { hashSiwxToken as hashToken } from '../siwx/createSiwxSession.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { issueTokens } from './issueTokens.js'
import { hasWallet } from './keyShares.js'
import { findRefreshableSession, findSession, revokeSession } from './loginSessions.js'
import { bearerSession, body, json } from './openapiParts.js'
import { bearerHash } from './sessionTokens.js'
import { describeAccount, findUser } from './walletUsers.js'

const refreshRoute = createRoute({
  method: api.refreshEmbeddedSessionRoute.method,
  path: api.refreshEmbeddedSessionRoute.path,
  summary: 'A new access token for a verified session, on the device it was verified on',
  request: body(api.refreshEmbeddedSessionRoute.body),
  responses: {
    200: json(
      api.refreshEmbeddedSessionRoute.response,
      'The session with new tokens (the refresh token rotates)',
    ),
    400: errorResponse('Invalid body'),
    401: errorResponse('Unknown, revoked or expired refresh token, or another device'),
    403: errorResponse('Not the frame'),
  },
})

const revokeRoute = createRoute({
  method: api.revokeEmbeddedSessionRoute.method,
  path: api.revokeEmbeddedSessionRoute.path,
  summary: 'Sign out: revoke the bearer session',
  security: bearerSession,
  responses: {
    200: json(api.revokeEmbeddedSessionRoute.response, 'Revoked'),
    401: errorResponse('No or unknown session'),
    403: errorResponse('Not the frame'),
  },
})

const meRoute = createRoute({
  method: api.embeddedUserRoute.method,
  path: api.embeddedUserRoute.path,
  summary: "The verified session's user",
  security: bearerSession,
  responses: {
    200: json(api.embeddedUserRoute.response, 'The user'),
    401: errorResponse('No, unknown or expired session'),
    403: errorResponse('Login not verified, or not the frame'),
  },
})

/**
 * `POST /v1/embedded/sessions/refresh`, `DELETE /v1/embedded/sessions` and `GET /v1/embedded/me`: a verified
 * session's life after its login. The access token is short; the refresh token works only on the device the
 * login was verified on, and rotates with every use.
 *
 * @example
 * app.route('/', createSessionRoutes(context))
 */
export function createSessionRoutes(context: EmbeddedContext) {
  const { db } = context
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(refreshRoute, async (c) => {
      const input = c.req.valid('json')
      const refreshTokenHash = hashToken(input.refreshToken)
      const session = await findRefreshableSession(context, refreshTokenHash, hashToken(input.deviceId))
      return c.json(await issueTokens(context, session, refreshTokenHash), 200)
    })
    .openapi(revokeRoute, async (c) => {
      const session = await findSession(context, bearerHash(c), { verified: false })
      await revokeSession(db, session.id, new Date(context.now()))
      return c.json({ revoked: true }, 200)
    })
    .openapi(meRoute, async (c) => {
      const session = await findSession(context, bearerHash(c), { verified: true })
      const user = await findUser(db, session.userId)
      c.header('Cache-Control', 'no-store')
      return c.json({ ...(await describeAccount(db, user)), hasWallet: await hasWallet(db, user.id) }, 200)
    })
}
