import { resolve } from 'node:path'
import { createRateLimits, type RateLimits } from './access/createRateLimits.js'
import type { ChainDataContext } from './chains/chainParams.js'
import { createApp } from './createApp.js'
import { createChainData } from './createChainData.js'
import { type CreateDatabaseReturnType, createDatabase, type Database } from './db/createDatabase.js'
import { createMailer, type Mailer } from './embedded/createMailer.js'
import type { Indexer } from './indexer/createIndexer.js'
import { createServerMetrics, type ServerMetrics } from './metrics/createServerMetrics.js'
import { seedDatabase } from './seedDatabase.js'
import { closeServer, listenForRequests } from './startup/listenForRequests.js'
import { readServerSettings, type ServerSettings } from './startup/readServerSettings.js'
import { startBackgroundJobs, stopBackgroundJobs } from './startup/startBackgroundJobs.js'
import type { StartServerParameters } from './startup/startServerParameters.js'
import { seedTokens } from './tokens/seedTokens.js'

export {
  InvalidSwapFeeRecipientError,
  SandboxInProductionError,
} from './startup/readServerSettings.js'
export type { StartServerParameters } from './startup/startServerParameters.js'

export type StartServerReturnType = {
  url: string
  port: number
  /** The in-process indexer, when it runs. */
  indexer: Indexer | undefined
  stop(): Promise<void>
}

export const defaultDataDir = resolve(import.meta.dirname, '../.data')

/** The services an app is built on, and which the server closes when it stops (or fails to start). */
type AppServices = {
  chainData: ChainDataContext
  limits: RateLimits
  mailer: Mailer | undefined
  metrics: ServerMetrics
}

/** The data services, the rate limits, the mailer and the metrics the app needs, on a seeded database. */
async function createAppServices(
  { db, poolStats }: Pick<CreateDatabaseReturnType, 'db' | 'poolStats'>,
  settings: ServerSettings,
  parameters: StartServerParameters,
  /** Filled as each service is created, so that a failure part-way closes those already open. */
  services: Partial<AppServices>,
): Promise<AppServices> {
  await seedDatabase(db, undefined, { devProject: settings.mode === 'development' })
  services.metrics = createServerMetrics({ poolStats })
  await seedTokens(db)
  services.chainData = createChainData({
    db,
    chains: settings.chains,
    solana: settings.solana,
    bitcoin: settings.bitcoin,
    polkadot: settings.polkadot,
    priceProviders: parameters.priceProviders,
    cacheTtlMs: parameters.cacheTtlMs,
    swapFeeRecipient: settings.swapFeeRecipient,
    publicUrl: settings.configuredPublicUrl,
  })
  services.limits = createRateLimits({
    db,
    config: settings.rateLimits,
    trustedProxies: settings.trustedProxies,
    flushIntervalMs: parameters.rateLimitsFlushIntervalMs,
    now: parameters.rateLimitsNow,
  })
  services.mailer = settings.smtpUrl
    ? createMailer({ smtpUrl: settings.smtpUrl, from: settings.mailFrom })
    : undefined
  return services as AppServices
}

/** The app on its services; `publicUrl` gives the links in e-mails. */
function createServerApp(
  db: Database,
  settings: ServerSettings,
  parameters: StartServerParameters,
  services: AppServices,
  publicUrl: () => string,
) {
  return createApp({
    metrics: services.metrics,
    metricsToken: settings.metricsToken,
    limits: services.limits,
    db,
    embedded: {
      mailer: services.mailer,
      frameOrigins: settings.frameOrigins,
      publicUrl,
      socials: settings.socials,
      farcaster: settings.farcaster,
      now: parameters.embeddedNow,
    },
    logger: parameters.logger,
    cacheTtlMs: parameters.cacheTtlMs,
    chainData: services.chainData,
    nameSuffixes: settings.nameSuffixes,
    onramp: settings.onramp,
  })
}

/**
 * Opens the database (migrating it), seeds the catalogue and the dev project, and listens.
 *
 * @example
 * const server = await startServer({ port: 0 })
 * await fetch(`${server.url}/getWallets?projectId=latch-dev`)
 * await server.stop()
 */
export async function startServer(parameters: StartServerParameters = {}): Promise<StartServerReturnType> {
  const settings = readServerSettings(parameters, process.env, defaultDataDir)
  const { host, databaseUrl, dataDir } = settings
  const database = await createDatabase(databaseUrl ? { databaseUrl } : { dataDir })
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host
  let listeningPort = settings.port
  // Links in e-mails: the configured public URL, else (development) the URL the server listens on.
  const publicUrl = () => settings.configuredPublicUrl ?? `http://${urlHost}:${listeningPort}`
  const started: Partial<AppServices> = {}
  let services: AppServices
  let listening: Awaited<ReturnType<typeof listenForRequests>>
  let jobs: ReturnType<typeof startBackgroundJobs>
  try {
    services = await createAppServices(database, settings, parameters, started)
    const app = createServerApp(database.db, settings, parameters, services, publicUrl)
    listening = await listenForRequests(app, host, settings.port)
    listeningPort = listening.port
    jobs = startBackgroundJobs(database.db, settings, services.chainData, database.leases, services.metrics)
  } catch (error) {
    started.limits?.stop()
    started.mailer?.close()
    await database.close()
    throw error
  }

  // Development without PUBLIC_URL: icon URLs name the address the server listens on.
  services.chainData.publicUrl ??= `http://${urlHost}:${listeningPort}`
  let stopping: Promise<void> | undefined
  return {
    url: `http://${urlHost}:${listeningPort}`,
    port: listeningPort,
    indexer: jobs.indexer,
    stop() {
      stopping ??= Promise.all([
        stopBackgroundJobs(jobs),
        services.limits.flush().catch(() => {}),
        closeServer(listening.server),
      ]).then(() => {
        services.limits.stop()
        services.mailer?.close()
        return database.close()
      })
      return stopping
    },
  }
}
