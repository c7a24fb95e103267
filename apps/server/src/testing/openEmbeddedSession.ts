import { randomBytes } from 'node:crypto'
import type { Address } from 'viem'
import type { Database } from '../db/createDatabase.js'
import { embeddedSessions, embeddedUsers } from '../embedded/embeddedTables.js'
import { hashSiwxToken } from '../siwx/createSiwxSession.js'

/**
 * A new embedded-wallet user whose key is `owner` (null: no key yet) with a session of `projectId`, as a login
 * leaves them (verified and current unless told), written straight to the database. Answers the session's access
 * token, which the frame sends as `Authorization: Bearer …`.
 *
 * @example
 * const token = await openEmbeddedSession(db, 'shop', key.address)
 */
export async function openEmbeddedSession(
  db: Database,
  projectId: string,
  owner: Address | null,
  options: { expired?: boolean; revoked?: boolean; verified?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const [user] = await db
    .insert(embeddedUsers)
    .values({
      email: `${token.slice(0, 16).toLowerCase()}@example.com`,
      address: owner?.toLowerCase() ?? null,
    })
    .returning()
  if (!user) throw new Error('The embedded user was not stored')
  await db.insert(embeddedSessions).values({
    userId: user.id,
    projectId,
    origin: 'http://localhost:5173',
    deviceHash: hashSiwxToken(randomBytes(16).toString('hex')),
    accessTokenHash: hashSiwxToken(token),
    accessExpiresAt: new Date(Date.now() + (options.expired ? -1_000 : 15 * 60_000)),
    verifiedAt: options.verified === false ? null : new Date(),
    revokedAt: options.revoked ? new Date() : null,
  })
  return token
}
