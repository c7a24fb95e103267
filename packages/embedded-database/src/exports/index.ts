// The public API of @latch/embedded-database: what the server and the relay share to keep PGlite in a directory.

export { type LockDataDirParameters, lockDataDir } from '../lockDataDir.js'
export { openPglite, type PGliteClass } from '../openPglite.js'
