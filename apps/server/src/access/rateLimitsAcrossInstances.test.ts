import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../createApp.js'
import type { CreateDatabaseReturnType, Database } from '../db/createDatabase.js'
import { seedDatabase } from '../seedDatabase.js'
import { startServer } from '../startServer.js'
import { testOrigin } from '../testing/createTestApp.js'
import { createTestDatabaseTarget, type TestDatabaseTarget } from '../testing/testDatabase.js'
import { rateLimits } from './accessTables.js'
import { createRateLimits } from './createRateLimits.js'

/** A server instance as the test uses it: a GET from a client address answers a status. */
type Instance = { get(path: string, ip: string): Promise<number>; stop(): Promise<void> }

const limit = 100
/** What A serves before B's burst: most of the limit. */
const servedOnA = 95
// Long enough that no window ends while the test moves a clock forward.
const config = { ip: { limit, windowMs: 3_600_000 } }
/** B writes its counts on a timer only a minute away: whatever it learns of A, it learns by reading. */
const slowFlushMs = 60_000

let target: TestDatabaseTarget
let database: CreateDatabaseReturnType
let a: Instance
let b: Instance
let clockB = Date.now()

/**
 * Two instances on one database, as two replicas behind a load balancer: two servers over HTTP on
 * PostgreSQL; on PGlite, whose database belongs to one process, two apps with their own limits on one
 * handle. A flushes on the default interval; B on `slowFlushMs`, with a clock the test moves.
 */
beforeAll(async () => {
  target = await createTestDatabaseTarget()
  if (target.driver === 'postgres') {
    const start = (extra: Parameters<typeof startServer>[0]) =>
      startServer({
        port: 0,
        ...target.options,
        chains: [],
        solana: [],
        bitcoin: [],
        indexer: false,
        rateLimits: config,
        trustedProxies: 1,
        ...extra,
      })
    const serverA = await start({})
    const serverB = await start({ rateLimitsFlushIntervalMs: slowFlushMs, rateLimitsNow: () => clockB })
    const over = (server: { url: string; stop(): Promise<void> }): Instance => ({
      async get(path, ip) {
        const res = await fetch(`${server.url}${path}`, {
          headers: { Origin: testOrigin, 'X-Forwarded-For': ip },
        })
        await res.arrayBuffer()
        return res.status
      },
      stop: () => server.stop(),
    })
    a = over(serverA)
    b = over(serverB)
    database = await target.open()
  } else {
    database = await target.open()
    await seedDatabase(database.db)
    const inProcess = (extra: { flushIntervalMs?: number; now?: () => number }): Instance => {
      const limits = createRateLimits({ db: database.db, config, trustedProxies: 1, ...extra })
      const app = createApp({ db: database.db, limits })
      return {
        async get(path, ip) {
          const res = await app.request(path, { headers: { Origin: testOrigin, 'X-Forwarded-For': ip } })
          await res.arrayBuffer()
          return res.status
        },
        async stop() {
          await limits.flush()
          limits.stop()
        },
      }
    }
    a = inProcess({})
    b = inProcess({ flushIntervalMs: slowFlushMs, now: () => clockB })
  }
}, 120_000)

afterAll(async () => {
  await a?.stop()
  await b?.stop()
  await database?.close()
  await target?.cleanup()
})

/** The catalogue's request: after the first, each is answered by its fast path, counted in memory. */
const catalogue = '/getWallets?projectId=latch-dev&entries=1'

const hitsOf = async (db: Database, key: string) =>
  (await db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.hits ?? 0

describe('the per-IP limit across two instances on one database', () => {
  it('is refused on an instance that sat idle, at the limit, after the other served most of it', {
    timeout: 120_000,
  }, async () => {
    const ip = '203.0.113.10'
    // B has seen the address before: it served one hit at once and wrote it as it read the total.
    expect(await b.get(catalogue, ip)).toBe(200)
    for (let i = 0; i < servedOnA; i++) expect(await a.get(catalogue, ip)).toBe(200)
    // A's last hits reach the database on its own interval.
    await vi.waitFor(async () => expect(await hitsOf(database.db, `ip:${ip}`)).toBe(servedOnA + 1), {
      timeout: 60_000,
      interval: 20,
    })
    // B sat idle for longer than its interval: what it read is too old to serve on.
    clockB += slowFlushMs + 1_000
    let accepted = 0
    for (let i = 0; i < limit; i++) {
      const status = await b.get(catalogue, ip)
      if (status !== 200) {
        expect(status).toBe(429)
        break
      }
      accepted++
    }
    // 96 were served (95 on A, 1 on B): B serves the 4 left and refuses the next.
    expect(accepted).toBe(limit - servedOnA - 1)
  })

  it('refuses a burst split across both instances at the limit', { timeout: 120_000 }, async () => {
    const ip = '203.0.113.11'
    const statuses = await Promise.all(
      Array.from({ length: 2 * limit }, (_, i) => (i % 2 === 0 ? a : b).get(catalogue, ip)),
    )
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([])
    const accepted = statuses.filter((status) => status === 200).length
    // Each instance serves at most a share of what is left between two reads: a hit or two past the
    // limit at most, never a whole interval's worth.
    expect(accepted).toBeGreaterThanOrEqual(limit)
    expect(accepted).toBeLessThanOrEqual(limit + 2)
  })
})
