import { resolve } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import { createApp } from './createApp.js'
import { createDatabase } from './db/createDatabase.js'
import { seedDatabase } from './db/seedDatabase.js'

export type StartServerParameters = {
  /** 0 picks a free port. Default: PORT or 8787. */
  port?: number | undefined
  /** Default: HOST or 127.0.0.1. */
  host?: string | undefined
  /** Embedded database directory, created when missing. Default: DATA_DIR or apps/server/.data. */
  dataDir?: string | undefined
  /** PostgreSQL connection string; overrides dataDir. Default: DATABASE_URL. */
  databaseUrl?: string | undefined
  logger?: boolean | undefined
  cacheTtlMs?: number | undefined
}

export type StartServerReturnType = { url: string; port: number; stop(): Promise<void> }

export const defaultDataDir = resolve(import.meta.dirname, '../.data')

/**
 * Opens the database (migrating it), seeds the catalogue and the dev project, and listens.
 *
 * @example
 * const server = await startServer({ port: 0 })
 * await fetch(`${server.url}/getWallets?projectId=latch-dev`)
 * await server.stop()
 */
export async function startServer(parameters: StartServerParameters = {}): Promise<StartServerReturnType> {
  const host = parameters.host ?? process.env.HOST ?? '127.0.0.1'
  const port = parameters.port ?? (process.env.PORT ? Number(process.env.PORT) : 8787)
  const databaseUrl = parameters.databaseUrl ?? (process.env.DATABASE_URL || undefined)
  const dataDir = resolve(parameters.dataDir ?? process.env.DATA_DIR ?? defaultDataDir)

  const database = await createDatabase(databaseUrl ? { databaseUrl } : { dataDir })
  let server: ServerType
  let listeningPort: number
  try {
    await seedDatabase(database.db)
    const app = createApp({ db: database.db, logger: parameters.logger, cacheTtlMs: parameters.cacheTtlMs })
    ;({ server, port: listeningPort } = await new Promise<{ server: ServerType; port: number }>(
      (done, fail) => {
        const listening = serve({ fetch: app.fetch, port, hostname: host }, (info) =>
          done({ server: listening, port: info.port }),
        )
        listening.once('error', fail)
      },
    ))
  } catch (error) {
    await database.close()
    throw error
  }

  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host
  let stopping: Promise<void> | undefined
  return {
    url: `http://${urlHost}:${listeningPort}`,
    port: listeningPort,
    stop() {
      stopping ??= new Promise<void>((done) => {
        server.close(() => done())
        // Keep-alive sockets would hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections()
      }).then(() => database.close())
      return stopping
    },
  }
}
