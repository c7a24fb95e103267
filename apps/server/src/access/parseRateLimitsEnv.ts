import { defaultRateLimits, type RateLimitConfig, type RateLimitRule } from './createRateLimits.js'

export class InvalidRateLimitsError extends Error {
  override name = 'InvalidRateLimitsError'
  constructor(value: string) {
    super(
      `LATCH_RATE_LIMITS must be "off" or comma-separated <name>=<limit>/<seconds> with names ${Object.keys(defaultRateLimits).join(', ')}, got "${value}"`,
    )
  }
}

/**
 * `LATCH_RATE_LIMITS`: unset for the defaults, `off` for none, or changes such as
 * `ip=600/60,nonce=10/60` (at most 600 requests per 60 s per IP, 10 nonces per minute).
 */
export function parseRateLimitsEnv(value: string | undefined): Partial<RateLimitConfig> | false | undefined {
  if (value === undefined || value.trim() === '') return undefined
  if (value.trim() === 'off') return false
  const config: Partial<Record<keyof RateLimitConfig, RateLimitRule>> = {}
  for (const entry of value.split(',')) {
    const match = /^\s*(\w+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(entry)
    const name = match?.[1] as keyof RateLimitConfig | undefined
    if (!match || !name || !Object.hasOwn(defaultRateLimits, name) || Number(match[3]) === 0)
      throw new InvalidRateLimitsError(value)
    config[name] = { limit: Number(match[2]), windowMs: Number(match[3]) * 1000 }
  }
  return config
}
