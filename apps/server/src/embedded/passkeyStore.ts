import type { Passkey, PasskeySealedShare } from '@latch/api'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { PasskeyChallengeError, PasskeyNotFoundError } from './passkeyErrors.js'
import { embeddedPasskeyChallenges, embeddedPasskeys } from './passkeyTables.js'

export type StoredPasskey = typeof embeddedPasskeys.$inferSelect
export type PasskeyChallenge = typeof embeddedPasskeyChallenges.$inferSelect

/**
 * Keeps a challenge handed out for one ceremony, and drops the expired ones on the way.
 *
 * @example
 * await saveChallenge(db, { challenge, purpose: 'register', userId, expiresAt }, now)
 */
export async function saveChallenge(
  db: Database,
  challenge: typeof embeddedPasskeyChallenges.$inferInsert,
  now: Date,
): Promise<void> {
  await db.delete(embeddedPasskeyChallenges).where(lt(embeddedPasskeyChallenges.expiresAt, now))
  await db.insert(embeddedPasskeyChallenges).values(challenge)
}

/**
 * Takes a challenge for one verification: deleted in the same statement that reads it, so of concurrent
 * verifications of one response exactly one gets it. Unknown, used, expired or for another purpose: 400
 * PASSKEY_CHALLENGE_INVALID (an expired or mismatched one is consumed all the same).
 *
 * @example
 * const taken = await takeChallenge(db, challenge, 'login', now)
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  purpose: PasskeyChallenge['purpose'],
  now: Date,
): Promise<PasskeyChallenge> {
  const [taken] = await db
    .delete(embeddedPasskeyChallenges)
    .where(eq(embeddedPasskeyChallenges.challenge, challenge))
    .returning()
  if (!taken || taken.purpose !== purpose || taken.expiresAt.getTime() <= now.getTime())
    throw new PasskeyChallengeError()
  return taken
}

/** The passkey of a credential id, whoever holds it (404 PASSKEY_NOT_FOUND). */
export async function findPasskey(db: Database, id: string): Promise<StoredPasskey> {
  const [found] = await db.select().from(embeddedPasskeys).where(eq(embeddedPasskeys.id, id)).limit(1)
  if (!found) throw new PasskeyNotFoundError()
  return found
}

/** A user's passkeys, oldest first. */
export async function listPasskeys(db: Database, userId: string): Promise<StoredPasskey[]> {
  return db
    .select()
    .from(embeddedPasskeys)
    .where(eq(embeddedPasskeys.userId, userId))
    .orderBy(embeddedPasskeys.createdAt)
}

/** Adds a verified passkey to a user (a credential id already registered: 400, by the route). */
export async function insertPasskey(
  db: Database,
  passkey: typeof embeddedPasskeys.$inferInsert,
): Promise<StoredPasskey | undefined> {
  const [created] = await db.insert(embeddedPasskeys).values(passkey).onConflictDoNothing().returning()
  return created
}

/**
 * Records a login with the passkey: its new counter, only while the stored one is lower (or both are zero, for
 * an authenticator that does not count), so two logins racing with one counter value do not both pass.
 *
 * @example
 * const used = await recordPasskeyUse(db, passkey, newCounter, now)
 */
export async function recordPasskeyUse(
  db: Database,
  passkey: StoredPasskey,
  counter: number,
  now: Date,
): Promise<boolean> {
  const [updated] = await db
    .update(embeddedPasskeys)
    .set({ counter, lastUsedAt: now })
    .where(
      and(
        eq(embeddedPasskeys.id, passkey.id),
        counter === 0 ? eq(embeddedPasskeys.counter, 0) : lt(embeddedPasskeys.counter, counter),
      ),
    )
    .returning({ id: embeddedPasskeys.id })
  return Boolean(updated)
}

/** Removes one of a user's passkeys (with its sealed share); another user's is not found. */
export async function removePasskey(db: Database, userId: string, id: string): Promise<void> {
  const [removed] = await db
    .delete(embeddedPasskeys)
    .where(and(eq(embeddedPasskeys.id, id), eq(embeddedPasskeys.userId, userId)))
    .returning({ id: embeddedPasskeys.id })
  if (!removed) throw new PasskeyNotFoundError()
}

/** Keeps the share sealed under one of a user's passkeys, replacing an earlier one. */
export async function storeSealedShare(
  db: Database,
  userId: string,
  id: string,
  sealedShare: PasskeySealedShare,
): Promise<void> {
  const [stored] = await db
    .update(embeddedPasskeys)
    .set({ sealedShare })
    .where(and(eq(embeddedPasskeys.id, id), eq(embeddedPasskeys.userId, userId)))
    .returning({ id: embeddedPasskeys.id })
  if (!stored) throw new PasskeyNotFoundError()
}

/** A passkey as the visitor sees it. */
export function describePasskey(passkey: StoredPasskey): Passkey {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    recovery: passkey.sealedShare !== null,
  }
}

/** How many passkeys a user has (a new one is named after it). */
export async function countPasskeys(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(embeddedPasskeys)
    .where(eq(embeddedPasskeys.userId, userId))
  return row?.count ?? 0
}
