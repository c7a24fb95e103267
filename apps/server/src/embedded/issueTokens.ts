import { hashSiwxToken as hashToken } from '../siwx/createSiwxSession.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { type LoginSession, rotateSessionTokens } from './loginSessions.js'
import { newToken } from './sessionTokens.js'
import { type AccountDescription, describeAccount, findUser } from './walletUsers.js'

/** A verified session as the frame receives it: its tokens, and who is logged in. */
export type IssuedSession = {
  accessToken: string
  accessExpiresAt: string
  refreshToken: string
} & AccountDescription

/**
 * Gives the session new tokens (a short access token, a device-bound refresh token) and answers them with its
 * user, as every login and refresh does. With `refreshTokenHash`, the refresh token it replaces (see
 * `rotateSessionTokens`).
 *
 * @example
 * return c.json(await issueTokens(context, session), 200)
 */
export async function issueTokens(
  context: Pick<EmbeddedContext, 'db' | 'limits' | 'now'>,
  session: LoginSession,
  refreshTokenHash?: string,
): Promise<IssuedSession> {
  const { db, limits } = context
  const accessToken = newToken()
  const refreshToken = newToken()
  const accessExpiresAt = new Date(context.now() + limits.accessTtlMs)
  const updated = await rotateSessionTokens(
    db,
    session,
    {
      accessTokenHash: hashToken(accessToken),
      accessExpiresAt,
      refreshTokenHash: hashToken(refreshToken),
      refreshExpiresAt: new Date(context.now() + limits.refreshTtlMs),
      verifiedAt: session.verifiedAt ?? new Date(context.now()),
    },
    refreshTokenHash,
  )
  const user = await findUser(db, updated.userId)
  return {
    accessToken,
    accessExpiresAt: accessExpiresAt.toISOString(),
    refreshToken,
    ...(await describeAccount(db, user)),
  }
}
