import { sql } from 'drizzle-orm'
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * What the server's paymaster pays for a project's smart accounts. Absent (null): nothing, the accounts pay their
 * own gas. Each limit is optional: the most one UserOperation may cost (its gas limits times its max fee, in wei),
 * and how many UserOperations of one account are sponsored in 24 hours.
 */
export type SponsorshipPolicy = {
  maxOperationCostWei?: string | undefined
  maxOperationsPerAccountPerDay?: number | undefined
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
