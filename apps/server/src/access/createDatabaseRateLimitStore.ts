import { sql } from 'drizzle-orm'
import type { Store } from 'hono-rate-limiter'
import type { Database } from '../db/createDatabase.js'
import { rateLimits } from './accessTables.js'
import { countHit, tryCountHitNow, uncountHit } from './rateLimitStore/countRateLimitHits.js'
import { flushRateLimitHits, stopFlushTimer } from './rateLimitStore/flushRateLimitHits.js'
import type { RateLimitState } from './rateLimitStore/rateLimitState.js'

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
  const state: RateLimitState = {
    db,
    prefix: parameters.prefix,
    limit: parameters.limit,
    flushIntervalMs: parameters.flushIntervalMs ?? 0,
    now: parameters.now ?? Date.now,
    windowMs: 60_000,
    counters: new Map(),
    timer: undefined,
    flushed: Promise.resolve(),
  }
  return {
    prefix: state.prefix,
    localKeys: false,
    init(options) {
      state.windowMs = options.windowMs
    },
    increment: (key) => countHit(state, key),
    tryIncrementNow: (key) => tryCountHitNow(state, key),
    decrement: (key) => uncountHit(state, key),
    async resetKey(key) {
      state.counters.delete(key)
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${state.prefix + key}`)
    },
    flush: () => flushRateLimitHits(state),
    shutdown: () => stopFlushTimer(state),
  }
}
