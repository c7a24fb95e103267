import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { rateLimits } from '../access/accessTables.js'
import { analyticsEvents } from '../analytics/analyticsTables.js'
import { seedDatabase } from '../seedDatabase.js'
import { siwxNonces } from '../siwx/siwxTables.js'
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js'
import { createRetentionJob } from './createRetentionJob.js'

const dayMs = 86_400_000
let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db)
})
afterAll(() => database?.close())

const event = (url: string, receivedAt: Date) => ({
  projectId: 'latch-dev',
  eventId: randomUUID(),
  url,
  domain: 'localhost',
  timestamp: receivedAt.getTime(),
  props: {},
  origin: 'http://localhost:5173',
  receivedAt,
})

it('deletes analytics past the retention, nonces an hour past expiry and ended rate-limit windows, and keeps the rest', async () => {
  const now = Date.now()
  const ago = (ms: number) => new Date(now - ms)
  await database.db
    .insert(analyticsEvents)
    .values([
      event('https://shop.example.com/31-days', ago(31 * dayMs)),
      event('https://shop.example.com/29-days', ago(29 * dayMs)),
      event('https://shop.example.com/today', ago(60_000)),
    ])
  await database.db.insert(siwxNonces).values([
    { nonce: 'expired-2h', projectId: 'latch-dev', expiresAt: ago(2 * 3_600_000) },
    { nonce: 'expired-10m', projectId: 'latch-dev', expiresAt: ago(600_000) },
    { nonce: 'valid', projectId: 'latch-dev', expiresAt: new Date(now + 600_000) },
  ])
  await database.db.insert(rateLimits).values([
    { key: 'ip:ended', hits: 7, resetAt: ago(5 * 60_000) },
    { key: 'ip:current', hits: 3, resetAt: new Date(now + 30_000) },
  ])

  const job = createRetentionJob({ db: database.db, analyticsRetentionDays: 30, intervalMs: 3_600_000 })
  await job.run()
  job.stop()

  const urls = (await database.db.select({ url: analyticsEvents.url }).from(analyticsEvents)).map(
    (r) => r.url,
  )
  expect(urls.sort()).toEqual(['https://shop.example.com/29-days', 'https://shop.example.com/today'])
  const nonces = (await database.db.select({ nonce: siwxNonces.nonce }).from(siwxNonces)).map((r) => r.nonce)
  expect(nonces.sort()).toEqual(['expired-10m', 'valid'])
  const counters = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)
  expect(counters).toEqual(['ip:current'])

  // 90 days by default: the 29-day-old event stays.
  await database.db.insert(analyticsEvents).values(event('https://shop.example.com/91-days', ago(91 * dayMs)))
  const byDefault = createRetentionJob({ db: database.db })
  await byDefault.run()
  byDefault.stop()
  const left = (await database.db.select({ url: analyticsEvents.url }).from(analyticsEvents)).map(
    (r) => r.url,
  )
  expect(left.sort()).toEqual(['https://shop.example.com/29-days', 'https://shop.example.com/today'])
})
