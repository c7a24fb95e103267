/** A throwaway PostgreSQL server from Debian's packages on a random loopback port (see postgres.mjs). */
export type TestPostgres = {
  url: string
  version: string
  /** Kills the server at once (SIGKILL), as a crash would; `restart()` brings it back on the same port and data. */
  kill(): Promise<void>
  restart(): Promise<void>
  stop(): Promise<void>
}

export function startPostgres(): Promise<TestPostgres>
