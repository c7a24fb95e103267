import type { Database } from '../db/createDatabase.js'
import type { ProjectCache } from '../projects/createProjectCache.js'
import type { Mailer } from './createMailer.js'
import type { FarcasterSettings } from './farcasterSettings.js'
import type { SocialSettings } from './socialSettings.js'

/** Limits of the e-mail login; the defaults suit one operator's widget, and each can be changed. */
export type EmbeddedLimits = {
  /** At most one e-mail per address in this window (ms). Default 30 000, the wait the widget shows before a code can be sent again. */
  emailGapMs: number
  /** Login e-mails per address per hour. Default 10. */
  emailPerHour: number
  /** Login e-mails asked from one IP address per 10 minutes. Default 30. */
  ipPer10Minutes: number
  /** Login e-mails per project per hour. Default 1 000. */
  projectPerHour: number
  /** A mailed code lives this long (ms). Default 10 minutes. */
  codeTtlMs: number
  /** Wrong codes before a code is refused for good. Default 5. */
  codeAttempts: number
  /** A verified session's access token lives this long (ms); the auth share is released only before then. Default 15 minutes. */
  accessTtlMs: number
  /** The device-bound refresh token lives this long (ms). Default 30 days. */
  refreshTtlMs: number
  /** How long one device-approval wait holds the request (ms). Default 20 000. */
  deviceWaitMs: number
}

export const defaultEmbeddedLimits: EmbeddedLimits = {
  emailGapMs: 30_000,
  emailPerHour: 10,
  ipPer10Minutes: 30,
  projectPerHour: 1_000,
  codeTtlMs: 10 * 60_000,
  codeAttempts: 5,
  accessTtlMs: 15 * 60_000,
  refreshTtlMs: 30 * 24 * 3_600_000,
  deviceWaitMs: 20_000,
}

/** What the embedded-wallet routes need; built by `createApp`. */
export type EmbeddedContext = {
  db: Database
  projects: ProjectCache
  /** Without a mailer, e-mail login answers 503 EMAIL_NOT_CONFIGURED. */
  mailer: Mailer | undefined
  /** The frame's origins: the only ones the login, session and share routes answer. */
  frameOrigins: readonly string[]
  /** The server's public URL, for the device-approval link in e-mails. */
  publicUrl(): string
  limits: EmbeddedLimits
  /** The social providers each project offers (OpenID Connect issuers and clients). */
  socials: SocialSettings
  /** Sign In With Farcaster's relay and ID registry; without them, Farcaster login answers 400. */
  farcaster?: FarcasterSettings | undefined
  now(): number
}
