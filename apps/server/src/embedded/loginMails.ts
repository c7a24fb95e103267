import { serverLog } from '../logging/serverLog.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import type { Mail } from './createMailer.js'
import { type CodePurpose, createCode } from './embeddedCodes.js'
import type { EmbeddedContext, EmbeddedLimits } from './embeddedContext.js'
import { EmailDeliveryError, EmailNotConfiguredError } from './embeddedErrors.js'
import { fillMailText, findMailTexts } from './mailTexts.js'
import { releaseMails } from './reserveMails.js'

/** What a mailed code is for, in the visitor's words, and their language (English without one). */
export type CodeMailText = { email: string; subject: string; intro: string; locale?: string | undefined }

const minutes = (ms: number) => Math.round(ms / 60_000)

/**
 * Mails one message; without a mailer 503 EMAIL_NOT_CONFIGURED, and a failure is a 503 EMAIL_NOT_SENT the
 * visitor can retry.
 *
 * @example
 * await sendMail(context, codeMail(context.limits, code, text))
 */
export async function sendMail(context: Pick<EmbeddedContext, 'mailer'>, mail: Mail): Promise<void> {
  if (!context.mailer) throw new EmailNotConfiguredError()
  try {
    await context.mailer.send(mail)
  } catch (error) {
    serverLog.error({ reason: describeUpstreamError(error) }, 'e-mail not sent')
    throw new EmailDeliveryError()
  }
}

/**
 * Runs the steps that end with sending the e-mails of `slots` (taken by `reserveMails`). When a step fails,
 * those e-mails were not sent, and their slots are given back: they do not count against the visitor.
 *
 * @example
 * const action = await releasingUnsentMails(context, [slot], () => startLogin(…))
 */
export async function releasingUnsentMails<T>(
  context: Pick<EmbeddedContext, 'db'>,
  slots: readonly string[],
  steps: () => Promise<T>,
): Promise<T> {
  try {
    return await steps()
  } catch (error) {
    await releaseMails(context.db, slots).catch((released: Error) =>
      serverLog.error({ reason: released.message }, 'e-mail limits not given back'),
    )
    throw error
  }
}

/**
 * The e-mail carrying a six-digit code.
 *
 * @example
 * codeMail(limits, '123456', { email, subject: 'Your login code', intro: 'Your code:' })
 */
export const codeMail = (
  limits: Pick<EmbeddedLimits, 'codeTtlMs'>,
  code: string,
  text: CodeMailText,
): Mail => ({
  to: text.email,
  subject: `${text.subject}: ${code}`,
  text: `${text.intro}\n\n${code}\n\n${fillMailText(findMailTexts(text.locale).codeExpiry, { minutes: minutes(limits.codeTtlMs) })}`,
})

/**
 * The e-mail with the link that approves a new device for a wallet that exists, in the visitor's language.
 *
 * @example
 * deviceApprovalMail(context, { email, site: 'https://shop.example', approvalToken, locale: 'de' })
 */
export function deviceApprovalMail(
  context: Pick<EmbeddedContext, 'limits' | 'publicUrl'>,
  parameters: { email: string; site: string; approvalToken: string; locale?: string | undefined },
): Mail {
  const link = `${context.publicUrl()}/v1/embedded/devices/approve?token=${parameters.approvalToken}`
  const texts = findMailTexts(parameters.locale)
  return {
    to: parameters.email,
    subject: texts.deviceSubject,
    text: fillMailText(texts.deviceBody, {
      site: parameters.site,
      link,
      minutes: minutes(context.limits.codeTtlMs),
    }),
  }
}

/**
 * Creates a code of the session for one purpose (the newest one only can be entered) and mails it.
 *
 * @example
 * await mailCode(context, session, 'login', { email, subject: 'Your login code', intro })
 */
export async function mailCode(
  context: Pick<EmbeddedContext, 'db' | 'mailer' | 'limits' | 'now'>,
  session: { id: string },
  purpose: CodePurpose,
  text: CodeMailText,
): Promise<void> {
  const code = await createCode(context.db, {
    sessionId: session.id,
    purpose,
    email: text.email,
    expiresAt: new Date(context.now() + context.limits.codeTtlMs),
    now: new Date(context.now()),
  })
  await sendMail(context, codeMail(context.limits, code, text))
}
