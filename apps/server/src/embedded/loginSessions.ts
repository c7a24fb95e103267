import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { SessionNotVerifiedError, SessionTokenError } from './embeddedErrors.js'
import { embeddedSessions } from './embeddedTables.js'

/** A login session: pending until its code (or provider) verifies it, then holding the visitor's tokens. */
export type LoginSession = typeof embeddedSessions.$inferSelect

type SessionStore = Pick<EmbeddedContext, 'db' | 'now'>

/**
 * Opens a login session of a user on a site and device. A pending one (no `verifiedAt`): its token only
 * continues this login (a code, a device approval) until it is verified; one a provider verified already
 * (`verifiedAt`) gets its tokens next (`issueTokens`).
 *
 * @example
 * const session = await openLoginSession(db, { userId, projectId, origin, deviceHash, accessTokenHash, accessExpiresAt })
 */
export async function openLoginSession(
  db: Database,
  values: Pick<
    LoginSession,
    'userId' | 'projectId' | 'origin' | 'deviceHash' | 'accessTokenHash' | 'accessExpiresAt'
  > & { verifiedAt?: Date; locale?: string | undefined },
): Promise<LoginSession> {
  const [created] = await db.insert(embeddedSessions).values(values).returning()
  if (!created) throw new SessionTokenError()
  return created
}

/**
 * The session of an access token (its hash), not signed out and not expired; with `verified`, only once its
 * login is verified (403 SESSION_NOT_VERIFIED before). 401 INVALID_SESSION otherwise.
 *
 * @example
 * const session = await findSession(context, bearerHash(c), { verified: true })
 */
export async function findSession(
  context: SessionStore,
  accessTokenHash: string,
  options: { verified: boolean },
): Promise<LoginSession> {
  const [found] = await context.db
    .select()
    .from(embeddedSessions)
    .where(and(eq(embeddedSessions.accessTokenHash, accessTokenHash), isNull(embeddedSessions.revokedAt)))
    .limit(1)
  if (!found || found.accessExpiresAt.getTime() <= context.now()) throw new SessionTokenError()
  if (options.verified && !found.verifiedAt) throw new SessionNotVerifiedError()
  return found
}

/**
 * The verified session a refresh token belongs to, while the token lives and only on the device the session was
 * verified on (401 INVALID_SESSION otherwise).
 *
 * @example
 * const session = await findRefreshableSession(context, hashToken(refreshToken), hashToken(deviceId))
 */
export async function findRefreshableSession(
  context: SessionStore,
  refreshTokenHash: string,
  deviceHash: string,
): Promise<LoginSession> {
  const [found] = await context.db
    .select()
    .from(embeddedSessions)
    .where(and(eq(embeddedSessions.refreshTokenHash, refreshTokenHash), isNull(embeddedSessions.revokedAt)))
    .limit(1)
  if (
    !found?.verifiedAt ||
    !found.refreshExpiresAt ||
    found.refreshExpiresAt.getTime() <= context.now() ||
    found.deviceHash !== deviceHash
  )
    throw new SessionTokenError()
  return found
}

/**
 * Gives a session new token hashes (and verifies it, if it was not). With `previousRefreshTokenHash`, a refresh
 * token rotates: the session changes only while it still holds that token and is not revoked, so of concurrent
 * refreshes with one token, one wins and the others get a 401.
 *
 * @example
 * const updated = await rotateSessionTokens(db, session, tokens, hashToken(refreshToken))
 */
export async function rotateSessionTokens(
  db: Database,
  session: LoginSession,
  tokens: Pick<
    LoginSession,
    'accessTokenHash' | 'accessExpiresAt' | 'refreshTokenHash' | 'refreshExpiresAt' | 'verifiedAt'
  >,
  previousRefreshTokenHash?: string,
): Promise<LoginSession> {
  const [updated] = await db
    .update(embeddedSessions)
    .set(tokens)
    .where(
      and(
        eq(embeddedSessions.id, session.id),
        previousRefreshTokenHash === undefined
          ? undefined
          : and(
              eq(embeddedSessions.refreshTokenHash, previousRefreshTokenHash),
              isNull(embeddedSessions.revokedAt),
            ),
      ),
    )
    .returning()
  if (!updated) throw new SessionTokenError()
  return updated
}

/**
 * Signs a session out: its tokens stop working at once.
 *
 * @example
 * await revokeSession(db, session.id, new Date())
 */
export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(embeddedSessions).set({ revokedAt: now }).where(eq(embeddedSessions.id, sessionId))
}

/**
 * Holds the session's row until the transaction ends, so that concurrent requests of one login take turns.
 *
 * @example
 * await db.transaction(async (tx) => { await lockSession(tx, session.id); … })
 */
export async function lockSession(db: Database, sessionId: string): Promise<void> {
  await db
    .select({ id: embeddedSessions.id })
    .from(embeddedSessions)
    .where(eq(embeddedSessions.id, sessionId))
    .for('update')
}
