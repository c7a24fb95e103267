import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { errorResponse, validationHook } from '../http.js'
import { isDeviceApproved } from './deviceApprovals.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { DeviceNotApprovedError } from './embeddedErrors.js'
import { findKeyShares, storeKeyShares } from './keyShares.js'
import { findSession } from './loginSessions.js'
import { bearerSession, body, json } from './openapiParts.js'
import { bearerHash } from './sessionTokens.js'

const storeRoute = createRoute({
  method: api.storeSharesRoute.method,
  path: api.storeSharesRoute.path,
  summary: 'Store the auth share and the encrypted recovery share of a new wallet (once)',
  security: bearerSession,
  request: body(api.storeSharesRoute.body),
  responses: {
    201: json(api.storeSharesRoute.response, 'Stored'),
    400: errorResponse('Invalid body'),
    401: errorResponse('No, unknown or expired session'),
    403: errorResponse('Login not verified, or not the frame'),
    409: errorResponse('The account already has a wallet'),
  },
})

const authShareRoute = createRoute({
  method: api.authShareRoute.method,
  path: api.authShareRoute.path,
  summary: 'The auth share, for one signature: only to a fresh (unexpired access token), verified session',
  security: bearerSession,
  responses: {
    200: json(api.authShareRoute.response, 'The auth share'),
    401: errorResponse('No, unknown or expired session'),
    403: errorResponse('Login not verified, device not approved, or not the frame'),
    404: errorResponse('No wallet yet'),
  },
})

const recoveryShareRoute = createRoute({
  method: api.recoveryShareRoute.method,
  path: api.recoveryShareRoute.path,
  summary: 'The encrypted recovery share (readable only with the recovery password, in the frame)',
  security: bearerSession,
  responses: {
    200: json(api.recoveryShareRoute.response, 'The encrypted recovery share'),
    401: errorResponse('No, unknown or expired session'),
    403: errorResponse('Login not verified, or not the frame'),
    404: errorResponse('No wallet yet'),
  },
})

/**
 * `POST /v1/embedded/shares`, `GET /v1/embedded/shares/auth` and `GET /v1/embedded/shares/recovery`: the two key
 * shares the server keeps. The auth share goes only to a verified session with a fresh access token on an
 * approved device; the recovery share is encrypted under the visitor's password, which the server never sees.
 *
 * @example
 * app.route('/', createShareRoutes(context))
 */
export function createShareRoutes(context: EmbeddedContext) {
  const { db } = context
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(storeRoute, async (c) => {
      const input = c.req.valid('json')
      const session = await findSession(context, bearerHash(c), { verified: true })
      const address = await storeKeyShares(db, {
        userId: session.userId,
        address: input.address,
        authShare: input.authShare,
        recoveryShare: input.recoveryShare,
      })
      return c.json({ address }, 201)
    })
    .openapi(authShareRoute, async (c) => {
      const session = await findSession(context, bearerHash(c), { verified: true })
      if (!(await isDeviceApproved(db, session))) throw new DeviceNotApprovedError()
      const shares = await findKeyShares(db, session.userId)
      c.header('Cache-Control', 'no-store')
      return c.json({ address: shares.address, authShare: shares.authShare }, 200)
    })
    .openapi(recoveryShareRoute, async (c) => {
      const session = await findSession(context, bearerHash(c), { verified: true })
      const shares = await findKeyShares(db, session.userId)
      c.header('Cache-Control', 'no-store')
      return c.json({ address: shares.address, recoveryShare: shares.recoveryShare }, 200)
    })
}
