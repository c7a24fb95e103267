import { resolve } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import { type Address, isAddress } from 'viem'
import { createChainData } from './chains/createChainData.js'
import { type ChainConfig, createChainRegistry } from './chains/createChainRegistry.js'
import { parseChainsEnv } from './chains/parseChainsEnv.js'
import { createApp } from './createApp.js'
import { createDatabase } from './db/createDatabase.js'
import { seedDatabase } from './db/seedDatabase.js'
import { createIndexer, type Indexer } from './indexer/createIndexer.js'
import { parseNameSuffixes } from './names/parseNameSuffixes.js'
import type { PriceProvider } from './prices/types.js'
import { seedTokens } from './tokens/seedTokens.js'

export class InvalidSwapFeeRecipientError extends Error {
  override name = 'InvalidSwapFeeRecipientError'
  constructor(value: string) {
    super(`SWAP_FEE_RECIPIENT must be an EVM address (0x and 40 hex characters), got "${value}"`)
  }
}

/** The configured fee recipient, checked before anything starts: a typo must not send fees nowhere. */
function parseSwapFeeRecipient(value: string | undefined): Address | undefined {
  if (value === undefined) return undefined
  if (!isAddress(value, { strict: false })) throw new InvalidSwapFeeRecipientError(value)
  return value.toLowerCase() as Address
}

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
  /**
   * Chains to serve, each with its JSON-RPC URLs. Default: LATCH_CHAINS
   * (`31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546`, several URLs of a chain separated by `|`).
   */
  chains?: ChainConfig[] | undefined
  /** USD price sources of real networks, by chain id. */
  priceProviders?: Record<number, PriceProvider> | undefined
  /**
   * Run the indexer in this process (the default when chains are configured). Turn it off when the
   * indexer runs as its own process (`latch-server indexer`) against the same PostgreSQL. Default:
   * LATCH_INDEXER, on unless `0`.
   */
  indexer?: boolean | undefined
  /**
   * Account-name suffixes, the first offered for new names. Default: LATCH_NAME_SUFFIXES (comma-separated,
   * e.g. `.latch.id,.reown.id`), else `.reown.id` and `.wcn.id`.
   */
  nameSuffixes?: readonly string[] | undefined
  /**
   * Account that receives the 0.85% swap provider fee, collected on chain by the swap router. Without
   * one, swaps take no fee and quotes show none. Default: SWAP_FEE_RECIPIENT.
   */
  swapFeeRecipient?: string | undefined
}

export type StartServerReturnType = {
  url: string
  port: number
  /** The in-process indexer, when it runs. */
  indexer: Indexer | undefined
  stop(): Promise<void>
}

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

  const chains = createChainRegistry(parameters.chains ?? parseChainsEnv(process.env.LATCH_CHAINS))
  const runIndexer = parameters.indexer ?? process.env.LATCH_INDEXER !== '0'
  const swapFeeRecipient = parseSwapFeeRecipient(
    parameters.swapFeeRecipient ?? (process.env.SWAP_FEE_RECIPIENT || undefined),
  )

  const database = await createDatabase(databaseUrl ? { databaseUrl } : { dataDir })
  let server: ServerType
  let listeningPort: number
  let indexer: Indexer | undefined
  try {
    await seedDatabase(database.db)
    await seedTokens(database.db)
    const chainData = createChainData({
      db: database.db,
      chains,
      priceProviders: parameters.priceProviders,
      cacheTtlMs: parameters.cacheTtlMs,
      swapFeeRecipient,
    })
    const app = createApp({
      db: database.db,
      logger: parameters.logger,
      cacheTtlMs: parameters.cacheTtlMs,
      chainData,
      nameSuffixes: parameters.nameSuffixes ?? parseNameSuffixes(process.env.LATCH_NAME_SUFFIXES),
    })
    ;({ server, port: listeningPort } = await new Promise<{ server: ServerType; port: number }>(
      (done, fail) => {
        const listening = serve({ fetch: app.fetch, port, hostname: host }, (info) =>
          done({ server: listening, port: info.port }),
        )
        listening.once('error', fail)
      },
    ))
    if (runIndexer && chains.list().length > 0) {
      // Cached history pages may hold blocks a reorg removed.
      indexer = createIndexer({ db: database.db, chains, onRewind: () => chainData.historyPages.clear() })
      indexer.start()
    }
  } catch (error) {
    await database.close()
    throw error
  }

  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host
  let stopping: Promise<void> | undefined
  return {
    url: `http://${urlHost}:${listeningPort}`,
    port: listeningPort,
    indexer,
    stop() {
      stopping ??= Promise.all([
        indexer?.stop(),
        new Promise<void>((done) => {
          server.close(() => done())
          // Keep-alive sockets would hold close() open until they time out.
          if ('closeAllConnections' in server) server.closeAllConnections()
        }),
      ]).then(() => database.close())
      return stopping
    },
  }
}
