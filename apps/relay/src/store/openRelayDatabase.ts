import { mkdirSync } from 'node:fs'
import { lockDataDir, openPglite } from '@latch/embedded-database'
import { RelayDataDirInUseError } from '../errors.js'
import { type RelayDatabase, relaySchema } from './relayDatabase.js'

export type RelayStorageOptions =
  /** Nothing survives a restart: tests and benchmarks of the protocol alone. */
  | { kind: 'memory' }
  /** PGlite in this directory: durable on one machine, the default of `npm start` and `npm run relay`. */
  | { kind: 'embedded'; dataDir: string }
  /** A PostgreSQL server: durable, and shared by every relay instance that points at it. */
  | { kind: 'postgres'; databaseUrl: string }

/**
 * Opens the relay's database and creates its tables. PGlite is loaded only when used, so the in-memory
 * relay starts without it.
 */
export async function openRelayDatabase(
  options: Exclude<RelayStorageOptions, { kind: 'memory' }>,
): Promise<RelayDatabase> {
  if (options.kind === 'postgres') return openPostgres(options.databaseUrl)
  return openEmbedded(options.dataDir)
}

async function openPostgres(databaseUrl: string): Promise<RelayDatabase> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: 5_000 })
  // An idle connection lost with the server must not end the process; the pool replaces it.
  pool.on('error', () => {})
  await pool.query(relaySchema)
  const listeners: { stop(): Promise<void> }[] = []
  return {
    kind: 'postgres',
    query: (text, params) => pool.query(text, params as unknown[]) as never,
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        await work({ query: (text, params) => client.query(text, params as unknown[]) as never })
        await client.query('commit')
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async listen(channel, onPayload) {
      let stopped = false
      let client: InstanceType<typeof pg.Client> | undefined
      const connect = async (): Promise<void> => {
        while (!stopped) {
          const next = new pg.Client({ connectionString: databaseUrl })
          try {
            await next.connect()
            next.on('notification', (message) => {
              if (message.payload !== undefined) onPayload(message.payload)
            })
            next.on('error', () => {
              if (!stopped) setTimeout(() => void connect(), 500)
            })
            await next.query(`listen ${channel}`)
            client = next
            return
          } catch {
            await next.end().catch(() => {})
            await new Promise((resolve) => setTimeout(resolve, 500))
          }
        }
      }
      await connect()
      listeners.push({
        async stop() {
          stopped = true
          await client?.end().catch(() => {})
        },
      })
    },
    async close() {
      await Promise.all(listeners.map((listener) => listener.stop()))
      await pool.end()
    },
  }
}

async function openEmbedded(dataDir: string): Promise<RelayDatabase> {
  const { PGlite } = await import('@electric-sql/pglite')
  mkdirSync(dataDir, { recursive: true })
  const unlock = lockDataDir(dataDir, {
    lockFile: 'latch-relay.lock',
    inUse: (pid) => new RelayDataDirInUseError(dataDir, pid),
  })
  try {
    const client = await openPglite(PGlite, dataDir)
    await client.exec(relaySchema)
    return {
      kind: 'embedded',
      query: (text, params) => client.query(text, params) as never,
      async transaction(work) {
        await client.transaction((tx) => work({ query: (text, params) => tx.query(text, params) as never }))
      },
      async close() {
        try {
          await client.close()
        } finally {
          unlock()
        }
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}
