import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import type { Context } from 'hono'
import type { ProjectEnv } from '../access/projectEnv.js'
import { errorResponse, validationHook } from '../http.js'
import { hashSiwxToken as hashToken } from '../siwx/createSiwxSession.js'
import { approveDevice } from './deviceApprovals.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { FrameOriginError } from './embeddedErrors.js'
import { assertEmbeddingSite } from './frameGate.js'
import { issueTokens } from './issueTokens.js'
import { findSession, openLoginSession } from './loginSessions.js'
import { bearerSession, body, json } from './openapiParts.js'
import {
  finishPasskeyLogin,
  finishPasskeyRegistration,
  relyingPartyOf,
  startPasskeyLogin,
  startPasskeyRegistration,
} from './passkeyCeremonies.js'
import { PasskeyNotConfiguredError } from './passkeyErrors.js'
import { describePasskey, listPasskeys, removePasskey, storeSealedShare } from './passkeyStore.js'
import { bearerHash, newToken } from './sessionTokens.js'
import { describeAccount, findUser } from './walletUsers.js'

const refusals = {
  400: errorResponse('Invalid body, or a passkey answer that does not verify'),
  401: errorResponse('No, unknown or expired session'),
  403: errorResponse('Login not verified, or not the frame'),
}

const registerOptionsRoute = createRoute({
  method: api.passkeyRegistrationOptionsRoute.method,
  path: api.passkeyRegistrationOptionsRoute.path,
  summary:
    'The options to create a passkey for the session’s account (discoverable, user verification required)',
  security: bearerSession,
  responses: { 200: json(api.passkeyRegistrationOptionsRoute.response, 'Creation options'), ...refusals },
})

const registerVerifyRoute = createRoute({
  method: api.verifyPasskeyRegistrationRoute.method,
  path: api.verifyPasskeyRegistrationRoute.path,
  summary: 'Check a new passkey (its registration challenge, once, the frame’s origin and host) and keep it',
  security: bearerSession,
  request: body(api.verifyPasskeyRegistrationRoute.body),
  responses: { 201: json(api.verifyPasskeyRegistrationRoute.response, 'The passkey'), ...refusals },
})

const loginOptionsRoute = createRoute({
  method: api.passkeyLoginOptionsRoute.method,
  path: api.passkeyLoginOptionsRoute.path,
  summary: 'The options of a login with a passkey alone (no credential named), for a site and device',
  request: body(api.passkeyLoginOptionsRoute.body),
  responses: {
    200: json(api.passkeyLoginOptionsRoute.response, 'Request options'),
    400: errorResponse('Invalid body, or passkeys are not offered'),
    403: errorResponse('Unknown project, site not allowed, or not the frame'),
  },
})

const loginVerifyRoute = createRoute({
  method: api.verifyPasskeyLoginRoute.method,
  path: api.verifyPasskeyLoginRoute.path,
  summary:
    'Check a passkey login (its login challenge, once, for this device; origin, host, signature, counter) and open a verified session',
  request: body(api.verifyPasskeyLoginRoute.body),
  responses: {
    200: json(
      api.verifyPasskeyLoginRoute.response,
      'The verified session, and the share sealed under this passkey',
    ),
    400: errorResponse('Invalid body, or an assertion that does not verify'),
    403: errorResponse('Not the frame'),
    404: errorResponse('Unknown passkey'),
  },
})

const listRoute = createRoute({
  method: api.listPasskeysRoute.method,
  path: api.listPasskeysRoute.path,
  summary: 'The session’s account’s passkeys',
  security: bearerSession,
  responses: { 200: json(api.listPasskeysRoute.response, 'The passkeys'), ...refusals },
})

const removeRoute = createRoute({
  method: api.removePasskeyRoute.method,
  path: api.removePasskeyRoute.path,
  summary: 'Remove one of the session’s account’s passkeys, and the share sealed under it',
  security: bearerSession,
  request: { query: api.removePasskeyRoute.query },
  responses: {
    200: json(api.removePasskeyRoute.response, 'Removed'),
    ...refusals,
    404: errorResponse('No such passkey on this account'),
  },
})

const recoveryRoute = createRoute({
  method: api.storePasskeyRecoveryRoute.method,
  path: api.storePasskeyRecoveryRoute.path,
  summary: 'Keep a key share sealed under one of the account’s passkeys (the server cannot open it)',
  security: bearerSession,
  request: body(api.storePasskeyRecoveryRoute.body),
  responses: {
    200: json(api.storePasskeyRecoveryRoute.response, 'Stored'),
    ...refusals,
    404: errorResponse('No such passkey on this account'),
  },
})

/** The frame the request came from: the gate admitted only its origins, so this is one of them. */
function relyingParty(c: Context, context: Pick<EmbeddedContext, 'frameOrigins'>) {
  const origin = c.req.header('Origin')?.toLowerCase()
  if (!origin || !context.frameOrigins.includes(origin)) throw new FrameOriginError()
  return relyingPartyOf(origin)
}

/**
 * Passkeys under `/v1/embedded/passkeys` (WebAuthn, the frame's origin the relying party): a verified session
 * registers, lists and removes its account's passkeys and keeps a share sealed under one; anyone logs in with a
 * passkey alone, which opens the same kind of session a mailed code does, on the device that asked, and answers
 * the share sealed under that passkey.
 *
 * @example
 * app.route('/', createPasskeyRoutes(context))
 */
export function createPasskeyRoutes(context: EmbeddedContext) {
  const { db } = context
  const verifiedSession = (c: Context) => findSession(context, bearerHash(c), { verified: true })
  return new OpenAPIHono<ProjectEnv>({ defaultHook: validationHook })
    .openapi(registerOptionsRoute, async (c) => {
      const session = await verifiedSession(c)
      const user = await findUser(db, session.userId)
      const account = await describeAccount(db, user)
      const name = account.email ?? account.social?.userName ?? account.address ?? 'Latch wallet'
      const options = await startPasskeyRegistration(context, relyingParty(c, context), user, name)
      c.header('Cache-Control', 'no-store')
      return c.json({ options }, 200)
    })
    .openapi(registerVerifyRoute, async (c) => {
      const input = c.req.valid('json')
      const session = await verifiedSession(c)
      const rp = relyingParty(c, context)
      const passkey = await finishPasskeyRegistration(context, rp, session.userId, input.response, input.name)
      return c.json({ passkey: describePasskey(passkey) }, 201)
    })
    .openapi(loginOptionsRoute, async (c) => {
      const input = c.req.valid('json')
      const project = c.get('project')
      assertEmbeddingSite(project, input.origin)
      if (project.logins.passkey === false) throw new PasskeyNotConfiguredError()
      const options = await startPasskeyLogin(context, relyingParty(c, context), {
        projectId: project.id,
        origin: input.origin,
        deviceHash: hashToken(input.deviceId),
      })
      c.header('Cache-Control', 'no-store')
      return c.json({ options }, 200)
    })
    .openapi(loginVerifyRoute, async (c) => {
      const input = c.req.valid('json')
      const deviceHash = hashToken(input.deviceId)
      const { passkey, target } = await finishPasskeyLogin(
        context,
        relyingParty(c, context),
        input.response,
        deviceHash,
      )
      // The passkey proves the visitor on this device, as a mailed code read here does.
      const now = new Date(context.now())
      await approveDevice(db, { userId: passkey.userId, deviceHash, now })
      const session = await openLoginSession(db, {
        userId: passkey.userId,
        projectId: target.projectId,
        origin: target.origin,
        deviceHash,
        accessTokenHash: hashToken(newToken()),
        accessExpiresAt: now,
        verifiedAt: now,
      })
      c.header('Cache-Control', 'no-store')
      return c.json(
        { ...(await issueTokens(context, session)), passkeyId: passkey.id, sealedShare: passkey.sealedShare },
        200,
      )
    })
    .openapi(listRoute, async (c) => {
      const session = await verifiedSession(c)
      c.header('Cache-Control', 'no-store')
      return c.json({ passkeys: (await listPasskeys(db, session.userId)).map(describePasskey) }, 200)
    })
    .openapi(removeRoute, async (c) => {
      const { id } = c.req.valid('query')
      const session = await verifiedSession(c)
      await removePasskey(db, session.userId, id)
      return c.json({ removed: true }, 200)
    })
    .openapi(recoveryRoute, async (c) => {
      const input = c.req.valid('json')
      const session = await verifiedSession(c)
      await storeSealedShare(db, session.userId, input.id, input.sealedShare)
      return c.json({ stored: true }, 200)
    })
}
