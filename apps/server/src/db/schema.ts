import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

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

/** The wallet catalogue served by `/getWallets`, seeded from `data/` at start. */
export const wallets = pgTable('wallets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  imageId: text('image_id'),
  rdns: text('rdns'),
  mobileLink: text('mobile_link'),
  desktopLink: text('desktop_link'),
  webappLink: text('webapp_link'),
  homepage: text('homepage'),
  appStore: text('app_store'),
  playStore: text('play_store'),
  chromeStore: text('chrome_store'),
  chains: jsonb('chains').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  explorerId: text('explorer_id'),
  badgeType: text('badge_type').$type<'none' | 'certified'>().notNull().default('none'),
  rank: integer('rank').notNull(),
})

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull().unique(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull(),
    origin: text('origin').notNull(),
    st: text('st'),
    sv: text('sv'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_project_received_idx').on(table.projectId, table.receivedAt),
    // The retention job deletes by age across projects.
    index('analytics_events_received_idx').on(table.receivedAt),
  ],
)

/** Small server-owned facts, e.g. the digest of the catalogue last seeded. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

// The rate-limit counters, defined beside their middleware.
export * from './accessSchema.js'
// The blockchain data tables (indexer, tokens, NFT collections) live in their own file.
export * from './chainSchema.js'
// The name-service and sign-in tables, defined beside their routes.
export * from './profileSchema.js'
