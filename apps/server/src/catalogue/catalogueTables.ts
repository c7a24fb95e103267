import { sql } from 'drizzle-orm'
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'

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
