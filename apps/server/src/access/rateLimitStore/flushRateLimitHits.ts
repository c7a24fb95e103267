import { sql } from 'drizzle-orm'
import { rateLimits } from '../accessTables.js'
import { allow, type RateLimitCounter, type RateLimitState } from './rateLimitState.js'

/** Adds `hits` per key in one statement; a window that has ended starts again at those hits. */
export async function addRateLimitHits(
  state: RateLimitState,
  entries: readonly { key: string; hits: number }[],
) {
  const resetAt = new Date(state.now() + state.windowMs)
  return state.db
    .insert(rateLimits)
    .values(entries.map(({ key, hits }) => ({ key: state.prefix + key, hits, resetAt })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, hits: rateLimits.hits, resetAt: rateLimits.resetAt })
}

/**
 * Writes the keys' hits counted in memory, with the keys waiting for a read (0 hits), in one statement,
 * whose answer is their totals.
 */
async function flushNow(state: RateLimitState): Promise<void> {
  const keys = [...state.counters].filter(([, counter]) => counter.pending > 0 || counter.wanted)
  if (keys.length === 0) return
  const batch = keys.map(([, counter]) => counter)
  const sentAt = state.now()
  for (const counter of batch) {
    counter.sending = counter.pending
    counter.pending = 0
    counter.wanted = false
  }
  const statement = addRateLimitHits(
    state,
    keys.map(([key, counter]) => ({ key, hits: counter.sending })),
  )
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
      const counter = state.counters.get(row.key.slice(state.prefix.length))
      if (!counter) continue
      counter.shared = row.hits
      counter.resetAt = row.resetAt.getTime()
      counter.readAt = sentAt
      allow(state, counter)
    }
  } catch (error) {
    // The database is away: keep the hits to add them with the next flush, and go on counting locally
    // on what was last read, a share at a time, asking again after an interval.
    for (const counter of batch) {
      counter.pending += counter.sending
      counter.sending = 0
      counter.readAt = sentAt
      allow(state, counter)
    }
    throw error
  } finally {
    for (const counter of batch) if (counter.read === answered) counter.read = undefined
  }
}

/** Writes the hits counted in memory now, after any flush under way; resolves when the database has them. */
export function flushRateLimitHits(state: RateLimitState): Promise<void> {
  stopFlushTimer(state)
  const next = state.flushed.then(() => flushNow(state))
  state.flushed = next.catch(() => {})
  return next
}

/** Starts the timer of the next flush, unless one is set. */
export function scheduleFlush(state: RateLimitState) {
  if (state.timer) return
  state.timer = setTimeout(() => {
    state.timer = undefined
    // A failed flush keeps its hits for the next one; requests go on being counted meanwhile.
    flushRateLimitHits(state).catch(() => {})
  }, state.flushIntervalMs)
  state.timer.unref?.()
}

export function stopFlushTimer(state: RateLimitState) {
  if (state.timer) clearTimeout(state.timer)
  state.timer = undefined
}

/** The statement that reads the key: the one under way or queued that carries it, else a new one. */
export function readCounter(state: RateLimitState, counter: RateLimitCounter): Promise<void> {
  if (counter.read) return counter.read
  counter.wanted = true
  const queued = flushRateLimitHits(state).catch(() => {})
  counter.read ??= queued
  return queued
}
