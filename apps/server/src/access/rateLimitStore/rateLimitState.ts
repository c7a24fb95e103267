import type { Database } from '../../db/createDatabase.js'

/**
 * A key as this instance knows it. `pending`: hits not yet sent to the database; `sending`: hits of the
 * write under way, which `shared` (the database's total when last read) does not hold yet; the key's count
 * is the sum of the three. `readAt`: when the statement that last read `shared` was sent (-Infinity: never).
 * `allowance`: the hits this instance may still serve before it reads again. `read`: the statement under way
 * or queued that carries the key, which hits waiting for a read share.
 */
export type RateLimitCounter = {
  pending: number
  sending: number
  shared: number
  resetAt: number
  readAt: number
  allowance: number
  wanted: boolean
  read: Promise<void> | undefined
}

/** What one store's counting and flushing share: its settings, the counters in memory and the flush timer. */
export type RateLimitState = {
  db: Database
  /** Prepended to every key in the table. */
  prefix: string
  /** The most hits a key may have in a window. */
  limit: number
  /** 0: every hit is written at once; above 0: hits are counted in memory and written this often. */
  flushIntervalMs: number
  now: () => number
  /** The window's length, given by the rate limiter when it starts the store. */
  windowMs: number
  counters: Map<string, RateLimitCounter>
  timer: ReturnType<typeof setTimeout> | undefined
  /** Flushes run one after the other; this chain never rejects. */
  flushed: Promise<void>
}

/**
 * The share of what is left of a key's limit that an instance serves on its own between two reads. Other
 * instances do not see those hits until the next read, so with N instances serving one key at once up to
 * N shares can be served unseen: an eighth keeps two or three instances within a few hits of the limit
 * (each read leaves seven eighths of what is left to the others), and costs about 8·ln(limit) reads per
 * window for a key that reaches its limit on a single instance.
 */
export const allowanceShare = 1 / 8

/** The key's count as this instance knows it: the shared total, the hits being written and those not yet sent. */
export const countOf = (counter: RateLimitCounter) => counter.shared + counter.sending + counter.pending

/** What this instance may serve of the key until its next read: a share of what is left, at least one hit. */
export function allow(state: RateLimitState, counter: RateLimitCounter) {
  const left = state.limit - countOf(counter)
  counter.allowance = left > 0 ? Math.max(1, Math.floor(left * allowanceShare)) : 0
}
