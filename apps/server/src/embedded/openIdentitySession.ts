import { and, eq } from 'drizzle-orm'
import { approveDevice } from './deviceApprovals.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { SocialLoginRefusedError } from './embeddedErrors.js'
import { embeddedSocialIdentities, type embeddedSocialLogins, embeddedUsers } from './embeddedTables.js'
import { type LoginSession, openLoginSession } from './loginSessions.js'

type Login = Pick<typeof embeddedSocialLogins.$inferSelect, 'projectId' | 'origin' | 'deviceHash'>

/**
 * A login a provider verified (an OpenID Connect id token, or a Sign In With Farcaster signature): finds or
 * creates the user of the provider's subject, approves the device the login started on (the provider proves
 * the visitor here, as a mailed code does), and opens a verified session for the login's project and site.
 *
 * @example
 * const session = await openIdentitySession(context, login, { provider: 'google', subject: claims.sub, userName })
 */
export async function openIdentitySession(
  context: Pick<EmbeddedContext, 'db' | 'now'>,
  login: Login,
  identity: { provider: string; subject: string; userName: string },
  newTokenHash: string,
): Promise<LoginSession> {
  const { db } = context
  const now = () => new Date(context.now())
  const { provider, subject, userName } = identity
  const matches = and(
    eq(embeddedSocialIdentities.provider, provider),
    eq(embeddedSocialIdentities.subject, subject),
  )
  const [known] = await db
    .select({ userId: embeddedSocialIdentities.userId })
    .from(embeddedSocialIdentities)
    .where(matches)
    .limit(1)
  let userId = known?.userId
  let linked = false
  if (!userId) {
    const [user] = await db.insert(embeddedUsers).values({}).returning({ id: embeddedUsers.id })
    if (!user) throw new SocialLoginRefusedError()
    const [identity] = await db
      .insert(embeddedSocialIdentities)
      .values({ provider, subject, userId: user.id, userName })
      .onConflictDoNothing()
      .returning({ userId: embeddedSocialIdentities.userId })
    if (identity) {
      userId = identity.userId
      linked = true
    } else {
      // Another login of the same new subject (a second tab, a second device) created its account a moment
      // ago: that account is the subject's, and the one made here goes.
      await db.delete(embeddedUsers).where(eq(embeddedUsers.id, user.id))
      const [existing] = await db
        .select({ userId: embeddedSocialIdentities.userId })
        .from(embeddedSocialIdentities)
        .where(matches)
        .limit(1)
      if (!existing) throw new SocialLoginRefusedError()
      userId = existing.userId
    }
  }
  if (!linked) await db.update(embeddedSocialIdentities).set({ userName }).where(matches)
  await approveDevice(db, { userId, deviceHash: login.deviceHash, now: now() })
  return openLoginSession(db, {
    userId,
    projectId: login.projectId,
    origin: login.origin,
    deviceHash: login.deviceHash,
    accessTokenHash: newTokenHash,
    accessExpiresAt: now(),
    verifiedAt: now(),
  })
}
