import { sql } from 'drizzle-orm'
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
