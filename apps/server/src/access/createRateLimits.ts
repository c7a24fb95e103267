import type { Context, MiddlewareHandler } from 'hono'
import { type RateLimitInfo, rateLimiter } from 'hono-rate-limiter'
import type { Database } from '../db/createDatabase.js'
import { RateLimitedError } from '../errors.js'
import { clientAddress } from './clientAddress.js'
import { clientIp } from './clientIp.js'
import { createDatabaseRateLimitStore, type DatabaseRateLimitStore } from './createDatabaseRateLimitStore.js'

/** At most `limit` requests in each window of `windowMs`. */
export type RateLimitRule = { limit: number; windowMs: number }

/** The server's limits. `ip` and `project` apply to every request; the others to one kind of request. */
export type RateLimitConfig = {
  /** Every request, per client IP. */
  ip: RateLimitRule
  /** Every request for a project (catalogue, data API, proxy, names, sign-in, analytics), per project. */
  project: RateLimitRule
  /** Sign-in nonces, per client IP: each one is a database row until it expires. */
  nonce: RateLimitRule
  /** Name registrations, per client IP: each one checks a signature, maybe on chain, and writes. */
  nameRegistration: RateLimitRule
  /** Anything that sends an e-mail (login codes), per client IP and per address. */
  email: RateLimitRule
  /**
   * Paymaster sponsorship requests (ERC-7677 stubs and final data), per client IP: each one may look up a
   * session and check signatures before the paymaster's key signs. A project's own server (its secret key) is
   * not counted: its project's daily budget bounds it.
   */
  sponsorship: RateLimitRule
}

export const defaultRateLimits: RateLimitConfig = {
  ip: { limit: 1_200, windowMs: 60_000 },
  project: { limit: 60_000, windowMs: 60_000 },
  nonce: { limit: 30, windowMs: 60_000 },
  nameRegistration: { limit: 10, windowMs: 3_600_000 },
  email: { limit: 5, windowMs: 600_000 },
  sponsorship: { limit: 60, windowMs: 60_000 },
}

export type RateLimits = {
  /** The `ip` limit as middleware, keyed by the client's address. */
  perIp: MiddlewareHandler
  /** The `project` limit as middleware; counts only requests whose project `projectOf` knows. */
  perProject(projectOf: (c: Context) => string | undefined): MiddlewareHandler
  /**
   * Middleware for one of the tight limits, keyed by the client's IP, or by what `key` returns (a
   * request without a key is not counted).
   */
  route(
    name: Exclude<keyof RateLimitConfig, 'ip' | 'project'>,
    key?: (c: Context) => string | undefined,
  ): MiddlewareHandler
  /** Counts one hit of `name` for `key` in a handler; throws `RateLimitedError` (429) past the limit. */
  hit(name: keyof RateLimitConfig, key: string): Promise<void>
  /**
   * Counts one hit of each broad limit listed, without waiting, when every one stays within its limit
   * (true; always when limits are off). Otherwise counts none and returns false: the request then takes
   * the middleware, which counts it and answers 429. For answers served before the middleware.
   */
  tryHitNow(hits: readonly (readonly ['ip' | 'project', string])[]): boolean
  /** The client's IP, as the limits see it. */
  clientIp(c: Context): string
  /** The same from a request's `X-Forwarded-For` and its socket's peer address (see `clientAddress`). */
  clientAddress(forwardedFor: string | undefined, socketAddress: string | undefined): string
  /** Writes the counts held in memory; for tests and shutdown. */
  flush(): Promise<void>
  stop(): void
}

export type CreateRateLimitsParameters = {
  db: Database
  /** Limits to change; `false` turns every limit off (benchmarks). */
  config?: Partial<RateLimitConfig> | false | undefined
  /** Reverse proxies in front of the server whose `X-Forwarded-For` is trusted. Default 0. */
  trustedProxies?: number | undefined
  /**
   * How often the broad limits' in-memory counts are written to the database; a key not read for longer
   * is read again before its next hit is served. Default 200 ms.
   */
  flushIntervalMs?: number | undefined
  /** The limits' clock (ms); tests move it forward. Default `Date.now`. */
  now?: (() => number) | undefined
}

/** Whole seconds until the window ends (at least 1), for `Retry-After`. */
const secondsUntil = (resetTime: Date | undefined, rule: RateLimitRule, now: number) =>
  resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - now) / 1000)) : Math.ceil(rule.windowMs / 1000)

const describe: Record<keyof RateLimitConfig, string> = {
  ip: 'requests from one address',
  project: 'requests for this project',
  nonce: 'sign-in nonces from one address',
  nameRegistration: 'name registrations from one address',
  email: 'e-mails for one address',
  sponsorship: 'sponsorship requests from one address',
}

/**
 * The rate limits of every route, counted in the database (`rate_limits`) so that several server
 * instances share them. Over a limit a request is answered 429 `RATE_LIMITED` with `Retry-After`.
 *
 * @example
 * const limits = createRateLimits({ db })
 * app.use(limits.perIp)
 * app.post('/v1/auth/email', limits.route('email', (c) => c.req.query('email')), handler)
 */
export function createRateLimits(parameters: CreateRateLimitsParameters): RateLimits {
  const { db } = parameters
  const enabled = parameters.config !== false
  const config: RateLimitConfig = { ...defaultRateLimits, ...(parameters.config || {}) }
  const trustedProxies = parameters.trustedProxies ?? 0
  const now = parameters.now ?? Date.now
  const stores = new Map<keyof RateLimitConfig, DatabaseRateLimitStore>()
  const broad = new Set<keyof RateLimitConfig>(['ip', 'project'])

  const storeOf = (name: keyof RateLimitConfig) => {
    let store = stores.get(name)
    if (!store) {
      // The broad limits count in memory between writes; the tight ones write every hit.
      store = createDatabaseRateLimitStore(db, {
        prefix: `${name}:`,
        limit: config[name].limit,
        flushIntervalMs: broad.has(name) ? (parameters.flushIntervalMs ?? 200) : 0,
        now: parameters.now,
      })
      store.init?.({ windowMs: config[name].windowMs } as never)
      stores.set(name, store)
    }
    return store
  }

  const middleware = (
    name: keyof RateLimitConfig,
    key: (c: Context) => string | undefined,
  ): MiddlewareHandler => {
    if (!enabled) return (_c, next) => next()
    const rule = config[name]
    const store = storeOf(name)
    return rateLimiter({
      windowMs: rule.windowMs,
      limit: rule.limit,
      // No RateLimit-* headers: set before the route answers, they would make Hono rebuild its response.
      // A refusal says when to retry (Retry-After).
      standardHeaders: false,
      store,
      skip: (c) => key(c) === undefined,
      keyGenerator: (c) => key(c) ?? '',
      handler: (c) => {
        const info = c.get('rateLimit' as never) as RateLimitInfo | undefined
        throw new RateLimitedError(
          describe[name],
          rule.limit,
          rule.windowMs,
          secondsUntil(info?.resetTime, rule, now()),
        )
      },
    })
  }

  const ipOf = (c: Context) => clientIp(c, trustedProxies)

  return {
    perIp: middleware('ip', ipOf),
    perProject: (projectOf) => middleware('project', projectOf),
    route: (name, key = ipOf) => middleware(name, key),
    async hit(name, key) {
      if (!enabled) return
      const rule = config[name]
      const { totalHits, resetTime } = await storeOf(name).increment(key)
      if (totalHits > rule.limit)
        throw new RateLimitedError(
          describe[name],
          rule.limit,
          rule.windowMs,
          secondsUntil(resetTime, rule, now()),
        )
    },
    tryHitNow(hits) {
      if (!enabled) return true
      for (let i = 0; i < hits.length; i++) {
        const [name, key] = hits[i] as (typeof hits)[number]
        if (storeOf(name).tryIncrementNow(key)) continue
        // All or none: give back the hits counted before this one (an in-memory count, taken back at once).
        for (const [counted, countedKey] of hits.slice(0, i)) void storeOf(counted).decrement(countedKey)
        return false
      }
      return true
    },
    clientIp: ipOf,
    clientAddress: (forwardedFor, socketAddress) =>
      clientAddress(forwardedFor, socketAddress, trustedProxies),
    async flush() {
      await Promise.all([...stores.values()].map((store) => store.flush()))
    },
    stop() {
      for (const store of stores.values()) store.shutdown?.()
    },
  }
}
