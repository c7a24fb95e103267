import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { clientIp } from '../access/clientIp.js'
import { errorResponse, validationHook } from '../http.js'
import { hashSiwxToken as hashToken } from '../siwx/createSiwxSession.js'
import type { Mail } from './createMailer.js'
import { approveDeviceByLink, isDeviceApproved } from './deviceApprovals.js'
import { createCode, hasUnusedCode } from './embeddedCodes.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { SessionTokenError } from './embeddedErrors.js'
import { codeMail, sendMail } from './loginMails.js'
import { findSession, type LoginSession, lockSession } from './loginSessions.js'
import { fillMailText, findMailTexts } from './mailTexts.js'
import { bearerSession, json } from './openapiParts.js'
import { recordMail } from './reserveMails.js'
import { bearerHash } from './sessionTokens.js'
import { findUser } from './walletUsers.js'

const waitRoute = createRoute({
  method: api.waitForDeviceRoute.method,
  path: api.waitForDeviceRoute.path,
  summary: 'Wait (up to 20 s) for the mailed device-approval link to be opened; then the code is mailed',
  security: bearerSession,
  responses: {
    200: json(api.waitForDeviceRoute.response, 'Whether the device is approved'),
    401: errorResponse('No or unknown pending login'),
    403: errorResponse('Not the frame'),
  },
})

const approveRoute = createRoute({
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

/** How often a wait looks for the approval. */
const pollMs = 250

const page = (title: string, text: string) =>
  `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title><style>body{font:16px system-ui;margin:3rem auto;max-width:32rem;padding:0 1rem}</style><h1>${title}</h1><p>${text}</p>`

/**
 * The login code of a session whose device was just approved, created once: concurrent waits of one login take
 * turns on its session row, and only the first finds no code yet. Answers the e-mail to send, or undefined when
 * another wait sent it.
 */
function takeLoginCode(context: EmbeddedContext, session: LoginSession): Promise<Mail | undefined> {
  return context.db.transaction(async (tx) => {
    await lockSession(tx, session.id)
    if (await hasUnusedCode(tx, session.id, 'login')) return undefined
    const user = await findUser(tx, session.userId)
    if (!user.email) throw new SessionTokenError()
    const code = await createCode(tx, {
      sessionId: session.id,
      purpose: 'login',
      email: user.email,
      expiresAt: new Date(context.now() + context.limits.codeTtlMs),
      now: new Date(context.now()),
    })
    const texts = findMailTexts(session.locale ?? undefined)
    return codeMail(context.limits, code, {
      email: user.email,
      subject: texts.loginSubject,
      intro: fillMailText(texts.approvedIntro, { site: session.origin }),
      locale: session.locale ?? undefined,
    })
  })
}

/**
 * `GET /v1/embedded/devices/wait` and `GET /v1/embedded/devices/approve`: a wallet that exists opens on a new
 * device only once the visitor approves it with the link mailed to them; the frame waits for that, and the
 * login code is mailed when it happens.
 *
 * @example
 * app.route('/', createDeviceRoutes(context))
 */
export function createDeviceRoutes(context: EmbeddedContext) {
  const { db, limits } = context
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(waitRoute, async (c) => {
      const session = await findSession(context, bearerHash(c), { verified: false })
      // A real-time deadline: the wait holds a request open, whatever clock the codes use.
      const deadline = Date.now() + limits.deviceWaitMs
      while (!(await isDeviceApproved(db, session))) {
        if (Date.now() >= deadline) return c.json({ approved: false }, 200)
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
      const mail = await takeLoginCode(context, session)
      if (mail) {
        await sendMail(context, mail)
        const sentAt = new Date(context.now())
        await recordMail(db, {
          email: mail.to,
          projectId: session.projectId,
          ip: clientIp(c, 0),
          kind: 'login',
          sentAt,
        })
      }
      return c.json({ approved: true }, 200)
    })
    .openapi(approveRoute, async (c) => {
      const { token } = c.req.valid('query')
      const approved = await approveDeviceByLink(db, hashToken(token), new Date(context.now()))
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
}
