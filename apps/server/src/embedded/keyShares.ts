import { eq } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { NoWalletError, SharesExistError } from './embeddedErrors.js'
import { type EncryptedShare, embeddedShares, embeddedUsers } from './embeddedTables.js'

/** The two shares of a wallet's key the server keeps, and the wallet's address. */
export type KeyShares = typeof embeddedShares.$inferSelect

/**
 * Whether the user has a wallet (the frame stored its shares).
 *
 * @example
 * if (await hasWallet(db, user.id)) …
 */
export async function hasWallet(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: embeddedShares.userId })
    .from(embeddedShares)
    .where(eq(embeddedShares.userId, userId))
    .limit(1)
  return Boolean(row)
}

/**
 * The user's key shares (404 NO_WALLET before the frame stored them).
 *
 * @example
 * const { address, authShare } = await findKeyShares(db, session.userId)
 */
export async function findKeyShares(db: Database, userId: string): Promise<KeyShares> {
  const [row] = await db.select().from(embeddedShares).where(eq(embeddedShares.userId, userId)).limit(1)
  if (!row) throw new NoWalletError()
  return row
}

/**
 * Stores the shares of the user's new wallet, once (409 WALLET_EXISTS for a user who has one), and gives the
 * user the wallet's address (lower-cased). Answers that address.
 *
 * @example
 * const address = await storeKeyShares(db, { userId, address, authShare, recoveryShare })
 */
export async function storeKeyShares(
  db: Database,
  shares: { userId: string; address: string; authShare: string; recoveryShare: EncryptedShare },
): Promise<string> {
  const [stored] = await db
    .insert(embeddedShares)
    .values({ ...shares, address: shares.address.toLowerCase() })
    .onConflictDoNothing()
    .returning({ address: embeddedShares.address })
  if (!stored) throw new SharesExistError()
  await db.update(embeddedUsers).set({ address: stored.address }).where(eq(embeddedUsers.id, shares.userId))
  return stored.address
}
