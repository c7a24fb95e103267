import { createHash } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import type { EmbeddedLimits } from './embeddedContext.js'
import { EmailRateLimitedError, TooManyRequestsError } from './embeddedErrors.js'
import { embeddedMailLog } from './embeddedTables.js'

type MailKind = (typeof embeddedMailLog.$inferSelect)['kind']
type MailCounts = { lastSentAt: Date | string | null; perHour: number; fromIp: number; fromProject: number }

/** The first key of the advisory locks on the e-mail limits, so they share no lock with other features. */
const mailLimitLockClass = 0x6d61696c

/** The second key: 32 bits of the SHA-256 of what is limited (`email:…`, `ip:…`, `project:…`). */
const lockKey = (subject: string) => createHash('sha256').update(subject).digest().readInt32BE(0)

/**
 * The 'app may trigger an e-mail' check, limits part, and the e-mails it allows recorded at once: one e-mail to
 * each of `emails`, refused when an address had one in the last `emailGapMs` (429 EMAIL_RATE_LIMITED with the
 * seconds to wait) or its hourly count, or the IP's count per 10 minutes or the project's per hour is reached
 * (429 RATE_LIMITED). The checks and the log rows are one transaction holding a lock on each address, the IP and
 * the project (taken in one global order, so no two requests each hold a lock the other waits for): concurrent
 * requests take turns, and each counts the e-mails of those before it. Run it before anything is written or
 * sent; answers the log row of each address, to release with `releaseMails` when its e-mail is not sent.
 *
 * @example
 * const [slot] = await reserveMails(db, { emails: [email], ip, projectId, kind: 'login', limits, now: Date.now() })
 */
export async function reserveMails(
  db: Database,
  parameters: {
    emails: readonly string[]
    ip: string
    projectId: string
    kind: MailKind
    limits: Pick<EmbeddedLimits, 'emailGapMs' | 'emailPerHour' | 'ipPer10Minutes' | 'projectPerHour'>
    now: number
  },
): Promise<string[]> {
  const { emails, ip, projectId, limits, now } = parameters
  const addresses = emails.map((email, position) => sql`(${email}::text, ${position}::int)`)

  /** Refuses as the limits say, from what every request before this one recorded (one statement). */
  const checkLimits = async (on: Pick<Database, 'execute'>) => {
    const { email: to, sentAt } = embeddedMailLog
    const since = (ms: number) => sql`${sentAt} > ${new Date(now - ms).toISOString()}::timestamptz`
    const { rows } = (await on.execute(sql`
      select
        (select max(${sentAt}) from ${embeddedMailLog} where ${to} = e.email) as "lastSentAt",
        (select count(*)::int from ${embeddedMailLog} where ${to} = e.email and ${since(3_600_000)}) as "perHour",
        (select count(*)::int from ${embeddedMailLog}
          where ${embeddedMailLog.ip} = ${ip} and ${since(600_000)}) as "fromIp",
        (select count(*)::int from ${embeddedMailLog}
          where ${embeddedMailLog.projectId} = ${projectId} and ${since(3_600_000)}) as "fromProject"
      from (values ${sql.join(addresses, sql`, `)}) as e(email, position)
      order by e.position
    `)) as unknown as { rows: MailCounts[] }
    for (const counts of rows) {
      const wait =
        counts.lastSentAt === null ? 0 : new Date(counts.lastSentAt).getTime() + limits.emailGapMs - now
      if (wait > 0) throw new EmailRateLimitedError(Math.ceil(wait / 1000))
      if (counts.perHour >= limits.emailPerHour) throw new TooManyRequestsError('email')
      if (counts.fromIp >= limits.ipPer10Minutes) throw new TooManyRequestsError('ip')
      if (counts.fromProject >= limits.projectPerHour) throw new TooManyRequestsError('project')
    }
  }

  // Refused at once, without waiting for the locks, once a limit is already reached (a burst's latecomers).
  await checkLimits(db)
  return db.transaction(async (tx) => {
    // Every lock in one statement, in ascending order (a select list is evaluated in order).
    const subjects = [...emails.map((email) => `email:${email}`), `ip:${ip}`, `project:${projectId}`]
    const keys = [...new Set(subjects.map(lockKey))].sort((a, b) => a - b)
    const locks = keys.map((key) => sql`pg_advisory_xact_lock(${mailLimitLockClass}::int, ${key}::int)`)
    await tx.execute(sql`select ${sql.join(locks, sql`, `)}`)
    await checkLimits(tx)
    const recorded = await tx
      .insert(embeddedMailLog)
      .values(emails.map((email) => ({ email, projectId, ip, kind: parameters.kind, sentAt: new Date(now) })))
      .returning({ id: embeddedMailLog.id })
    return recorded.map((row) => row.id)
  })
}

/**
 * Gives back the e-mails reserved by `reserveMails` that were not sent: they do not count, so the visitor may
 * ask again at once.
 *
 * @example
 * await releaseMails(db, [slot])
 */
export async function releaseMails(db: Database, slots: readonly string[]): Promise<void> {
  if (slots.length > 0) await db.delete(embeddedMailLog).where(inArray(embeddedMailLog.id, [...slots]))
}

/**
 * Records an e-mail sent without a reservation (one the visitor could not ask twice, such as the code that
 * follows a device approval): it counts in the limits like the others.
 *
 * @example
 * await recordMail(db, { email, projectId, ip, kind: 'login', sentAt: new Date() })
 */
export async function recordMail(
  db: Database,
  mail: { email: string; projectId: string; ip: string; kind: MailKind; sentAt: Date },
): Promise<void> {
  await db.insert(embeddedMailLog).values(mail)
}

/**
 * Says what a reserved e-mail turned out to be (a login that needed a device approval mails the link instead
 * of a code).
 *
 * @example
 * await relabelMail(db, slot, 'device')
 */
export async function relabelMail(db: Database, slot: string, kind: MailKind): Promise<void> {
  await db.update(embeddedMailLog).set({ kind }).where(eq(embeddedMailLog.id, slot))
}
