/** Requests a socket may send: `burst` at once, refilled at `perSecond`. */
export type TokenBucketRule = { burst: number; perSecond: number }

export type TokenBucket = { take(now?: number): boolean }

/**
 * A token bucket: each request takes a token; an empty bucket refuses until it refills.
 *
 * @example
 * const bucket = createTokenBucket({ burst: 200, perSecond: 100 })
 * if (!bucket.take()) refuse()
 */
export function createTokenBucket(rule: TokenBucketRule): TokenBucket {
  let tokens = rule.burst
  let last = performance.now()
  return {
    take(now = performance.now()) {
      tokens = Math.min(rule.burst, tokens + ((now - last) / 1000) * rule.perSecond)
      last = now
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
  }
}
