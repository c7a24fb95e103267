import { pgTable, text } from 'drizzle-orm/pg-core'

/** Small server-owned facts, e.g. the digest of the catalogue last seeded. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})
