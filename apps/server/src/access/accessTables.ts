import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Rate-limit counters shared by every server instance on one database: one row per limit and client
 * (`ip:…`, `project:…`, a route's own key), counting hits in a fixed window that ends at `reset_at`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
})
