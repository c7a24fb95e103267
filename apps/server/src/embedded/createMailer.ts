import { createTransport } from 'nodemailer'

export type Mail = { to: string; subject: string; text: string }
export type Mailer = { send(mail: Mail): Promise<void>; close(): void }

export type CreateMailerParameters = {
  /** `smtp://host:port` (or `smtps://user:pass@host:465`). */
  smtpUrl: string
  /** The sender, e.g. `Latch <no-reply@latch.local>`. */
  from?: string | undefined
}

/**
 * Mail over real SMTP with nodemailer: the local mail sink in development and tests, the operator's SMTP
 * server in production.
 *
 * @example
 * const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525' })
 */
export function createMailer(parameters: CreateMailerParameters): Mailer {
  const transport = createTransport(parameters.smtpUrl)
  const from = parameters.from ?? 'Latch <no-reply@latch.local>'
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}
