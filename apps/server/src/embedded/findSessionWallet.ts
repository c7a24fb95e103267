import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Database } from '../db/createDatabase.js'
import { hashSiwxToken as hashToken } from '../siwx/createSiwxSession.js'
import { embeddedSessions, embeddedUsers } from './embeddedTables.js'
import { sessionTokenPattern } from './sessionTokens.js'

/** A verified embedded-wallet session and the wallet it unlocks. */
export type SessionWallet = {
  projectId: string
  userId: string
  /** The wallet's own key (its eoa), lowercase; null until the frame has created the key. */
  owner: Address | null
}

/**
 * The session an embedded-wallet access token belongs to, when it is verified, not signed out and not expired at
 * `now`: its project and its user's wallet. Tokens are looked up by their SHA-256 only, as the frame's routes do.
 *
 * @example
 * const session = await findSessionWallet(db, accessToken, Date.now())
 */
export async function findSessionWallet(
  db: Database,
  accessToken: string,
  now: number,
): Promise<SessionWallet | undefined> {
  if (!sessionTokenPattern.test(accessToken)) return undefined
  const [found] = await db
    .select({
      projectId: embeddedSessions.projectId,
      userId: embeddedSessions.userId,
      owner: embeddedUsers.address,
    })
    .from(embeddedSessions)
    .innerJoin(embeddedUsers, eq(embeddedUsers.id, embeddedSessions.userId))
    .where(
      and(
        eq(embeddedSessions.accessTokenHash, hashToken(accessToken)),
        isNull(embeddedSessions.revokedAt),
        isNotNull(embeddedSessions.verifiedAt),
        gt(embeddedSessions.accessExpiresAt, new Date(now)),
      ),
    )
    .limit(1)
  return found ? { ...found, owner: found.owner as Address | null } : undefined
}
