import { sql } from 'drizzle-orm'
import { rateLimits } from '../accessTables.js'
import { addRateLimitHits, readCounter, scheduleFlush } from './flushRateLimitHits.js'
import { countOf, type RateLimitCounter, type RateLimitState } from './rateLimitState.js'

/** Keys counted in memory before those whose window has ended are forgotten. */
const maxCountedKeys = 50_000

/** A hit as the rate limiter reads it: the key's count with this hit, and when its window ends. */
export type CountedHit = { totalHits: number; resetTime: Date }

/**
 * Whether the key must be read before this instance serves one more hit: it has served its share since
 * the last read (a stale key is served by `countStale`). A hit past the limit needs no read: it is refused
 * on what is known.
 */
const mustRead = (state: RateLimitState, counter: RateLimitCounter) =>
  countOf(counter) < state.limit && counter.allowance <= 0

/**
 * Whether what the instance read of the key is older than the interval, with no read under way. Such a key
 * serves one hit at once (a visitor's first request does not wait for the database) and reads before the
 * next: while that read is under way, the key's other hits wait for it, so an idle instance serves at most
 * one hit on a stale total.
 */
const isStale = (state: RateLimitState, counter: RateLimitCounter, at: number) =>
  counter.read === undefined && at - counter.readAt > state.flushIntervalMs

/** Forgets counters whose window has ended with nothing left to write, so memory follows the active keys. */
function sweep(state: RateLimitState, at: number) {
  for (const [key, counter] of state.counters)
    if (counter.resetAt <= at && counter.pending === 0 && counter.sending === 0 && counter.read === undefined)
      state.counters.delete(key)
}

/** The key's in-memory counter, in its current window. */
function counterOf(state: RateLimitState, key: string, at: number): RateLimitCounter {
  let counter = state.counters.get(key)
  if (!counter) {
    if (state.counters.size >= maxCountedKeys) sweep(state, at)
    counter = {
      pending: 0,
      sending: 0,
      shared: 0,
      resetAt: at + state.windowMs,
      readAt: Number.NEGATIVE_INFINITY,
      allowance: 0,
      wanted: false,
      read: undefined,
    }
    state.counters.set(key, counter)
  } else if (counter.resetAt <= at && counter.readAt < counter.resetAt) {
    // The window has ended here too; another instance may have opened the next one: read it first.
    // (Read since, the database says it has not ended: this clock is ahead of the database's, whose
    // windows count until it opens the next one.)
    counter.shared = 0
    counter.resetAt = at + state.windowMs
    counter.readAt = Number.NEGATIVE_INFINITY
    counter.allowance = 0
  }
  return counter
}

/** Counts one hit that may be served now (or is refused): it takes one of the instance's allowance. */
function count(state: RateLimitState, counter: RateLimitCounter) {
  if (countOf(counter) < state.limit) counter.allowance--
  counter.pending++
  scheduleFlush(state)
}

/** Serves one hit of a stale key on what is known, and reads the key before any other hit is served. */
function countStale(state: RateLimitState, counter: RateLimitCounter) {
  count(state, counter)
  counter.allowance = 0
  void readCounter(state, counter)
}

const counted = (counter: RateLimitCounter): CountedHit => ({
  totalHits: countOf(counter),
  resetTime: new Date(counter.resetAt),
})

/**
 * Counts one hit of `key`: written at once without an interval; otherwise in memory, after reading the
 * key's total when this instance has served its share of it.
 */
export async function countHit(state: RateLimitState, key: string): Promise<CountedHit> {
  if (state.flushIntervalMs === 0) {
    const [row] = await addRateLimitHits(state, [{ key, hits: 1 }])
    return { totalHits: row?.hits ?? 1, resetTime: row?.resetAt ?? new Date(state.now() + state.windowMs) }
  }
  let counter = counterOf(state, key, state.now())
  if (countOf(counter) < state.limit && isStale(state, counter, state.now())) {
    countStale(state, counter)
    return counted(counter)
  }
  // Concurrent hits of the key share one read; each takes its turn on the allowance it gives.
  while (mustRead(state, counter)) {
    await readCounter(state, counter)
    counter = counterOf(state, key, state.now())
  }
  count(state, counter)
  return counted(counter)
}

/**
 * Counts one hit of `key` without waiting when it is counted in memory, stays within the limit and this
 * instance may serve it on what it last read (true); otherwise counts nothing (false).
 */
export function tryCountHitNow(state: RateLimitState, key: string): boolean {
  if (state.flushIntervalMs === 0) return false
  const at = state.now()
  const counter = counterOf(state, key, at)
  if (countOf(counter) + 1 > state.limit) return false
  if (isStale(state, counter, at)) {
    countStale(state, counter)
    return true
  }
  if (mustRead(state, counter)) return false
  count(state, counter)
  return true
}

/** Gives back one hit of `key`: one not yet written, else (written at once) one in the table. */
export async function uncountHit(state: RateLimitState, key: string): Promise<void> {
  const counter = state.counters.get(key)
  if (counter && counter.pending > 0) {
    counter.pending--
    // The hit is given back, and with it the share it took.
    if (countOf(counter) < state.limit) counter.allowance++
  } else if (state.flushIntervalMs === 0)
    await state.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(sql`${rateLimits.key} = ${state.prefix + key}`)
}
