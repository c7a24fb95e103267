import { randomBytes } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { ProjectNotFoundError } from '../errors.js'
import { errorResponse, validationHook } from '../http.js'
import { isOriginAllowed } from '../projects/matchOrigin.js'
import { hashSiwxToken as hashToken } from '../siwx/createSiwxSession.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import type { Mail } from './createMailer.js'
import { type CodePurpose, checkCode, createCode } from './embeddedCodes.js'
import type { EmbeddedContext } from './embeddedContext.js'
import {
  DeviceNotApprovedError,
  EmailDeliveryError,
  EmailInUseError,
  EmailNotConfiguredError,
  FrameOriginError,
  NoEmailChangeError,
  NoWalletError,
  SessionNotVerifiedError,
  SessionTokenError,
  SharesExistError,
} from './embeddedErrors.js'
import {
  embeddedCodes,
  embeddedDevices,
  embeddedEmailChanges,
  embeddedMailLog,
  embeddedSessions,
  embeddedShares,
  embeddedSocialIdentities,
  embeddedUsers,
} from './embeddedTables.js'
import { createFarcasterRoutes } from './farcasterRoutes.js'
import { body, json } from './openapiParts.js'
import { releaseMails, reserveMails } from './reserveMails.js'
import { createSocialRoutes } from './socialRoutes.js'

type Session = typeof embeddedSessions.$inferSelect

const bearer = [{ embeddedSession: [] }]

const configRoute = createRoute({
  method: api.embeddedConfigRoute.method,
  path: api.embeddedConfigRoute.path,
  summary: 'The origins that may embed the frame of a project (its Content-Security-Policy frame-ancestors)',
  request: { query: api.embeddedConfigRoute.query },
  responses: {
    200: json(api.embeddedConfigRoute.response, 'The project'),
    400: errorResponse('Invalid'),
    403: errorResponse('Unknown project'),
  },
})

const startRoute = createRoute({
  method: api.startEmailLoginRoute.method,
  path: api.startEmailLoginRoute.path,
  summary: 'Start an e-mail login: mail a six-digit code, or a device-approval link for a new device',
  description:
    'Checks first that the app may trigger an e-mail: the project exists, the site (origin) is on its allowlist, ' +
    'and no limit is exceeded (one e-mail per address per 30 s; per address, IP and project per window).',
  request: body(api.startEmailLoginRoute.body),
  responses: {
    200: json(api.startEmailLoginRoute.response, 'What the visitor does next, and the pending login token'),
    400: errorResponse('Invalid body'),
    403: errorResponse('Unknown project, site not allowed, or not the frame'),
    429: errorResponse('Too many e-mails'),
    503: errorResponse('E-mail not configured or not sent'),
  },
})

const deviceWaitRoute = createRoute({
  method: api.waitForDeviceRoute.method,
  path: api.waitForDeviceRoute.path,
  summary: 'Wait (up to 20 s) for the mailed device-approval link to be opened; then the code is mailed',
  security: bearer,
  responses: {
    200: json(api.waitForDeviceRoute.response, 'Whether the device is approved'),
    401: errorResponse('No or unknown pending login'),
    403: errorResponse('Not the frame'),
  },
})

const deviceApproveRoute = createRoute({
  method: 'get',
  path: '/v1/embedded/devices/approve',
  summary: 'The device-approval link mailed to the visitor',
  request: { query: z.object({ token: z.string().min(16).max(128) }) },
  responses: {
    200: {
      description: 'A page saying the device is approved',
      content: { 'text/html': { schema: z.string() } },
    },
    400: {
      description:
        'An unknown or expired link: a page for a browser, `{ code, message }` for any other client',
      content: {
        'text/html': { schema: z.string() },
        'application/json': { schema: z.object({ code: z.string(), message: z.string() }) },
      },
    },
  },
})

const verifyRoute = createRoute({
  method: api.verifyEmailLoginRoute.method,
  path: api.verifyEmailLoginRoute.path,
  summary: 'Check the mailed code (10 minutes, 5 attempts) and verify the login',
  security: bearer,
  request: body(api.verifyEmailLoginRoute.body),
  responses: {
    200: json(api.verifyEmailLoginRoute.response, 'The verified session'),
    400: errorResponse('Wrong, expired or exhausted code'),
    401: errorResponse('No or unknown pending login'),
    403: errorResponse('Device not approved, or not the frame'),
  },
})

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
  security: bearer,
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
  security: bearer,
  responses: {
    200: json(api.embeddedUserRoute.response, 'The user'),
    401: errorResponse('No, unknown or expired session'),
    403: errorResponse('Login not verified, or not the frame'),
  },
})

const storeSharesRoute = createRoute({
  method: api.storeSharesRoute.method,
  path: api.storeSharesRoute.path,
  summary: 'Store the auth share and the encrypted recovery share of a new wallet (once)',
  security: bearer,
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
  security: bearer,
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
  security: bearer,
  responses: {
    200: json(api.recoveryShareRoute.response, 'The encrypted recovery share'),
    401: errorResponse('No, unknown or expired session'),
    403: errorResponse('Login not verified, or not the frame'),
    404: errorResponse('No wallet yet'),
  },
})

const updateEmailRoute = createRoute({
  method: api.updateEmailRoute.method,
  path: api.updateEmailRoute.path,
  summary: 'Change the e-mail address: a code goes to the current address and one to the new one',
  security: bearer,
  request: body(api.updateEmailRoute.body),
  responses: {
    200: json(api.updateEmailRoute.response, 'Enter the code mailed to the current address first'),
    400: errorResponse('Invalid body'),
    401: errorResponse('No, unknown or expired session'),
    403: errorResponse('Login not verified, or not the frame'),
    409: errorResponse('The address belongs to another account'),
    429: errorResponse('Too many e-mails'),
  },
})

const updatePrimaryRoute = createRoute({
  method: api.updateEmailPrimaryRoute.method,
  path: api.updateEmailPrimaryRoute.path,
  summary: 'Check the code mailed to the current address',
  security: bearer,
  request: body(api.updateEmailPrimaryRoute.body),
  responses: {
    200: json(api.updateEmailPrimaryRoute.response, 'Now the code mailed to the new address'),
    400: errorResponse('Wrong, expired or exhausted code, or no change pending'),
    401: errorResponse('No, unknown or expired session'),
    403: errorResponse('Login not verified, or not the frame'),
  },
})

const updateSecondaryRoute = createRoute({
  method: api.updateEmailSecondaryRoute.method,
  path: api.updateEmailSecondaryRoute.path,
  summary: 'Check the code mailed to the new address; the address changes',
  security: bearer,
  request: body(api.updateEmailSecondaryRoute.body),
  responses: {
    200: json(api.updateEmailSecondaryRoute.response, 'The new address'),
    400: errorResponse('Wrong, expired or exhausted code, or the current address not verified first'),
    401: errorResponse('No, unknown or expired session'),
    403: errorResponse('Login not verified, or not the frame'),
    409: errorResponse('The address belongs to another account'),
  },
})

const newToken = () => randomBytes(32).toString('base64url')

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // `app.request()` in tests has no socket.
    return 'unknown'
  }
}

function bearerHash(c: Context): string {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(c.req.header('Authorization')?.trim() ?? '')
  if (!match?.[1]) throw new SessionTokenError('Send the session token as Authorization: Bearer <token>')
  return hashToken(match[1])
}

const page = (title: string, text: string) =>
  `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title><style>body{font:16px system-ui;margin:3rem auto;max-width:32rem;padding:0 1rem}</style><h1>${title}</h1><p>${text}</p>`

/**
 * The embedded wallet's service under `/v1/embedded`: e-mail login with mailed codes and device approval,
 * sessions (hashed bearer tokens; a short access token and a device-bound refresh token), and the two key
 * shares it keeps. Every route but the config and the approval link answers the frame's origin only.
 *
 * @example
 * app.route('/', createEmbeddedRoutes(context))
 */
export function createEmbeddedRoutes(context: EmbeddedContext) {
  const { db, limits } = context
  const now = () => new Date(context.now())

  const frameOnly: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('Origin')
    if (!origin || !context.frameOrigins.includes(origin.toLowerCase())) throw new FrameOriginError()
    await next()
  }

  async function session(c: Context, options: { verified: boolean }): Promise<Session> {
    const hash = bearerHash(c)
    const [found] = await db
      .select()
      .from(embeddedSessions)
      .where(and(eq(embeddedSessions.accessTokenHash, hash), isNull(embeddedSessions.revokedAt)))
      .limit(1)
    if (!found || found.accessExpiresAt.getTime() <= context.now()) throw new SessionTokenError()
    if (options.verified && !found.verifiedAt) throw new SessionNotVerifiedError()
    return found
  }

  async function userOf(s: Session) {
    const [user] = await db.select().from(embeddedUsers).where(eq(embeddedUsers.id, s.userId)).limit(1)
    if (!user) throw new SessionTokenError()
    return user
  }

  /** Mails one message; a failure is a 503 the visitor can retry. */
  async function send(mail: Mail): Promise<void> {
    if (!context.mailer) throw new EmailNotConfiguredError()
    try {
      await context.mailer.send(mail)
    } catch (error) {
      console.error('[latch-server] e-mail not sent:', describeUpstreamError(error))
      throw new EmailDeliveryError()
    }
  }

  /**
   * Runs the steps that end with sending the e-mails of `slots` (taken by `reserveMails`). When a step fails,
   * those e-mails were not sent, and their slots are given back: they do not count against the visitor.
   */
  async function sending<T>(slots: readonly string[], steps: () => Promise<T>): Promise<T> {
    try {
      return await steps()
    } catch (error) {
      await releaseMails(db, slots).catch((released: Error) =>
        console.error('[latch-server] e-mail limits not given back:', released.message),
      )
      throw error
    }
  }

  const codeMail = (code: string, parameters: { email: string; subject: string; intro: string }): Mail => ({
    to: parameters.email,
    subject: `${parameters.subject}: ${code}`,
    text: `${parameters.intro}\n\n${code}\n\nIt expires in ${Math.round(limits.codeTtlMs / 60_000)} minutes. If you did not ask for it, ignore this e-mail: nobody can log in without the code.`,
  })

  /** Creates a code for the session and mails it. */
  async function mailCode(
    s: Session,
    parameters: { email: string; purpose: CodePurpose; subject: string; intro: string },
  ): Promise<void> {
    const code = await createCode(db, {
      sessionId: s.id,
      purpose: parameters.purpose,
      email: parameters.email,
      expiresAt: new Date(context.now() + limits.codeTtlMs),
      now: now(),
    })
    await send(codeMail(code, parameters))
  }

  /** Checks a code of the session: 10 minutes, 5 attempts; a right code is used once. */
  const checkSessionCode = (s: Session, purpose: CodePurpose, code: string) =>
    checkCode(db, { sessionId: s.id, purpose, code, maxAttempts: limits.codeAttempts, now: now() })

  async function isDeviceApproved(userId: string, deviceHash: string): Promise<boolean> {
    const [device] = await db
      .select({ approvedAt: embeddedDevices.approvedAt })
      .from(embeddedDevices)
      .where(and(eq(embeddedDevices.userId, userId), eq(embeddedDevices.deviceHash, deviceHash)))
      .limit(1)
    return Boolean(device?.approvedAt)
  }

  async function hasWallet(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: embeddedShares.userId })
      .from(embeddedShares)
      .where(eq(embeddedShares.userId, userId))
      .limit(1)
    return Boolean(row)
  }

  /** The account's social login (the latest one it used), or null for an e-mail account. */
  async function socialOf(userId: string) {
    const [identity] = await db
      .select({ provider: embeddedSocialIdentities.provider, userName: embeddedSocialIdentities.userName })
      .from(embeddedSocialIdentities)
      .where(eq(embeddedSocialIdentities.userId, userId))
      .orderBy(desc(embeddedSocialIdentities.createdAt))
      .limit(1)
    return identity
      ? { provider: identity.provider as api.IdentityProvider, userName: identity.userName }
      : null
  }

  /**
   * Gives the session new tokens and answers them with its user. With `refreshTokenHash`, a refresh token
   * rotates: the session changes only while it still holds that token and is not revoked, so of concurrent
   * refreshes with one token, one gets a new pair and the others a 401.
   */
  async function issueTokens(s: Session, refreshTokenHash?: string) {
    const accessToken = newToken()
    const refreshToken = newToken()
    const accessExpiresAt = new Date(context.now() + limits.accessTtlMs)
    const [updated] = await db
      .update(embeddedSessions)
      .set({
        accessTokenHash: hashToken(accessToken),
        accessExpiresAt,
        refreshTokenHash: hashToken(refreshToken),
        refreshExpiresAt: new Date(context.now() + limits.refreshTtlMs),
        verifiedAt: s.verifiedAt ?? now(),
      })
      .where(
        and(
          eq(embeddedSessions.id, s.id),
          refreshTokenHash === undefined
            ? undefined
            : and(
                eq(embeddedSessions.refreshTokenHash, refreshTokenHash),
                isNull(embeddedSessions.revokedAt),
              ),
        ),
      )
      .returning()
    if (!updated) throw new SessionTokenError()
    const user = await userOf(updated)
    return {
      accessToken,
      accessExpiresAt: accessExpiresAt.toISOString(),
      refreshToken,
      email: user.email,
      social: await socialOf(user.id),
      address: user.address,
    }
  }

  const app = new OpenAPIHono({ defaultHook: validationHook })
  app.openAPIRegistry.registerComponent('securitySchemes', 'embeddedSession', {
    type: 'http',
    scheme: 'bearer',
    description: 'An embedded-wallet session token (pending login or verified access token)',
  })
  // The frame calls from its own origin: it alone may read the answers (errors included).
  app.use(
    '/v1/embedded/*',
    cors({
      origin: (origin) => (context.frameOrigins.includes(origin.toLowerCase()) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowHeaders: ['Content-Type', 'Authorization'],
      maxAge: 86_400,
    }),
  )
  for (const path of [
    '/v1/embedded/email/*',
    '/v1/embedded/devices/wait',
    '/v1/embedded/sessions',
    '/v1/embedded/sessions/*',
    '/v1/embedded/me',
    '/v1/embedded/shares',
    '/v1/embedded/shares/*',
    '/v1/embedded/social/*',
    '/v1/embedded/farcaster/*',
  ])
    app.use(path, frameOnly)

  return app
    .route('/', createSocialRoutes(context, { issueTokens, newToken, bearerHash }))
    .route('/', createFarcasterRoutes(context, context.farcaster, { issueTokens, newToken, bearerHash }))
    .openapi(configRoute, async (c) => {
      const { projectId } = c.req.valid('query')
      const project = await context.projects.get(projectId)
      if (!project) throw new ProjectNotFoundError(projectId)
      c.header('Cache-Control', 'max-age=30')
      return c.json({ projectId, allowedOrigins: project.allowedOrigins }, 200)
    })
    .openapi(startRoute, async (c) => {
      const input = c.req.valid('json')
      const email = input.email.toLowerCase()
      const ip = clientIp(c)
      const project = await context.projects.get(input.projectId)
      if (!project) throw new ProjectNotFoundError(input.projectId)
      if (!isOriginAllowed(input.origin, project.allowedOrigins)) throw new FrameOriginError()
      if (!context.mailer) throw new EmailNotConfiguredError()
      const [slot = ''] = await reserveMails(db, {
        emails: [email],
        ip,
        projectId: project.id,
        kind: 'login',
        limits,
        now: context.now(),
      })
      const token = newToken()
      const action = await sending([slot], async () => {
        await db.insert(embeddedUsers).values({ email }).onConflictDoNothing()
        const [user] = await db.select().from(embeddedUsers).where(eq(embeddedUsers.email, email)).limit(1)
        if (!user) throw new SessionTokenError()
        const deviceHash = hashToken(input.deviceId)
        const [created] = await db
          .insert(embeddedSessions)
          .values({
            userId: user.id,
            projectId: project.id,
            origin: input.origin.toLowerCase(),
            deviceHash,
            accessTokenHash: hashToken(token),
            accessExpiresAt: new Date(context.now() + limits.codeTtlMs + limits.accessTtlMs),
          })
          .returning()
        if (!created) throw new SessionTokenError()

        // A wallet that exists is opened on a new device only after the visitor approves it from their inbox.
        if ((await hasWallet(user.id)) && !(await isDeviceApproved(user.id, deviceHash))) {
          const approval = newToken()
          await db
            .insert(embeddedDevices)
            .values({
              userId: user.id,
              deviceHash,
              approvalTokenHash: hashToken(approval),
              approvalExpiresAt: new Date(context.now() + limits.codeTtlMs),
            })
            .onConflictDoUpdate({
              target: [embeddedDevices.userId, embeddedDevices.deviceHash],
              set: {
                approvalTokenHash: hashToken(approval),
                approvalExpiresAt: new Date(context.now() + limits.codeTtlMs),
              },
            })
          const link = `${context.publicUrl()}/v1/embedded/devices/approve?token=${approval}`
          await send({
            to: email,
            subject: 'Approve a new device for your wallet',
            text: `Someone is logging in to your wallet on ${input.origin} from a new device.\n\nIf it is you, approve this device:\n${link}\n\nThe link expires in ${Math.round(limits.codeTtlMs / 60_000)} minutes. If it is not you, ignore this e-mail.`,
          })
          return 'VERIFY_DEVICE' as const
        }
        await mailCode(created, {
          email,
          purpose: 'login',
          subject: 'Your login code',
          intro: `Your code to log in to your wallet on ${input.origin}:`,
        })
        return 'VERIFY_OTP' as const
      })
      if (action === 'VERIFY_DEVICE')
        await db.update(embeddedMailLog).set({ kind: 'device' }).where(eq(embeddedMailLog.id, slot))
      return c.json({ action, token }, 200)
    })
    .openapi(deviceWaitRoute, async (c) => {
      const s = await session(c, { verified: false })
      // A real-time deadline: the wait holds a request open, whatever clock the codes use.
      const deadline = Date.now() + limits.deviceWaitMs
      while (!(await isDeviceApproved(s.userId, s.deviceHash))) {
        if (Date.now() >= deadline) return c.json({ approved: false }, 200)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      // Concurrent waits of one login take turns on its session row: the first mails the code, once.
      const mail = await db.transaction(async (tx) => {
        await tx
          .select({ id: embeddedSessions.id })
          .from(embeddedSessions)
          .where(eq(embeddedSessions.id, s.id))
          .for('update')
        const [pending] = await tx
          .select({ id: embeddedCodes.id })
          .from(embeddedCodes)
          .where(
            and(
              eq(embeddedCodes.sessionId, s.id),
              eq(embeddedCodes.purpose, 'login'),
              isNull(embeddedCodes.usedAt),
            ),
          )
          .limit(1)
        if (pending) return undefined
        const [user] = await tx.select().from(embeddedUsers).where(eq(embeddedUsers.id, s.userId)).limit(1)
        if (!user?.email) throw new SessionTokenError()
        const code = await createCode(tx, {
          sessionId: s.id,
          purpose: 'login',
          email: user.email,
          expiresAt: new Date(context.now() + limits.codeTtlMs),
          now: now(),
        })
        return codeMail(code, {
          email: user.email,
          subject: 'Your login code',
          intro: `This device is approved. Your code to log in to your wallet on ${s.origin}:`,
        })
      })
      if (mail) {
        await send(mail)
        await db
          .insert(embeddedMailLog)
          .values({ email: mail.to, projectId: s.projectId, ip: clientIp(c), kind: 'login', sentAt: now() })
      }
      return c.json({ approved: true }, 200)
    })
    .openapi(deviceApproveRoute, async (c) => {
      const { token } = c.req.valid('query')
      const [approved] = await db
        .update(embeddedDevices)
        .set({ approvedAt: now(), approvalTokenHash: null, approvalExpiresAt: null })
        .where(
          and(
            eq(embeddedDevices.approvalTokenHash, hashToken(token)),
            gt(embeddedDevices.approvalExpiresAt, now()),
          ),
        )
        .returning({ id: embeddedDevices.id })
      c.header('Cache-Control', 'no-store')
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      if (!approved) {
        const message = 'This approval link is unknown or has expired. Start the login again.'
        // A person's browser gets a page; any other client the JSON refusal every route gives.
        if (!/text\/html/.test(c.req.header('Accept') ?? ''))
          return c.json({ code: 'DEVICE_LINK_EXPIRED', message }, 400)
        return c.html(page('Link expired', message), 400)
      }
      return c.html(
        page('Device approved', 'Go back to the site: we are e-mailing you a code to finish logging in.'),
        200,
      )
    })
    .openapi(verifyRoute, async (c) => {
      const { otp } = c.req.valid('json')
      const s = await session(c, { verified: false })
      if (s.verifiedAt) throw new SessionTokenError('This login is already verified')
      await checkSessionCode(s, 'login', otp)
      // The code proves the inbox is read on this device: the device is approved from now on.
      await db
        .insert(embeddedDevices)
        .values({ userId: s.userId, deviceHash: s.deviceHash, approvedAt: now() })
        .onConflictDoUpdate({
          target: [embeddedDevices.userId, embeddedDevices.deviceHash],
          set: { approvedAt: now(), approvalTokenHash: null, approvalExpiresAt: null },
        })
      return c.json(await issueTokens(s), 200)
    })
    .openapi(refreshRoute, async (c) => {
      const input = c.req.valid('json')
      const [s] = await db
        .select()
        .from(embeddedSessions)
        .where(
          and(
            eq(embeddedSessions.refreshTokenHash, hashToken(input.refreshToken)),
            isNull(embeddedSessions.revokedAt),
          ),
        )
        .limit(1)
      if (
        !s?.verifiedAt ||
        !s.refreshExpiresAt ||
        s.refreshExpiresAt.getTime() <= context.now() ||
        s.deviceHash !== hashToken(input.deviceId)
      )
        throw new SessionTokenError()
      return c.json(await issueTokens(s, hashToken(input.refreshToken)), 200)
    })
    .openapi(revokeRoute, async (c) => {
      const s = await session(c, { verified: false })
      await db.update(embeddedSessions).set({ revokedAt: now() }).where(eq(embeddedSessions.id, s.id))
      return c.json({ revoked: true }, 200)
    })
    .openapi(meRoute, async (c) => {
      const s = await session(c, { verified: true })
      const user = await userOf(s)
      c.header('Cache-Control', 'no-store')
      return c.json(
        {
          email: user.email,
          social: await socialOf(user.id),
          address: user.address,
          hasWallet: await hasWallet(user.id),
        },
        200,
      )
    })
    .openapi(storeSharesRoute, async (c) => {
      const input = c.req.valid('json')
      const s = await session(c, { verified: true })
      const [stored] = await db
        .insert(embeddedShares)
        .values({
          userId: s.userId,
          address: input.address.toLowerCase(),
          authShare: input.authShare,
          recoveryShare: input.recoveryShare,
        })
        .onConflictDoNothing()
        .returning({ address: embeddedShares.address })
      if (!stored) throw new SharesExistError()
      await db.update(embeddedUsers).set({ address: stored.address }).where(eq(embeddedUsers.id, s.userId))
      return c.json({ address: stored.address }, 201)
    })
    .openapi(authShareRoute, async (c) => {
      const s = await session(c, { verified: true })
      if (!(await isDeviceApproved(s.userId, s.deviceHash))) throw new DeviceNotApprovedError()
      const [row] = await db.select().from(embeddedShares).where(eq(embeddedShares.userId, s.userId)).limit(1)
      if (!row) throw new NoWalletError()
      c.header('Cache-Control', 'no-store')
      return c.json({ address: row.address, authShare: row.authShare }, 200)
    })
    .openapi(recoveryShareRoute, async (c) => {
      const s = await session(c, { verified: true })
      const [row] = await db.select().from(embeddedShares).where(eq(embeddedShares.userId, s.userId)).limit(1)
      if (!row) throw new NoWalletError()
      c.header('Cache-Control', 'no-store')
      return c.json({ address: row.address, recoveryShare: row.recoveryShare }, 200)
    })
    .openapi(updateEmailRoute, async (c) => {
      const newEmail = c.req.valid('json').email.toLowerCase()
      const s = await session(c, { verified: true })
      const user = await userOf(s)
      if (!user.email)
        throw new NoEmailChangeError(
          'This account logs in with a social provider: it has no e-mail address to change',
        )
      const ip = clientIp(c)
      const [taken] = await db
        .select({ id: embeddedUsers.id })
        .from(embeddedUsers)
        .where(eq(embeddedUsers.email, newEmail))
        .limit(1)
      if (taken) throw new EmailInUseError()
      if (!context.mailer) throw new EmailNotConfiguredError()
      const email = user.email
      const [primary = '', secondary = ''] = await reserveMails(db, {
        emails: [email, newEmail],
        ip,
        projectId: s.projectId,
        kind: 'update',
        limits,
        now: context.now(),
      })
      await sending([primary, secondary], async () => {
        await db
          .insert(embeddedEmailChanges)
          .values({ sessionId: s.id, newEmail, expiresAt: new Date(context.now() + limits.codeTtlMs) })
          .onConflictDoUpdate({
            target: embeddedEmailChanges.sessionId,
            set: { newEmail, primaryVerifiedAt: null, expiresAt: new Date(context.now() + limits.codeTtlMs) },
          })
        await mailCode(s, {
          email,
          purpose: 'update_primary',
          subject: 'Confirm your e-mail change',
          intro: `Someone asked to change your wallet's e-mail address to ${newEmail}. If it is you, enter this code:`,
        })
      })
      await sending([secondary], () =>
        mailCode(s, {
          email: newEmail,
          purpose: 'update_secondary',
          subject: 'Confirm your new e-mail address',
          intro: 'Enter this code to make this your wallet e-mail address:',
        }),
      )
      return c.json({ action: 'VERIFY_PRIMARY_OTP' as const }, 200)
    })
    .openapi(updatePrimaryRoute, async (c) => {
      const { otp } = c.req.valid('json')
      const s = await session(c, { verified: true })
      const [change] = await db
        .select()
        .from(embeddedEmailChanges)
        .where(eq(embeddedEmailChanges.sessionId, s.id))
        .limit(1)
      if (!change || change.expiresAt.getTime() <= context.now()) throw new NoEmailChangeError()
      await checkSessionCode(s, 'update_primary', otp)
      await db
        .update(embeddedEmailChanges)
        .set({ primaryVerifiedAt: now() })
        .where(eq(embeddedEmailChanges.sessionId, s.id))
      return c.json({ action: 'VERIFY_SECONDARY_OTP' as const }, 200)
    })
    .openapi(updateSecondaryRoute, async (c) => {
      const { otp } = c.req.valid('json')
      const s = await session(c, { verified: true })
      const [change] = await db
        .select()
        .from(embeddedEmailChanges)
        .where(eq(embeddedEmailChanges.sessionId, s.id))
        .limit(1)
      if (!change || change.expiresAt.getTime() <= context.now()) throw new NoEmailChangeError()
      if (!change.primaryVerifiedAt)
        throw new NoEmailChangeError('Enter the code mailed to your current address first')
      await checkSessionCode(s, 'update_secondary', otp)
      try {
        await db.update(embeddedUsers).set({ email: change.newEmail }).where(eq(embeddedUsers.id, s.userId))
      } catch {
        // Another account took the address meanwhile (the unique e-mail).
        throw new EmailInUseError()
      }
      await db.delete(embeddedEmailChanges).where(eq(embeddedEmailChanges.sessionId, s.id))
      return c.json({ email: change.newEmail }, 200)
    })
}
