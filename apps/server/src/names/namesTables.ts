import { sql } from 'drizzle-orm'
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Registered account names (`alice.latch.id`). The primary key on the lower-cased full name is what keeps
 * names unique when registrations race: the second insert fails, it is never a check-then-insert.
 */
export const profileNames = pgTable(
  'profile_names',
  {
    /** Lower-cased, with its suffix. */
    name: text('name').primaryKey(),
    /** Lower-cased 0x address. */
    address: text('address').notNull(),
    /** ENSIP-11 coin type the name was registered for (60 = Ethereum mainnet). */
    coinType: bigint('coin_type', { mode: 'number' }).notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The project whose widget registered it; names themselves are global. */
    projectId: text('project_id').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_names_address_idx').on(table.address, table.registeredAt)],
)

/**
 * Every registration message accepted, by keccak256 of the address and the message text: a replayed
 * message is refused even with a re-encoded (malleated) signature.
 */
export const profileNameMessages = pgTable('profile_name_messages', {
  messageHash: text('message_hash').primaryKey(),
  name: text('name').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
})
