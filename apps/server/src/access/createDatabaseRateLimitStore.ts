import { sql } from 'drizzle-orm'
import type { Store } from 'hono-rate-limiter'
import type { Database } from '../db/createDatabase.js'
import { rateLimits } from './accessTables.js'

export type DatabaseRateLimitStoreParameters = {
  /** Prepended to every key, so that several limits share the table. */
  prefix: string
  /**
   * 0: every hit is counted in the database before the request goes on (exact across instances; for the
   * tight limits of rare, costly routes). Above 0: hits are counted in memory and added to the database
   * in one statement per interval, and the shared totals read back (for the broad limits on every
   * request, where a write per request would make one row per project the server's bottleneck).
   * Default 0.
   */
  flushIntervalMs?: number | undefined
}

export type DatabaseRateLimitStore = Store & {
  /** Writes the hits counted in memory now; resolves when the database has them. */
  flush(): Promise<void>
  /**
   * Counts one hit of `key` without waiting, when hits are counted in memory (`flushIntervalMs` above 0)
   * and the hit stays within `limit`: then true. Otherwise false and nothing is counted (`increment`
   * decides, and answers the refusal).
   */
  tryIncrementNow(key: string, limit: number): boolean
}

/**
 * `pending`: hits not yet sent to the database; `sending`: hits of the write under way, which `shared` (the
 * database's total when last read) does not hold yet. The key's count is the sum of the three.
 */
type Counter = { pending: number; sending: number; shared: number; resetAt: number }

/** Keys counted in memory before those whose window has ended are forgotten. */
const maxCountedKeys = 50_000

/**
 * A `hono-rate-limiter` store in the `rate_limits` table: fixed windows per key, counted with one
 * upsert, so several server instances on one database share the counts.
 *
 * @example
 * const store = createDatabaseRateLimitStore(db, { prefix: 'ip:', flushIntervalMs: 200 })
 * app.use(rateLimiter({ windowMs: 60_000, limit: 600, keyGenerator: clientIp, store }))
 */
export function createDatabaseRateLimitStore(
  db: Database,
  parameters: DatabaseRateLimitStoreParameters,
): DatabaseRateLimitStore {
  const { prefix } = parameters
  const flushIntervalMs = parameters.flushIntervalMs ?? 0
  let windowMs = 60_000
  const counters = new Map<string, Counter>()
  let timer: ReturnType<typeof setTimeout> | undefined
  // Flushes run one after the other; this chain never rejects.
  let flushed: Promise<void> = Promise.resolve()

  /** Adds `hits` per key in one statement; a window that has ended starts again at those hits. */
  async function add(entries: readonly { key: string; hits: number }[]) {
    const resetAt = new Date(Date.now() + windowMs)
    return db
      .insert(rateLimits)
      .values(entries.map(({ key, hits }) => ({ key: prefix + key, hits, resetAt })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ key: rateLimits.key, hits: rateLimits.hits, resetAt: rateLimits.resetAt })
  }

  async function flushNow(): Promise<void> {
    const batch = [...counters].filter(([, counter]) => counter.pending > 0)
    if (batch.length === 0) return
    for (const [, counter] of batch) {
      counter.sending = counter.pending
      counter.pending = 0
    }
    try {
      const rows = await add(batch.map(([key, counter]) => ({ key, hits: counter.sending })))
      for (const row of rows) {
        const counter = counters.get(row.key.slice(prefix.length))
        if (!counter) continue
        counter.shared = row.hits
        counter.resetAt = row.resetAt.getTime()
      }
    } catch (error) {
      // The database is away: keep the hits to add them with the next flush, and go on counting locally.
      for (const [, counter] of batch) counter.pending += counter.sending
      throw error
    } finally {
      for (const [, counter] of batch) counter.sending = 0
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = undefined
    const next = flushed.then(flushNow)
    flushed = next.catch(() => {})
    return next
  }

  function schedule() {
    if (timer) return
    timer = setTimeout(() => {
      timer = undefined
      // A failed flush keeps its hits for the next one; requests go on being counted meanwhile.
      flush().catch(() => {})
    }, flushIntervalMs)
    timer.unref?.()
  }

  /** Forgets counters whose window has ended with nothing left to write, so memory follows the active keys. */
  function sweep(now: number) {
    for (const [key, counter] of counters)
      if (counter.resetAt <= now && counter.pending === 0 && counter.sending === 0) counters.delete(key)
  }

  /** The key's in-memory counter, in its current window. */
  function counterOf(key: string): Counter {
    const now = Date.now()
    let counter = counters.get(key)
    if (!counter) {
      if (counters.size >= maxCountedKeys) sweep(now)
      counter = { pending: 0, sending: 0, shared: 0, resetAt: now + windowMs }
      counters.set(key, counter)
    } else if (counter.resetAt <= now) {
      // The window has ended here too; the next flush reads the database's new one back.
      counter.shared = 0
      counter.resetAt = now + windowMs
    }
    return counter
  }

  return {
    prefix,
    localKeys: false,
    init(options) {
      windowMs = options.windowMs
    },
    async increment(key) {
      if (flushIntervalMs === 0) {
        const [row] = await add([{ key, hits: 1 }])
        return { totalHits: row?.hits ?? 1, resetTime: row?.resetAt ?? new Date(Date.now() + windowMs) }
      }
      const counter = counterOf(key)
      counter.pending++
      schedule()
      return {
        totalHits: counter.shared + counter.sending + counter.pending,
        resetTime: new Date(counter.resetAt),
      }
    },
    tryIncrementNow(key, limit) {
      if (flushIntervalMs === 0) return false
      const counter = counterOf(key)
      if (counter.shared + counter.sending + counter.pending + 1 > limit) return false
      counter.pending++
      schedule()
      return true
    },
    async decrement(key) {
      const counter = counters.get(key)
      if (counter && counter.pending > 0) counter.pending--
      else if (flushIntervalMs === 0)
        await db
          .update(rateLimits)
          .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
          .where(sql`${rateLimits.key} = ${prefix + key}`)
    },
    async resetKey(key) {
      counters.delete(key)
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${prefix + key}`)
    },
    flush,
    shutdown() {
      if (timer) clearTimeout(timer)
      timer = undefined
    },
  }
}
