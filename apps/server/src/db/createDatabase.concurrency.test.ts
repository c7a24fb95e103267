import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabaseTarget, type TestDatabaseTarget } from '../testing/testDatabase.js'
import { type CreateDatabaseReturnType, createDatabase } from './createDatabase.js'

// Instances of a deployment start together on one empty PostgreSQL database: they migrate it once, one after
// another, and every one of them starts.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'migrations on PostgreSQL, instances starting at once',
  () => {
    let target: TestDatabaseTarget
    const opened: CreateDatabaseReturnType[] = []
    afterAll(async () => {
      await Promise.all(opened.map((database) => database.close()))
      await target?.cleanup()
    })

    it('three instances on an empty database all start, and each migration is applied once', async () => {
      target = await createTestDatabaseTarget()
      const { databaseUrl } = target.options as { databaseUrl: string }
      const results = await Promise.allSettled([1, 2, 3].map(() => createDatabase({ databaseUrl })))
      for (const result of results) if (result.status === 'fulfilled') opened.push(result.value)
      expect(
        results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started')),
      ).toEqual(['started', 'started', 'started'])
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        const { rows } = await client.query<{ hash: string; count: string }>(
          'select hash, count(*) from drizzle.__drizzle_migrations group by hash having count(*) > 1',
        )
        expect(rows).toEqual([])
        const { rows: applied } = await client.query<{ count: string }>(
          'select count(*) from drizzle.__drizzle_migrations',
        )
        expect(Number(applied[0]?.count)).toBeGreaterThan(10)
      } finally {
        await client.end()
      }
    })
  },
)
