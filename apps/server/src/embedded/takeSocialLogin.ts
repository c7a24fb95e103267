import { and, eq, gt, isNull } from 'drizzle-orm'
import type { EmbeddedContext } from './embeddedContext.js'
import { SessionTokenError } from './embeddedErrors.js'
import { embeddedSocialLogins } from './embeddedTables.js'

/**
 * The pending login (social or Farcaster) of a token's hash, marked used whatever comes next: a replayed
 * callback or message finds nothing to complete. Throws 401 for an unknown, used or expired login.
 *
 * @example
 * const login = await takeSocialLogin(context, helpers.bearerHash(c))
 */
export async function takeSocialLogin(context: Pick<EmbeddedContext, 'db' | 'now'>, tokenHash: string) {
  const now = new Date(context.now())
  const [login] = await context.db
    .update(embeddedSocialLogins)
    .set({ usedAt: now })
    .where(
      and(
        eq(embeddedSocialLogins.tokenHash, tokenHash),
        isNull(embeddedSocialLogins.usedAt),
        gt(embeddedSocialLogins.expiresAt, now),
      ),
    )
    .returning()
  if (!login) throw new SessionTokenError('This login is unknown, used or expired: start it again')
  return login
}
