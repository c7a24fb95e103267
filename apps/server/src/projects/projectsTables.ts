import type { IdentityProvider } from '@latch/api'
import { sql } from 'drizzle-orm'
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * What the server's paymaster pays for a project's smart accounts. Absent (null): nothing, the accounts pay their
 * own gas. Each limit is optional (absent: no such limit). An operation's cost is the most it can cost: its gas
 * limits, the paymaster's included, times its max fee; days are the last 24 hours, counted when the final
 * sponsorship is signed.
 */
export type SponsorshipPolicy = {
  /** The most one UserOperation may cost, in wei (a decimal string). */
  maxOperationCostWei?: string | undefined
  /** How many UserOperations of one smart account (with its permissions' session accounts) are sponsored a day. */
  maxOperationsPerAccountPerDay?: number | undefined
  /** How many UserOperations of the whole project are sponsored a day. */
  maxOperationsPerDay?: number | undefined
  /** The most the project's sponsored UserOperations of a day may cost together, in wei (a decimal string). */
  maxCostWeiPerDay?: string | undefined
}

/**
 * The embedded wallet's logins a project offers: the e-mail login, and the social logins in the operator's order.
 * The server advertises only those it can serve (a mailer, the provider's OAuth client, Farcaster's settings).
 */
export type ProjectLogins = {
  email: boolean
  socials: IdentityProvider[]
  /** Passkeys (WebAuthn on the frame's origin); a project stored before they existed offers them (absent). */
  passkey?: boolean | undefined
}

/** What a project offers until its operator says otherwise: every login, as the widget's defaults list them. */
export const defaultProjectLogins: ProjectLogins = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
}

/** A site that embeds the widget: only its origins (or a caller holding its secret key) may use the API for it. */
export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  analyticsEnabled: boolean('analytics_enabled').notNull().default(true),
  /** SHA-256 of the project's secret key, which server-to-server calls (no Origin) present; null: none yet. */
  secretKeyHash: text('secret_key_hash'),
  /** The key's first characters, so an operator can tell keys apart; the key itself is never stored. */
  secretKeyHint: text('secret_key_hint'),
  /** The paymaster's sponsorship of the project's smart accounts; null: none. */
  sponsorship: jsonb('sponsorship').$type<SponsorshipPolicy>(),
  /** The embedded wallet's logins it offers (`projects logins`); every one by default. */
  logins: jsonb('logins')
    .$type<ProjectLogins>()
    .notNull()
    .default(
      sql`'{"email":true,"socials":["google","x","discord","farcaster","github","apple","facebook"]}'::jsonb`,
    ),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
