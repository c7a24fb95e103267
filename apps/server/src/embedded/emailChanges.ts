import { eq } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { NoEmailChangeError } from './embeddedErrors.js'
import { embeddedEmailChanges } from './embeddedTables.js'

/** A change of e-mail address under way: the new address, and whether the current one was confirmed. */
export type EmailChange = typeof embeddedEmailChanges.$inferSelect

/**
 * Starts (or starts again) a session's change of e-mail address: neither address is confirmed yet.
 *
 * @example
 * await saveEmailChange(db, { sessionId, newEmail, expiresAt })
 */
export async function saveEmailChange(
  db: Database,
  change: { sessionId: string; newEmail: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(embeddedEmailChanges)
    .values(change)
    .onConflictDoUpdate({
      target: embeddedEmailChanges.sessionId,
      set: { newEmail: change.newEmail, primaryVerifiedAt: null, expiresAt: change.expiresAt },
    })
}

/**
 * The session's change of e-mail address, while it has not expired (400 NO_EMAIL_CHANGE otherwise).
 *
 * @example
 * const change = await findEmailChange(context, session.id)
 */
export async function findEmailChange(
  context: Pick<EmbeddedContext, 'db' | 'now'>,
  sessionId: string,
): Promise<EmailChange> {
  const [change] = await context.db
    .select()
    .from(embeddedEmailChanges)
    .where(eq(embeddedEmailChanges.sessionId, sessionId))
    .limit(1)
  if (!change || change.expiresAt.getTime() <= context.now()) throw new NoEmailChangeError()
  return change
}

/**
 * Records that the code mailed to the current address was entered: the new address's code may be next.
 *
 * @example
 * await confirmCurrentAddress(db, session.id, new Date())
 */
export async function confirmCurrentAddress(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(embeddedEmailChanges)
    .set({ primaryVerifiedAt: now })
    .where(eq(embeddedEmailChanges.sessionId, sessionId))
}

/**
 * Ends the session's change of e-mail address (it is done).
 *
 * @example
 * await dropEmailChange(db, session.id)
 */
export async function dropEmailChange(db: Database, sessionId: string): Promise<void> {
  await db.delete(embeddedEmailChanges).where(eq(embeddedEmailChanges.sessionId, sessionId))
}
