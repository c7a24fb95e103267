import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is one Postgres backend inside this process: a second process opening the same directory
 * would neither see its changes nor be safe from corrupting it. A pid file makes that an error.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, 'latch-server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(readFileSync(lockPath, 'utf8').trim())
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) throw new DataDirInUseError(dataDir, pid)
      // Left behind by a process that died without closing the database.
      rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirInUseError(dataDir, Number.NaN)
}

/**
 * Creating a Postgres cluster (initdb) inside PGlite costs seconds; restoring one from a dump costs a
 * fraction of that. A fresh database therefore starts from a dump of an empty cluster, made once per
 * PGlite build and kept in the system's temporary folder.
 */
async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir && existsSync(join(dataDir, 'PG_VERSION'))) return PGlite.create(dataDir)
  const loadDataDir = await emptyClusterDump()
  return PGlite.create({ ...(dataDir ? { dataDir } : {}), loadDataDir })
}

async function emptyClusterDump(): Promise<Blob> {
  const build = statSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite')))
  const path = join(tmpdir(), `latch-pglite-cluster-${Math.round(build.mtimeMs)}-${build.size}.tar`)
  if (existsSync(path)) return new Blob([readFileSync(path)])
  const empty = await PGlite.create()
  const dump = await empty.dumpDataDir('none')
  await empty.close()
  // Written aside and renamed, so a concurrent process never reads half a file.
  const partial = `${path}.${process.pid}`
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()))
  renameSync(partial, path)
  return dump
}

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle')

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
    pool.on('error', (error) => console.error('[latch-server] postgres pool error:', error.message))
    const db = drizzlePostgres(pool, { schema })
    try {
      await migratePostgres(db, { migrationsFolder })
    } catch (error) {
      await pool.end()
      throw error
    }
    return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() }
  }

  let unlock = () => {}
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true })
    unlock = lockDataDir(dataDir)
  }
  const client = await openPglite(dataDir)
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
  return { db: db as unknown as Database, driver: 'pglite', close }
}
