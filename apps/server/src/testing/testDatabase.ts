import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { type CreateDatabaseReturnType, createDatabase } from '../db/createDatabase.js'

export type TestDatabaseTarget = {
  driver: 'pglite' | 'postgres'
  /** Environment for the CLI or a child server process: DATABASE_URL, or DATA_DIR. */
  env: { DATABASE_URL: string } | { DATA_DIR: string }
  /** Options for `startServer` / `createDatabase` pointing at the same database. */
  options: { databaseUrl: string } | { dataDir: string }
  /** Opens (and migrates) the database. With PGlite only one open handle may exist at a time. */
  open(): Promise<CreateDatabaseReturnType>
  /** Drops the database or deletes the directory. */
  cleanup(): Promise<void>
}

/**
 * A fresh, empty database for one test file: a uniquely named database on the PostgreSQL server at
 * `TEST_DATABASE_URL` when set, otherwise an embedded PGlite in a temporary directory.
 */
export async function createTestDatabaseTarget(): Promise<TestDatabaseTarget> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const name = `latch_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    try {
      await admin.query(`CREATE DATABASE "${name}"`)
    } finally {
      await admin.end()
    }
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const databaseUrl = url.toString()
    return {
      driver: 'postgres',
      env: { DATABASE_URL: databaseUrl },
      options: { databaseUrl },
      open: () => createDatabase({ databaseUrl }),
      async cleanup() {
        const client = new pg.Client({ connectionString: serverUrl })
        await client.connect()
        try {
          await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        } finally {
          await client.end()
        }
      },
    }
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'latch-server-test-'))
  return {
    driver: 'pglite',
    env: { DATA_DIR: dataDir },
    options: { dataDir },
    open: () => createDatabase({ dataDir }),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestDatabase = CreateDatabaseReturnType & { target: TestDatabaseTarget }

/**
 * An open, migrated test database; `close()` also drops it.
 *
 * @example
 * const database = await createTestDatabase()
 * afterAll(() => database.close())
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const target = await createTestDatabaseTarget()
  const database = await target.open()
  return {
    ...database,
    target,
    async close() {
      await database.close()
      await target.cleanup()
    },
  }
}
