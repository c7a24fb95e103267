import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'

/** The PGlite class, passed in so a caller that may never need the embedded database loads it only when it does. */
export type PGliteClass = typeof PGlite

/**
 * Opens PGlite in `dataDir` (in memory without one). Creating a PostgreSQL cluster (initdb) costs seconds,
 * restoring one from a dump a fraction of that: a new directory therefore starts from a dump of an empty
 * cluster, made once per PGlite build and kept in the system's temporary folder for every process to share.
 *
 * @example
 * const { PGlite } = await import('@electric-sql/pglite')
 * const client = await openPglite(PGlite, '.data')
 */
export async function openPglite(PGliteClass: PGliteClass, dataDir?: string | undefined): Promise<PGlite> {
  if (dataDir && existsSync(join(dataDir, 'PG_VERSION'))) return PGliteClass.create(dataDir)
  const loadDataDir = await emptyClusterDump(PGliteClass)
  return PGliteClass.create({ ...(dataDir ? { dataDir } : {}), loadDataDir })
}

async function emptyClusterDump(PGliteClass: PGliteClass): Promise<Blob> {
  const build = statSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite')))
  const path = join(tmpdir(), `latch-pglite-cluster-${Math.round(build.mtimeMs)}-${build.size}.tar`)
  if (existsSync(path)) return new Blob([readFileSync(path)])
  const empty = await PGliteClass.create()
  const dump = await empty.dumpDataDir('none')
  await empty.close()
  // Written aside and renamed, so a concurrent process never reads half a file.
  const partial = `${path}.${process.pid}`
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()))
  renameSync(partial, path)
  return dump
}
