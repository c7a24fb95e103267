import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import type { EmbeddedContext } from './embeddedContext.js'
import { CodeAttemptsExceededError, CodeExpiredError, InvalidCodeError } from './embeddedErrors.js'
import { embeddedCodes } from './embeddedTables.js'

export type CodePurpose = (typeof embeddedCodes.$inferSelect)['purpose']

/** Codes are stored as a SHA-256 salted with their row's id only. */
const hashCode = (codeId: string, code: string) =>
  createHash('sha256').update(`${codeId}:${code}`).digest('hex')

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * A new six-digit code of a session for one purpose, replacing the session's unused codes of that purpose:
 * only the newest code mailed can be entered. Answers the code itself, for the e-mail; the database keeps
 * its hash.
 *
 * @example
 * const code = await createCode(db, { sessionId, purpose: 'login', email, expiresAt, now: new Date() })
 */
export async function createCode(
  db: Database,
  parameters: { sessionId: string; purpose: CodePurpose; email: string; expiresAt: Date; now: Date },
): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
  const id = crypto.randomUUID()
  await db
    .update(embeddedCodes)
    .set({ usedAt: parameters.now })
    .where(
      and(
        eq(embeddedCodes.sessionId, parameters.sessionId),
        eq(embeddedCodes.purpose, parameters.purpose),
        isNull(embeddedCodes.usedAt),
      ),
    )
  await db.insert(embeddedCodes).values({
    id,
    sessionId: parameters.sessionId,
    purpose: parameters.purpose,
    email: parameters.email,
    codeHash: hashCode(id, code),
    expiresAt: parameters.expiresAt,
  })
  return code
}

/**
 * Checks a code entered for a session: its newest unused code of the purpose, before it expires and while it
 * has attempts left. The attempt is counted before the code is compared, by the one statement that checks
 * the limit, so guesses sent at the same time each take an attempt of their own and no burst weighs more
 * codes than `maxAttempts`. A right code is then marked used, once: of two requests with it, one wins.
 * Answers the address the code was mailed to.
 *
 * @example
 * const email = await checkCode(db, { sessionId, purpose: 'login', code: '123456', maxAttempts: 5, now })
 */
export async function checkCode(
  db: Database,
  parameters: { sessionId: string; purpose: CodePurpose; code: string; maxAttempts: number; now: Date },
): Promise<string> {
  const { now, maxAttempts } = parameters
  const [newest] = await db
    .select({ id: embeddedCodes.id })
    .from(embeddedCodes)
    .where(
      and(
        eq(embeddedCodes.sessionId, parameters.sessionId),
        eq(embeddedCodes.purpose, parameters.purpose),
        isNull(embeddedCodes.usedAt),
      ),
    )
    .orderBy(desc(embeddedCodes.createdAt))
    .limit(1)
  if (!newest) throw new CodeExpiredError()
  const [counted] = await db
    .update(embeddedCodes)
    .set({ attempts: sql`${embeddedCodes.attempts} + 1` })
    .where(
      and(
        eq(embeddedCodes.id, newest.id),
        lt(embeddedCodes.attempts, maxAttempts),
        isNull(embeddedCodes.usedAt),
        gt(embeddedCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: embeddedCodes.attempts, codeHash: embeddedCodes.codeHash })
  if (!counted) throw await refusalOf(db, newest.id, maxAttempts)
  if (!sameHash(counted.codeHash, hashCode(newest.id, parameters.code))) {
    const left = maxAttempts - counted.attempts
    if (left <= 0) throw new CodeAttemptsExceededError()
    throw new InvalidCodeError(left)
  }
  const [used] = await db
    .update(embeddedCodes)
    .set({ usedAt: now })
    .where(and(eq(embeddedCodes.id, newest.id), isNull(embeddedCodes.usedAt)))
    .returning({ email: embeddedCodes.email })
  if (!used) throw new CodeExpiredError()
  return used.email
}

/** Why a code took no attempt: its attempts are spent, or it expired or was used meanwhile. */
async function refusalOf(db: Database, id: string, maxAttempts: number): Promise<Error> {
  const [row] = await db
    .select({ attempts: embeddedCodes.attempts, usedAt: embeddedCodes.usedAt })
    .from(embeddedCodes)
    .where(eq(embeddedCodes.id, id))
  if (row && !row.usedAt && row.attempts >= maxAttempts) return new CodeAttemptsExceededError()
  return new CodeExpiredError()
}

/**
 * Whether the session has a code of the purpose not yet used (mailed and waiting to be entered).
 *
 * @example
 * if (await hasUnusedCode(tx, session.id, 'login')) return
 */
export async function hasUnusedCode(db: Database, sessionId: string, purpose: CodePurpose): Promise<boolean> {
  const [pending] = await db
    .select({ id: embeddedCodes.id })
    .from(embeddedCodes)
    .where(
      and(
        eq(embeddedCodes.sessionId, sessionId),
        eq(embeddedCodes.purpose, purpose),
        isNull(embeddedCodes.usedAt),
      ),
    )
    .limit(1)
  return Boolean(pending)
}

/**
 * Checks a code entered for a session with the service's limits (see `checkCode`).
 *
 * @example
 * await checkSessionCode(context, session, 'login', otp)
 */
export const checkSessionCode = (
  context: Pick<EmbeddedContext, 'db' | 'limits' | 'now'>,
  session: { id: string },
  purpose: CodePurpose,
  code: string,
): Promise<string> =>
  checkCode(context.db, {
    sessionId: session.id,
    purpose,
    code,
    maxAttempts: context.limits.codeAttempts,
    now: new Date(context.now()),
  })
