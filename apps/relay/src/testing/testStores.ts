import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { RelayStorageOptions } from '../store/openRelayDatabase.js'

/** Storage for one test, and how to remove it afterwards. */
export type OpenedTestStore = { storage: RelayStorageOptions; remove(): Promise<void> }

export type TestStore = { name: 'memory' | 'embedded' | 'postgres'; open(): Promise<OpenedTestStore> }

let postgres: Promise<{ url: string; stop?: () => Promise<void> }> | undefined

/**
 * The PostgreSQL server of the tests: `TEST_DATABASE_URL` when set, otherwise one started for this
 * process (as `scale.test.ts` does).
 */
function postgresServer(): Promise<{ url: string; stop?: () => Promise<void> }> {
  postgres ??= (async () => {
    const url = process.env.TEST_DATABASE_URL
    if (url) return { url }
    const { startPostgres } = await import('@latch/devnet/postgres')
    const started = await startPostgres()
    return { url: started.url, stop: () => started.stop() }
  })()
  return postgres
}

/** Stops the PostgreSQL server this process started, if it did. */
export async function stopTestPostgres(): Promise<void> {
  const server = await postgres
  postgres = undefined
  await server?.stop?.()
}

/** Runs `sql` on the server's maintenance database. */
async function administer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * The stores a relay test runs on: memory, the embedded store in a fresh directory, and PostgreSQL in a
 * database of its own (created on the server of `TEST_DATABASE_URL`, dropped afterwards), so tests never
 * share rows with each other or with anyone using the same server.
 */
export const testStores: TestStore[] = [
  { name: 'memory', open: async () => ({ storage: { kind: 'memory' }, remove: async () => {} }) },
  {
    name: 'embedded',
    async open() {
      const dataDir = await mkdtemp(join(tmpdir(), 'latch-relay-test-'))
      return {
        storage: { kind: 'embedded', dataDir },
        remove: () => rm(dataDir, { recursive: true, force: true }),
      }
    },
  },
  {
    name: 'postgres',
    async open() {
      const server = await postgresServer()
      const name = `latch_relay_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
      await administer(server.url, `create database ${name}`)
      const databaseUrl = new URL(server.url)
      databaseUrl.pathname = `/${name}`
      return {
        storage: { kind: 'postgres', databaseUrl: databaseUrl.toString() },
        remove: () => administer(server.url, `drop database if exists ${name} with (force)`),
      }
    },
  },
]
