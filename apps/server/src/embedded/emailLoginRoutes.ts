import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { clientIp } from '../access/clientIp.js'
import type { ProjectEnv } from '../access/projectEnv.js'
import { errorResponse, validationHook } from '../http.js'
import { hashSiwxToken as hashToken } from '../siwx/createSiwxSession.js'
import { approveDevice, isDeviceApproved, requestDeviceApproval } from './deviceApprovals.js'
import { checkSessionCode } from './embeddedCodes.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { EmailNotConfiguredError, SessionTokenError } from './embeddedErrors.js'
import { assertEmbeddingSite } from './frameGate.js'
import { issueTokens } from './issueTokens.js'
import { hasWallet } from './keyShares.js'
import { deviceApprovalMail, mailCode, releasingUnsentMails, sendMail } from './loginMails.js'
import { findSession, openLoginSession } from './loginSessions.js'
import { fillMailText, findMailTexts } from './mailTexts.js'
import { bearerSession, body, json } from './openapiParts.js'
import { relabelMail, reserveMails } from './reserveMails.js'
import { bearerHash, newToken } from './sessionTokens.js'
import { ensureEmailUser } from './walletUsers.js'

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

const verifyRoute = createRoute({
  method: api.verifyEmailLoginRoute.method,
  path: api.verifyEmailLoginRoute.path,
  summary: 'Check the mailed code (10 minutes, 5 attempts) and verify the login',
  security: bearerSession,
  request: body(api.verifyEmailLoginRoute.body),
  responses: {
    200: json(api.verifyEmailLoginRoute.response, 'The verified session'),
    400: errorResponse('Wrong, expired or exhausted code'),
    401: errorResponse('No or unknown pending login'),
    403: errorResponse('Device not approved, or not the frame'),
  },
})

type LoginStart = {
  email: string
  site: string
  deviceId: string
  projectId: string
  token: string
  locale: string | undefined
}

/**
 * Opens the pending login of `token` and mails what comes next: the code, or, for a wallet that exists on a
 * device it was never opened on, the link that approves the device (the code follows once it is opened).
 */
async function startLogin(
  context: EmbeddedContext,
  start: LoginStart,
): Promise<'VERIFY_DEVICE' | 'VERIFY_OTP'> {
  const { db, limits } = context
  const user = await ensureEmailUser(db, start.email)
  const device = { userId: user.id, deviceHash: hashToken(start.deviceId) }
  const session = await openLoginSession(db, {
    ...device,
    projectId: start.projectId,
    origin: start.site.toLowerCase(),
    accessTokenHash: hashToken(start.token),
    accessExpiresAt: new Date(context.now() + limits.codeTtlMs + limits.accessTtlMs),
    locale: start.locale,
  })
  if ((await hasWallet(db, user.id)) && !(await isDeviceApproved(db, device))) {
    const approvalToken = newToken()
    await requestDeviceApproval(db, {
      ...device,
      approvalTokenHash: hashToken(approvalToken),
      expiresAt: new Date(context.now() + limits.codeTtlMs),
    })
    await sendMail(
      context,
      deviceApprovalMail(context, {
        email: start.email,
        site: start.site,
        approvalToken,
        locale: start.locale,
      }),
    )
    return 'VERIFY_DEVICE'
  }
  const texts = findMailTexts(start.locale)
  await mailCode(context, session, 'login', {
    email: start.email,
    subject: texts.loginSubject,
    intro: fillMailText(texts.loginIntro, { site: start.site }),
    locale: start.locale,
  })
  return 'VERIFY_OTP'
}

/**
 * `POST /v1/embedded/email/start` and `POST /v1/embedded/email/verify`: an e-mail login, from the mailed code to
 * the verified session. A start is refused before anything is written or sent when the site is not the
 * project's, no mailer is configured, or a limit on e-mails is reached; an e-mail that could not be sent does
 * not count against the visitor.
 *
 * @example
 * app.route('/', createEmailLoginRoutes(context))
 */
export function createEmailLoginRoutes(context: EmbeddedContext) {
  const { db, limits } = context
  return new OpenAPIHono<ProjectEnv>({ defaultHook: validationHook })
    .openapi(startRoute, async (c) => {
      const input = c.req.valid('json')
      const project = c.get('project')
      assertEmbeddingSite(project, input.origin)
      if (!project.logins.email) throw new EmailNotConfiguredError('project')
      if (!context.mailer) throw new EmailNotConfiguredError()
      const email = input.email.toLowerCase()
      const [slot = ''] = await reserveMails(db, {
        emails: [email],
        ip: clientIp(c, 0),
        projectId: project.id,
        kind: 'login',
        limits,
        now: context.now(),
      })
      const token = newToken()
      const start = {
        email,
        site: input.origin,
        deviceId: input.deviceId,
        projectId: project.id,
        token,
        locale: input.locale,
      }
      const action = await releasingUnsentMails(context, [slot], () => startLogin(context, start))
      if (action === 'VERIFY_DEVICE') await relabelMail(db, slot, 'device')
      return c.json({ action, token }, 200)
    })
    .openapi(verifyRoute, async (c) => {
      const { otp } = c.req.valid('json')
      const session = await findSession(context, bearerHash(c), { verified: false })
      if (session.verifiedAt) throw new SessionTokenError('This login is already verified')
      await checkSessionCode(context, session, 'login', otp)
      // The code proves the inbox is read on this device: the device is approved from now on.
      await approveDevice(db, {
        userId: session.userId,
        deviceHash: session.deviceHash,
        now: new Date(context.now()),
      })
      return c.json(await issueTokens(context, session), 200)
    })
}
