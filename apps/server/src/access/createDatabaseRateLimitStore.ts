import { sql } from 'drizzle-orm'
import type { Store } from 'hono-rate-limiter'
import type { Database } from '../db/createDatabase.js'
import { rateLimits } from './accessTables.js'

export type DatabaseRateLimitStoreParameters = {
  /** Prepended to every key, so that several limits share the table. */
  prefix: string
  /** The most hits a key may have in a window. */
  limit: number
  /**
   * 0: every hit is counted in the database before the request goes on (exact across instances; for the
   * tight limits of rare, costly routes). Above 0: hits are counted in memory and added to the database
   * in one statement per interval, which reads the shared totals back (for the broad limits on every
   * request, where a write per request would make one row per project the server's bottleneck). A key
   * whose total was read longer ago than the interval is read again before its next hit is counted, and
   * between reads an instance serves at most a share of what was left of the limit (see `allowanceShare`).
   * Default 0.
   */
  flushIntervalMs?: number | undefined
  /** The clock (ms), for the windows and the age of what was read; tests move it forward. Default `Date.now`. */
  now?: (() => number) | undefined
}

export type DatabaseRateLimitStore = Store & {
  /** Writes the hits counted in memory now, and reads their totals back; resolves when the database has them. */
  flush(): Promise<void>
  /**
   * Counts one hit of `key` without waiting, when hits are counted in memory (`flushIntervalMs` above 0),
   * the hit stays within the limit, and this instance may serve it on what it last read: then true.
   * Otherwise false and nothing is counted (`increment` decides, reading the total first if it must, and
   * answers the refusal).
   */
  tryIncrementNow(key: string): boolean
}

/**
 * A key as this instance knows it. `pending`: hits not yet sent to the database; `sending`: hits of the
 * write under way, which `shared` (the database's total when last read) does not hold yet; the key's count
 * is the sum of the three. `readAt`: when the statement that last read `shared` was sent (-Infinity: never).
 * `allowance`: the hits this instance may still serve before it reads again. `read`: the statement under way
 * or queued that carries the key, which hits waiting for a read share.
 */
type Counter = {
  pending: number
  sending: number
  shared: number
  resetAt: number
  readAt: number
  allowance: number
  wanted: boolean
  read: Promise<void> | undefined
}

/**
 * The share of what is left of a key's limit that an instance serves on its own between two reads. Other
 * instances do not see those hits until the next read, so with N instances serving one key at once up to
 * N shares can be served unseen: an eighth keeps two or three instances within a few hits of the limit
 * (each read leaves seven eighths of what is left to the others), and costs about 8·ln(limit) reads per
 * window for a key that reaches its limit on a single instance.
 */
export const allowanceShare = 1 / 8

/** Keys counted in memory before those whose window has ended are forgotten. */
const maxCountedKeys = 50_000

/**
 * A `hono-rate-limiter` store in the `rate_limits` table: fixed windows per key, counted with one
 * upsert, so several server instances on one database share the counts.
 *
 * @example
 * const store = createDatabaseRateLimitStore(db, { prefix: 'ip:', limit: 600, flushIntervalMs: 200 })
 * app.use(rateLimiter({ windowMs: 60_000, limit: 600, keyGenerator: clientIp, store }))
 */
export function createDatabaseRateLimitStore(
  db: Database,
  parameters: DatabaseRateLimitStoreParameters,
): DatabaseRateLimitStore {
  const { prefix, limit } = parameters
  const flushIntervalMs = parameters.flushIntervalMs ?? 0
  const now = parameters.now ?? Date.now
  let windowMs = 60_000
  const counters = new Map<string, Counter>()
  let timer: ReturnType<typeof setTimeout> | undefined
  // Flushes run one after the other; this chain never rejects.
  let flushed: Promise<void> = Promise.resolve()

  /** Adds `hits` per key in one statement; a window that has ended starts again at those hits. */
  async function add(entries: readonly { key: string; hits: number }[]) {
    const resetAt = new Date(now() + windowMs)
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

  const countOf = (counter: Counter) => counter.shared + counter.sending + counter.pending

  /** What this instance may serve of the key until its next read: a share of what is left, at least one hit. */
  function allow(counter: Counter) {
    const left = limit - countOf(counter)
    counter.allowance = left > 0 ? Math.max(1, Math.floor(left * allowanceShare)) : 0
  }

  /**
   * Writes the keys' hits counted in memory, with the keys waiting for a read (0 hits), in one statement,
   * whose answer is their totals.
   */
  async function flushNow(): Promise<void> {
    const keys = [...counters].filter(([, counter]) => counter.pending > 0 || counter.wanted)
    if (keys.length === 0) return
    const batch = keys.map(([, counter]) => counter)
    const sentAt = now()
    for (const counter of batch) {
      counter.sending = counter.pending
      counter.pending = 0
      counter.wanted = false
    }
    const statement = add(keys.map(([key, counter]) => ({ key, hits: counter.sending })))
    // Hits that must wait for a read wait for this statement rather than send another.
    const answered = statement.then(
      () => {},
      () => {},
    )
    for (const counter of batch) counter.read = answered
    try {
      const rows = await statement
      for (const counter of batch) counter.sending = 0
      for (const row of rows) {
        const counter = counters.get(row.key.slice(prefix.length))
        if (!counter) continue
        counter.shared = row.hits
        counter.resetAt = row.resetAt.getTime()
        counter.readAt = sentAt
        allow(counter)
      }
    } catch (error) {
      // The database is away: keep the hits to add them with the next flush, and go on counting locally
      // on what was last read, a share at a time, asking again after an interval.
      for (const counter of batch) {
        counter.pending += counter.sending
        counter.sending = 0
        counter.readAt = sentAt
        allow(counter)
      }
      throw error
    } finally {
      for (const counter of batch) if (counter.read === answered) counter.read = undefined
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

  /** The statement that reads the key: the one under way or queued that carries it, else a new one. */
  function readOf(counter: Counter): Promise<void> {
    if (counter.read) return counter.read
    counter.wanted = true
    const queued = flush().catch(() => {})
    counter.read ??= queued
    return queued
  }

  /**
   * Whether the key must be read before this instance serves one more hit: it has served its share since
   * the last read (a stale key is served by `countStale`). A hit past the limit needs no read: it is refused
   * on what is known.
   */
  const mustRead = (counter: Counter) => countOf(counter) < limit && counter.allowance <= 0

  /**
   * Whether what the instance read of the key is older than the interval, with no read under way. Such a key
   * serves one hit at once (a visitor's first request does not wait for the database) and reads before the
   * next: while that read is under way, the key's other hits wait for it, so an idle instance serves at most
   * one hit on a stale total.
   */
  const isStale = (counter: Counter, at: number) =>
    counter.read === undefined && at - counter.readAt > flushIntervalMs

  /** Serves one hit of a stale key on what is known, and reads the key before any other hit is served. */
  function countStale(counter: Counter) {
    count(counter)
    counter.allowance = 0
    void readOf(counter)
  }

  /** Forgets counters whose window has ended with nothing left to write, so memory follows the active keys. */
  function sweep(at: number) {
    for (const [key, counter] of counters)
      if (
        counter.resetAt <= at &&
        counter.pending === 0 &&
        counter.sending === 0 &&
        counter.read === undefined
      )
        counters.delete(key)
  }

  /** The key's in-memory counter, in its current window. */
  function counterOf(key: string, at: number): Counter {
    let counter = counters.get(key)
    if (!counter) {
      if (counters.size >= maxCountedKeys) sweep(at)
      counter = {
        pending: 0,
        sending: 0,
        shared: 0,
        resetAt: at + windowMs,
        readAt: Number.NEGATIVE_INFINITY,
        allowance: 0,
        wanted: false,
        read: undefined,
      }
      counters.set(key, counter)
    } else if (counter.resetAt <= at && counter.readAt < counter.resetAt) {
      // The window has ended here too; another instance may have opened the next one: read it first.
      // (Read since, the database says it has not ended: this clock is ahead of the database's, whose
      // windows count until it opens the next one.)
      counter.shared = 0
      counter.resetAt = at + windowMs
      counter.readAt = Number.NEGATIVE_INFINITY
      counter.allowance = 0
    }
    return counter
  }

  /** Counts one hit that may be served now (or is refused): it takes one of the instance's allowance. */
  function count(counter: Counter) {
    if (countOf(counter) < limit) counter.allowance--
    counter.pending++
    schedule()
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
        return { totalHits: row?.hits ?? 1, resetTime: row?.resetAt ?? new Date(now() + windowMs) }
      }
      let counter = counterOf(key, now())
      if (countOf(counter) < limit && isStale(counter, now())) {
        countStale(counter)
        return { totalHits: countOf(counter), resetTime: new Date(counter.resetAt) }
      }
      // Concurrent hits of the key share one read; each takes its turn on the allowance it gives.
      while (mustRead(counter)) {
        await readOf(counter)
        counter = counterOf(key, now())
      }
      count(counter)
      return { totalHits: countOf(counter), resetTime: new Date(counter.resetAt) }
    },
    tryIncrementNow(key) {
      if (flushIntervalMs === 0) return false
      const at = now()
      const counter = counterOf(key, at)
      if (countOf(counter) + 1 > limit) return false
      if (isStale(counter, at)) {
        countStale(counter)
        return true
      }
      if (mustRead(counter)) return false
      count(counter)
      return true
    },
    async decrement(key) {
      const counter = counters.get(key)
      if (counter && counter.pending > 0) {
        counter.pending--
        // The hit is given back, and with it the share it took.
        if (countOf(counter) < limit) counter.allowance++
      } else if (flushIntervalMs === 0)
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
