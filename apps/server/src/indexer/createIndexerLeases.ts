import type pg from 'pg'

/**
 * Which instance indexes each chain. Instances sharing one PostgreSQL database elect one indexer per chain, so the
 * others do not fetch and write the same blocks again; when it dies another takes over.
 */
export type IndexerLeases = {
  /** Whether this instance indexes `key` now: takes the chain's lease when it is free, keeps it while it lives. */
  hold(key: string): Promise<boolean>
  /** Gives up every lease (another instance takes them over at its next poll). */
  close(): Promise<void>
}

/** One process alone on its database (PGlite is locked to one process): it indexes every chain. */
export const soleIndexerLeases: IndexerLeases = { hold: async () => true, close: async () => {} }

/**
 * Leases as PostgreSQL session advisory locks on one connection of their own: a lock lasts as long as that
 * connection, so an instance that dies (or loses its connection) frees its chains for the others at once. Each
 * `hold` checks the connection first; a lost one is replaced and its leases are asked for again.
 */
export function createPostgresIndexerLeases(pool: pg.Pool): IndexerLeases {
  let connection: pg.PoolClient | undefined
  let connecting: Promise<pg.PoolClient> | undefined
  const held = new Set<string>()
  let closed = false

  /** The connection is gone, and its locks with it: closed for good (never back into the pool). */
  const lose = (lost: pg.PoolClient, error?: unknown) => {
    if (connection !== lost) return
    connection = undefined
    held.clear()
    lost.release(error instanceof Error ? error : true)
  }
  const connect = async () => {
    if (connection) return connection
    connecting ??= pool.connect().finally(() => {
      connecting = undefined
    })
    const connected = await connecting
    if (!connection) {
      connection = connected
      // Lost between two polls (the server restarted, the network dropped it).
      connected.on('error', (error) => lose(connected, error))
    }
    return connection
  }

  return {
    async hold(key) {
      if (closed) return false
      const current = await connect().catch(() => undefined)
      if (!current) return false
      try {
        if (held.has(key)) {
          await current.query('select 1')
          return true
        }
        const { rows } = await current.query<{ taken: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as taken',
          [`latch-indexer:${key}`],
        )
        const taken = rows[0]?.taken === true
        if (taken) held.add(key)
        return taken
      } catch (error) {
        lose(current, error)
        return false
      }
    },
    async close() {
      closed = true
      await connecting?.catch(() => undefined)
      if (connection) lose(connection)
    },
  }
}
