import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import { clientIp } from '../access/clientIp.js'
import { errorResponse, validationHook } from '../http.js'
import { confirmCurrentAddress, dropEmailChange, findEmailChange, saveEmailChange } from './emailChanges.js'
import { checkSessionCode } from './embeddedCodes.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { EmailInUseError, EmailNotConfiguredError, NoEmailChangeError } from './embeddedErrors.js'
import { mailCode, releasingUnsentMails } from './loginMails.js'
import { findSession, type LoginSession } from './loginSessions.js'
import { fillMailText, findMailTexts } from './mailTexts.js'
import { bearerSession, body, json } from './openapiParts.js'
import { reserveMails } from './reserveMails.js'
import { bearerHash } from './sessionTokens.js'
import { changeUserEmail, findUser, isEmailTaken } from './walletUsers.js'

const updateRoute = createRoute({
  method: api.updateEmailRoute.method,
  path: api.updateEmailRoute.path,
  summary: 'Change the e-mail address: a code goes to the current address and one to the new one',
  security: bearerSession,
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

const primaryRoute = createRoute({
  method: api.updateEmailPrimaryRoute.method,
  path: api.updateEmailPrimaryRoute.path,
  summary: 'Check the code mailed to the current address',
  security: bearerSession,
  request: body(api.updateEmailPrimaryRoute.body),
  responses: {
    200: json(api.updateEmailPrimaryRoute.response, 'Now the code mailed to the new address'),
    400: errorResponse('Wrong, expired or exhausted code, or no change pending'),
    401: errorResponse('No, unknown or expired session'),
    403: errorResponse('Login not verified, or not the frame'),
  },
})

const secondaryRoute = createRoute({
  method: api.updateEmailSecondaryRoute.method,
  path: api.updateEmailSecondaryRoute.path,
  summary: 'Check the code mailed to the new address; the address changes',
  security: bearerSession,
  request: body(api.updateEmailSecondaryRoute.body),
  responses: {
    200: json(api.updateEmailSecondaryRoute.response, 'The new address'),
    400: errorResponse('Wrong, expired or exhausted code, or the current address not verified first'),
    401: errorResponse('No, unknown or expired session'),
    403: errorResponse('Login not verified, or not the frame'),
    409: errorResponse('The address belongs to another account'),
  },
})

/**
 * Mails the two codes of a change of address, within the e-mail limits of both addresses: the current address's
 * first (the visitor enters it first), then the new one's. A code that could not be sent gives its e-mail back
 * to the limits, and the other's too when the first failed.
 */
async function mailChangeCodes(
  context: EmbeddedContext,
  session: LoginSession,
  addresses: { email: string; newEmail: string; ip: string; locale: string | undefined },
): Promise<void> {
  const { email, newEmail } = addresses
  const locale = addresses.locale ?? session.locale ?? undefined
  const texts = findMailTexts(locale)
  const [primary = '', secondary = ''] = await reserveMails(context.db, {
    emails: [email, newEmail],
    ip: addresses.ip,
    projectId: session.projectId,
    kind: 'update',
    limits: context.limits,
    now: context.now(),
  })
  await releasingUnsentMails(context, [primary, secondary], async () => {
    const expiresAt = new Date(context.now() + context.limits.codeTtlMs)
    await saveEmailChange(context.db, { sessionId: session.id, newEmail, expiresAt })
    await mailCode(context, session, 'update_primary', {
      email,
      subject: texts.changeSubject,
      intro: fillMailText(texts.changeIntro, { email: newEmail }),
      locale,
    })
  })
  await releasingUnsentMails(context, [secondary], () =>
    mailCode(context, session, 'update_secondary', {
      email: newEmail,
      subject: texts.newAddressSubject,
      intro: texts.newAddressIntro,
      locale,
    }),
  )
}

/**
 * `POST /v1/embedded/email/update`, `…/update/primary` and `…/update/secondary`: a verified session changes its
 * account's e-mail address once a code mailed to the current address and then one mailed to the new address are
 * entered. An account of a social login has no address to change.
 *
 * @example
 * app.route('/', createEmailChangeRoutes(context))
 */
export function createEmailChangeRoutes(context: EmbeddedContext) {
  const { db } = context
  return new OpenAPIHono({ defaultHook: validationHook })
    .openapi(updateRoute, async (c) => {
      const { email: requested, locale } = c.req.valid('json')
      const newEmail = requested.toLowerCase()
      const session = await findSession(context, bearerHash(c), { verified: true })
      const user = await findUser(db, session.userId)
      if (!user.email)
        throw new NoEmailChangeError(
          'This account logs in with a social provider: it has no e-mail address to change',
        )
      if (await isEmailTaken(db, newEmail)) throw new EmailInUseError()
      if (!context.mailer) throw new EmailNotConfiguredError()
      await mailChangeCodes(context, session, { email: user.email, newEmail, ip: clientIp(c, 0), locale })
      return c.json({ action: 'VERIFY_PRIMARY_OTP' as const }, 200)
    })
    .openapi(primaryRoute, async (c) => {
      const { otp } = c.req.valid('json')
      const session = await findSession(context, bearerHash(c), { verified: true })
      await findEmailChange(context, session.id)
      await checkSessionCode(context, session, 'update_primary', otp)
      await confirmCurrentAddress(db, session.id, new Date(context.now()))
      return c.json({ action: 'VERIFY_SECONDARY_OTP' as const }, 200)
    })
    .openapi(secondaryRoute, async (c) => {
      const { otp } = c.req.valid('json')
      const session = await findSession(context, bearerHash(c), { verified: true })
      const change = await findEmailChange(context, session.id)
      if (!change.primaryVerifiedAt)
        throw new NoEmailChangeError('Enter the code mailed to your current address first')
      await checkSessionCode(context, session, 'update_secondary', otp)
      await changeUserEmail(db, session.userId, change.newEmail)
      await dropEmailChange(db, session.id)
      return c.json({ email: change.newEmail }, 200)
    })
}
