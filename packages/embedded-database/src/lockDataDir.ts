import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export type LockDataDirParameters = {
  /** The lock file's name inside the directory, one per kind of process (`latch-server.lock`). */
  lockFile: string
  /** The error to throw when a running process holds the directory (`NaN` when it could not be told). */
  inUse(pid: number): Error
}

/**
 * Claims an embedded database's directory for this process: PGlite is one PostgreSQL backend inside the process
 * that opened it, so a second process on the same directory would neither see its changes nor be safe from
 * corrupting it. A pid file makes that an error; a file left by a process that died is taken over. Returns the
 * release, to call once the database is closed.
 *
 * @example
 * const unlock = lockDataDir(dataDir, { lockFile: 'latch-relay.lock', inUse: (pid) => new InUseError(dataDir, pid) })
 */
export function lockDataDir(dataDir: string, parameters: LockDataDirParameters): () => void {
  const lockPath = join(dataDir, parameters.lockFile)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(readFileSync(lockPath, 'utf8').trim())
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) throw parameters.inUse(pid)
      // Left behind by a process that died without closing the database.
      rmSync(lockPath, { force: true })
    }
  }
  throw parameters.inUse(Number.NaN)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
