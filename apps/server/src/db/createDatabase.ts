import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { lockDataDir, openPglite } from '@latch/embedded-database'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import {
  createPostgresIndexerLeases,
  type IndexerLeases,
  soleIndexerLeases,
} from '../indexer/createIndexerLeases.js'
import { serverLog } from '../logging/serverLog.js'
import * as schema from './schema.js'

/** A Drizzle database over either driver; every query the server runs is plain Postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type CreateDatabaseParameters = {
  /** Directory of the embedded database; created when missing. Omitted: an in-memory database. */
  dataDir?: string | undefined
  /** A PostgreSQL connection string; when set, `dataDir` is ignored. */
  databaseUrl?: string | undefined
}

export type CreateDatabaseReturnType = {
  db: Database
  driver: 'pglite' | 'postgres'
  /** Which chains this instance indexes: on PostgreSQL one instance per chain, elected; on PGlite every chain. */
  leases: IndexerLeases
  /** The PostgreSQL pool's connections (absent on PGlite, which has one). */
  poolStats?: (() => { total: number; idle: number; waiting: number }) | undefined
  close(): Promise<void>
}

/** The embedded database's directory is open in another process (or another handle in this one). */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}${pid === process.pid ? ' (this process)' : ''}. ` +
        'Stop the server that uses it first, or set DATABASE_URL to share a PostgreSQL database between processes.',
    )
  }
}

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle')

/** The advisory lock the migrations run under (any number, fixed for every instance: "latch" in ASCII). */
const migrationLockKey = 0x6c61746368

/**
 * Applies pending migrations holding a session advisory lock on one connection, so instances that start together
 * migrate one after another: the first applies them, the others find them applied. The lock goes with the
 * connection if the process dies mid-migration.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey])
    try {
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey])
    }
  } finally {
    client.release()
  }
}

/**
 * Opens the database and applies pending migrations from `apps/server/drizzle/`.
 *
 * @example
 * const { db, close } = await createDatabase({ dataDir: '.data' })
 */
export async function createDatabase(
  parameters: CreateDatabaseParameters = {},
): Promise<CreateDatabaseReturnType> {
  const { dataDir, databaseUrl } = parameters
  if (databaseUrl) {
    // A connect that hangs (a server restarting) fails after 5 s: the request answers 503 instead of waiting.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 })
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => serverLog.error({ reason: error.message }, 'postgres pool error'))
    try {
      await migrateUnderLock(pool)
    } catch (error) {
      await pool.end()
      throw error
    }
    const db = drizzlePostgres(pool, { schema })
    const leases = createPostgresIndexerLeases(pool)
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      leases,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await leases.close()
        await pool.end()
      },
    }
  }

  let unlock = () => {}
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true })
    unlock = lockDataDir(dataDir, {
      lockFile: 'latch-server.lock',
      inUse: (pid) => new DataDirInUseError(dataDir, pid),
    })
  }
  const client = await openPglite(PGlite, dataDir)
  const close = async () => {
    try {
      await client.close()
    } finally {
      unlock()
    }
  }
  const db = drizzlePglite(client, { schema })
  try {
    await migratePglite(db, { migrationsFolder })
  } catch (error) {
    await close()
    throw error
  }
  return { db: db as unknown as Database, driver: 'pglite', leases: soleIndexerLeases, close }
}
