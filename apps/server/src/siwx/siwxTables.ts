import type { SiwxMessageData } from '@latch/api'
import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'

/** Sign-in nonces: issued with an expiry, consumed once by the session they sign. */
export const siwxNonces = pgTable(
  'siwx_nonces',
  {
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('siwx_nonces_expires_idx').on(table.expiresAt)],
)

/**
 * Verified sign-in sessions. A nonce is unique per chain: one signed message makes one session, and one
 * one-click sign-in makes one per chain its wallet signed for.
 */
export const siwxSessions = pgTable(
  'siwx_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id').notNull(),
    /** CAIP-2, e.g. `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
    chainId: text('chain_id').notNull(),
    /** With chainId the CAIP-10 account: a lower-cased 0x address on eip155, the address as written elsewhere. */
    address: text('address').notNull(),
    nonce: text('nonce').notNull(),
    data: jsonb('data').$type<SiwxMessageData>().notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    /** SHA-256 (hex) of the bearer token handed out with the session; GET and DELETE need the token. */
    tokenHash: text('token_hash').unique(),
    /** The message's expirationTime; null = valid until revoked. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('siwx_sessions_account_idx').on(table.projectId, table.address, table.chainId),
    unique('siwx_sessions_nonce_chain_unique').on(table.nonce, table.chainId),
  ],
)
