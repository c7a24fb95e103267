import type * as api from '@latch/api'
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { EmailInUseError, SessionTokenError } from './embeddedErrors.js'
import { embeddedSocialIdentities, embeddedUsers } from './embeddedTables.js'

/** A wallet's user: an e-mail address or social identities, and the wallet's address once it has a key. */
export type WalletUser = typeof embeddedUsers.$inferSelect

/** Who a session is logged in as, in the answers of the login and `me` routes. */
export type AccountDescription = {
  email: string | null
  social: { provider: api.IdentityProvider; userName: string } | null
  address: string | null
}

/**
 * The user of an e-mail address (lower-cased), created on its first login.
 *
 * @example
 * const user = await ensureEmailUser(db, 'visitor@example.com')
 */
export async function ensureEmailUser(db: Database, email: string): Promise<WalletUser> {
  await db.insert(embeddedUsers).values({ email }).onConflictDoNothing()
  const [user] = await db.select().from(embeddedUsers).where(eq(embeddedUsers.email, email)).limit(1)
  if (!user) throw new SessionTokenError()
  return user
}

/**
 * A session's user (401 INVALID_SESSION when the account is gone).
 *
 * @example
 * const user = await findUser(db, session.userId)
 */
export async function findUser(db: Database, userId: string): Promise<WalletUser> {
  const [user] = await db.select().from(embeddedUsers).where(eq(embeddedUsers.id, userId)).limit(1)
  if (!user) throw new SessionTokenError()
  return user
}

/**
 * Whether an account logs in with this e-mail address.
 *
 * @example
 * if (await isEmailTaken(db, newEmail)) throw new EmailInUseError()
 */
export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: embeddedUsers.id })
    .from(embeddedUsers)
    .where(eq(embeddedUsers.email, email))
    .limit(1)
  return Boolean(taken)
}

/**
 * Gives the user a new e-mail address; 409 EMAIL_IN_USE when another account took it meanwhile (the address is
 * unique).
 *
 * @example
 * await changeUserEmail(db, session.userId, change.newEmail)
 */
export async function changeUserEmail(db: Database, userId: string, email: string): Promise<void> {
  try {
    await db.update(embeddedUsers).set({ email }).where(eq(embeddedUsers.id, userId))
  } catch {
    throw new EmailInUseError()
  }
}

/**
 * The account as a login answers it: its e-mail address, or its social login (the latest one it used), and its
 * wallet's address.
 *
 * @example
 * const { email, social, address } = await describeAccount(db, user)
 */
export async function describeAccount(db: Database, user: WalletUser): Promise<AccountDescription> {
  const [identity] = await db
    .select({ provider: embeddedSocialIdentities.provider, userName: embeddedSocialIdentities.userName })
    .from(embeddedSocialIdentities)
    .where(eq(embeddedSocialIdentities.userId, user.id))
    .orderBy(desc(embeddedSocialIdentities.createdAt))
    .limit(1)
  return {
    email: user.email,
    social: identity
      ? { provider: identity.provider as api.IdentityProvider, userName: identity.userName }
      : null,
    address: user.address,
  }
}
