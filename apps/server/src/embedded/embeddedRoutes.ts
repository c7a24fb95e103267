import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { ProjectNotFoundError } from '../errors.js'
import { errorResponse, validationHook } from '../http.js'
import { isOriginAllowed } from '../projects/matchOrigin.js'
import { hashSiwxToken as hashToken } from '../siwx/createSiwxSession.js'
import type { EmbeddedContext } from './embeddedContext.js'
import {
  CodeAttemptsExceededError,
  CodeExpiredError,
  DeviceNotApprovedError,
  EmailDeliveryError,
  EmailInUseError,
  EmailNotConfiguredError,
  EmailRateLimitedError,
  FrameOriginError,
  InvalidCodeError,
  NoEmailChangeError,
  NoWalletError,
  SessionNotVerifiedError,
  SessionTokenError,
  SharesExistError,
  TooManyRequestsError,
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
import { createSocialRoutes } from './socialRoutes.js'

type Session = typeof embeddedSessions.$inferSelect
type CodePurpose = (typeof embeddedCodes.$inferSelect)['purpose']

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
const hashCode = (codeId: string, code: string) =>
  createHash('sha256').update(`${codeId}:${code}`).digest('hex')

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

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

  async function mailsSince(
    column: 'email' | 'ip' | 'projectId',
    value: string,
    ms: number,
  ): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(embeddedMailLog)
      .where(
        and(eq(embeddedMailLog[column], value), gt(embeddedMailLog.sentAt, new Date(context.now() - ms))),
      )
    return row?.n ?? 0
  }

  /** The 'app may trigger an e-mail' check, limits part: run before anything is written or sent. */
  async function checkMailLimits(parameters: {
    email: string
    ip: string
    projectId: string
  }): Promise<void> {
    const [last] = await db
      .select({ sentAt: embeddedMailLog.sentAt })
      .from(embeddedMailLog)
      .where(eq(embeddedMailLog.email, parameters.email))
      .orderBy(desc(embeddedMailLog.sentAt))
      .limit(1)
    const wait = last ? last.sentAt.getTime() + limits.emailGapMs - context.now() : 0
    if (wait > 0) throw new EmailRateLimitedError(Math.ceil(wait / 1000))
    if ((await mailsSince('email', parameters.email, 3_600_000)) >= limits.emailPerHour)
      throw new TooManyRequestsError('email')
    if ((await mailsSince('ip', parameters.ip, 600_000)) >= limits.ipPer10Minutes)
      throw new TooManyRequestsError('ip')
    if ((await mailsSince('projectId', parameters.projectId, 3_600_000)) >= limits.projectPerHour)
      throw new TooManyRequestsError('project')
  }

  async function send(
    mail: { to: string; subject: string; text: string },
    log: { projectId: string; ip: string; kind: 'login' | 'device' | 'update' },
  ): Promise<void> {
    if (!context.mailer) throw new EmailNotConfiguredError()
    try {
      await context.mailer.send(mail)
    } catch (error) {
      console.error('[latch-server] e-mail not sent:', (error as Error).message)
      throw new EmailDeliveryError()
    }
    await db.insert(embeddedMailLog).values({ email: mail.to, ...log, sentAt: now() })
  }

  /** Creates a code for the session and mails it. Codes are stored as salted SHA-256 only. */
  async function mailCode(
    s: Session,
    parameters: { email: string; purpose: CodePurpose; ip: string; subject: string; intro: string },
  ): Promise<void> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
    const id = crypto.randomUUID()
    await db
      .update(embeddedCodes)
      .set({ usedAt: now() })
      .where(
        and(
          eq(embeddedCodes.sessionId, s.id),
          eq(embeddedCodes.purpose, parameters.purpose),
          isNull(embeddedCodes.usedAt),
        ),
      )
    await db.insert(embeddedCodes).values({
      id,
      sessionId: s.id,
      purpose: parameters.purpose,
      email: parameters.email,
      codeHash: hashCode(id, code),
      expiresAt: new Date(context.now() + limits.codeTtlMs),
    })
    const minutes = Math.round(limits.codeTtlMs / 60_000)
    await send(
      {
        to: parameters.email,
        subject: `${parameters.subject}: ${code}`,
        text: `${parameters.intro}\n\n${code}\n\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: nobody can log in without the code.`,
      },
      {
        projectId: s.projectId,
        ip: parameters.ip,
        kind: parameters.purpose === 'login' ? 'login' : 'update',
      },
    )
  }

  /** Checks a code of the session: 10 minutes, 5 attempts; a right code is used once. */
  async function checkCode(s: Session, purpose: CodePurpose, code: string): Promise<string> {
    const [row] = await db
      .select()
      .from(embeddedCodes)
      .where(
        and(
          eq(embeddedCodes.sessionId, s.id),
          eq(embeddedCodes.purpose, purpose),
          isNull(embeddedCodes.usedAt),
        ),
      )
      .orderBy(desc(embeddedCodes.createdAt))
      .limit(1)
    if (!row) throw new CodeExpiredError()
    if (row.attempts >= limits.codeAttempts) throw new CodeAttemptsExceededError()
    if (row.expiresAt.getTime() <= context.now()) throw new CodeExpiredError()
    if (!sameHash(row.codeHash, hashCode(row.id, code))) {
      // Counted atomically, so parallel guesses cannot pass the limit.
      const [updated] = await db
        .update(embeddedCodes)
        .set({ attempts: row.attempts + 1 })
        .where(and(eq(embeddedCodes.id, row.id), eq(embeddedCodes.attempts, row.attempts)))
        .returning({ attempts: embeddedCodes.attempts })
      const left = limits.codeAttempts - (updated?.attempts ?? limits.codeAttempts)
      if (left <= 0) throw new CodeAttemptsExceededError()
      throw new InvalidCodeError(left)
    }
    const [used] = await db
      .update(embeddedCodes)
      .set({ usedAt: now() })
      .where(and(eq(embeddedCodes.id, row.id), isNull(embeddedCodes.usedAt)))
      .returning({ email: embeddedCodes.email })
    if (!used) throw new CodeExpiredError()
    return used.email
  }

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

  async function issueTokens(s: Session) {
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
      .where(eq(embeddedSessions.id, s.id))
      .returning()
    const user = await userOf(updated ?? s)
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
      await checkMailLimits({ email, ip, projectId: project.id })

      await db.insert(embeddedUsers).values({ email }).onConflictDoNothing()
      const [user] = await db.select().from(embeddedUsers).where(eq(embeddedUsers.email, email)).limit(1)
      if (!user) throw new SessionTokenError()
      const deviceHash = hashToken(input.deviceId)
      const token = newToken()
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
        await send(
          {
            to: email,
            subject: 'Approve a new device for your wallet',
            text: `Someone is logging in to your wallet on ${input.origin} from a new device.\n\nIf it is you, approve this device:\n${link}\n\nThe link expires in ${Math.round(limits.codeTtlMs / 60_000)} minutes. If it is not you, ignore this e-mail.`,
          },
          { projectId: project.id, ip, kind: 'device' },
        )
        return c.json({ action: 'VERIFY_DEVICE' as const, token }, 200)
      }
      await mailCode(created, {
        email,
        purpose: 'login',
        ip,
        subject: 'Your login code',
        intro: `Your code to log in to your wallet on ${input.origin}:`,
      })
      return c.json({ action: 'VERIFY_OTP' as const, token }, 200)
    })
    .openapi(deviceWaitRoute, async (c) => {
      const s = await session(c, { verified: false })
      // A real-time deadline: the wait holds a request open, whatever clock the codes use.
      const deadline = Date.now() + limits.deviceWaitMs
      while (!(await isDeviceApproved(s.userId, s.deviceHash))) {
        if (Date.now() >= deadline) return c.json({ approved: false }, 200)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      const [pending] = await db
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
      if (!pending) {
        const user = await userOf(s)
        if (!user.email) throw new SessionTokenError()
        await mailCode(s, {
          email: user.email,
          purpose: 'login',
          ip: clientIp(c),
          subject: 'Your login code',
          intro: `This device is approved. Your code to log in to your wallet on ${s.origin}:`,
        })
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
      await checkCode(s, 'login', otp)
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
      return c.json(await issueTokens(s), 200)
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
      await checkMailLimits({ email: user.email, ip, projectId: s.projectId })
      await checkMailLimits({ email: newEmail, ip, projectId: s.projectId })
      await db
        .insert(embeddedEmailChanges)
        .values({ sessionId: s.id, newEmail, expiresAt: new Date(context.now() + limits.codeTtlMs) })
        .onConflictDoUpdate({
          target: embeddedEmailChanges.sessionId,
          set: { newEmail, primaryVerifiedAt: null, expiresAt: new Date(context.now() + limits.codeTtlMs) },
        })
      await mailCode(s, {
        email: user.email,
        purpose: 'update_primary',
        ip,
        subject: 'Confirm your e-mail change',
        intro: `Someone asked to change your wallet's e-mail address to ${newEmail}. If it is you, enter this code:`,
      })
      await mailCode(s, {
        email: newEmail,
        purpose: 'update_secondary',
        ip,
        subject: 'Confirm your new e-mail address',
        intro: 'Enter this code to make this your wallet e-mail address:',
      })
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
      await checkCode(s, 'update_primary', otp)
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
      await checkCode(s, 'update_secondary', otp)
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
