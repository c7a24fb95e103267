import type { PasskeySealedShare } from '@latch/api'
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { embeddedUsers } from './embeddedTables.js'

/**
 * The passkeys users log in with (WebAuthn credentials, the frame's origin being the relying party): several per
 * user. `sealedShare` is a key share the frame sealed under this passkey's PRF output, which the server cannot
 * open; it goes with the passkey.
 */
export const embeddedPasskeys = pgTable(
  'embedded_passkeys',
  {
    /** The credential id (base64url). */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    /** The COSE public key (base64url). */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: an assertion must raise it once it is not zero. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    sealedShare: jsonb('sealed_share').$type<PasskeySealedShare>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('embedded_passkeys_user_idx').on(table.userId)],
)

/**
 * WebAuthn challenges the server handed out: random, for one purpose (a registration for a session's user, or a
 * login for a device on a site), short-lived, and deleted by the verification that uses them.
 */
export const embeddedPasskeyChallenges = pgTable(
  'embedded_passkey_challenges',
  {
    /** The challenge (base64url of 32 random bytes). */
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<'register' | 'login'>().notNull(),
    /** A registration's user. */
    userId: uuid('user_id').references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    /** A login's project, site and device (SHA-256 of its id). */
    projectId: text('project_id'),
    origin: text('origin'),
    deviceHash: text('device_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('embedded_passkey_challenges_expiry_idx').on(table.expiresAt)],
)
