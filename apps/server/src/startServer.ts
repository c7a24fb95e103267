import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { getRequestListener, type ServerType } from '@hono/node-server'
import { type Address, isAddress } from 'viem'
import { answerClientError } from './access/answerClientError.js'
import { createRateLimits, type RateLimitConfig, type RateLimits } from './access/createRateLimits.js'
import { parseRateLimitsEnv } from './access/parseRateLimitsEnv.js'
import { type BitcoinNetworkConfig, parseBitcoinNetworksEnv } from './bitcoin/bitcoinNetworks.js'
import type { ChainDataContext } from './chains/chainParams.js'
import { type ChainConfig, createChainRegistry } from './chains/createChainRegistry.js'
import { InvalidChainsConfigError, parseChainsEnv } from './chains/parseChainsEnv.js'
import { createApp } from './createApp.js'
import { createChainData } from './createChainData.js'
import { createDatabase } from './db/createDatabase.js'
import { createMailer } from './embedded/createMailer.js'
import { type FarcasterSettings, parseFarcasterSettingsEnv } from './embedded/farcasterSettings.js'
import { parseSocialSettingsEnv, type SocialSettings } from './embedded/socialSettings.js'
import { createIndexer, type Indexer } from './indexer/createIndexer.js'
import { parseNameSuffixes } from './names/parseNameSuffixes.js'
import { type OnrampSettings, parseOnrampSettingsEnv } from './onramp/onrampSettings.js'
import type { PriceProvider } from './prices/types.js'
import { createRetentionJob, type RetentionJob } from './retention/createRetentionJob.js'
import { seedDatabase } from './seedDatabase.js'
import { parsePublicUrl, type ServerMode, serverModeOf } from './serverMode.js'
import { createSolanaIndexer, type SolanaIndexer } from './solana/createSolanaIndexer.js'
import { parseSolanaNetworksEnv } from './solana/parseSolanaNetworksEnv.js'
import { createSolanaNetworkRegistry, type SolanaNetworkConfig } from './solana/solanaNetworks.js'
import { seedTokens } from './tokens/seedTokens.js'
import { urlCredentialsRefusal } from './upstreams/urlCredentialsRefusal.js'

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
  /**
   * Solana networks to serve (balances and history of Solana accounts, indexed with the eip155 chains), each
   * with its CAIP-2 id and JSON-RPC URLs, such as the devnet's local validator. Default: LATCH_SOLANA
   * (`solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm=http://127.0.0.1:8899`, several URLs separated by `|`), else none.
   */
  solana?: SolanaNetworkConfig[] | undefined
  /**
   * Bitcoin networks to serve (balances and history of Bitcoin addresses), each with its CAIP-2 id and
   * Esplora-shaped API URLs (Blockstream's, a self-hosted Esplora, the devnet's local chain). Default:
   * LATCH_BITCOIN (`bip122:0f9188f13cb7b2c71f2a335e3a4fc328=http://127.0.0.1:3002`), else none.
   */
  bitcoin?: BitcoinNetworkConfig[] | undefined
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
   * e.g. `.latch.id,.latch.id`), else `.latch.id`.
   */
  nameSuffixes?: readonly string[] | undefined
  /**
   * Account that receives the 0.85% swap provider fee, collected on chain by the swap router. Without
   * one, swaps take no fee and quotes show none. Default: SWAP_FEE_RECIPIENT.
   */
  swapFeeRecipient?: string | undefined
  /**
   * `production` seeds no development project and needs `publicUrl`. Default: NODE_ENV (`production`
   * when it says so), else development.
   */
  mode?: ServerMode | undefined
  /**
   * The URL the widget reaches this server at, the base of the icon URLs in answers. Required in
   * production. Default: PUBLIC_URL, else (development) the URL the server listens on.
   */
  publicUrl?: string | undefined
  /** Rate limits to change (see `defaultRateLimits`), or `false` for none. Default: LATCH_RATE_LIMITS. */
  rateLimits?: Partial<RateLimitConfig> | false | undefined
  /**
   * How often the broad rate limits write their in-memory counts and read the shared totals back (a key
   * not read for longer is read before its next hit is served). Default 200 ms.
   */
  rateLimitsFlushIntervalMs?: number | undefined
  /** The rate limits' clock (ms); tests move it forward to let an instance's counts age. Default `Date.now`. */
  rateLimitsNow?: (() => number) | undefined
  /** Reverse proxies in front whose `X-Forwarded-For` is trusted for the client's IP. Default: TRUST_PROXY, else 0. */
  trustedProxies?: number | undefined
  /** Days analytics events are kept. Default: ANALYTICS_RETENTION_DAYS, else 90. */
  analyticsRetentionDays?: number | undefined
  /**
   * Where login e-mails go: an SMTP URL (`smtp://127.0.0.1:2525`, the local mail sink in development).
   * Without one, e-mail login answers 503. Default: SMTP_URL.
   */
  smtpUrl?: string | undefined
  /** The sender of login e-mails. Default: MAIL_FROM, else `Latch <no-reply@latch.local>`. */
  mailFrom?: string | undefined
  /** The embedded-wallet frame's origins. Default: FRAME_ORIGINS (comma-separated), else `http://127.0.0.1:8789`. */
  frameOrigins?: readonly string[] | undefined
  /**
   * The social logins each project offers: per project id (or `*` for all), per provider its kind (`oidc`: the
   * issuer; `oauth2`: the authorization, token and user-info endpoints), client id and secret. Default:
   * LATCH_SOCIALS (the same as JSON), else none.
   */
  socials?: SocialSettings | undefined
  /**
   * Sign In With Farcaster: the auth relay and the IdRegistry (chain RPC and address). Default:
   * LATCH_FARCASTER_RELAY_URL, LATCH_FARCASTER_RPC_URL, LATCH_FARCASTER_ID_REGISTRY, else Farcaster's relay and
   * OP Mainnet's IdRegistry.
   */
  farcaster?: FarcasterSettings | undefined
  /** The clock of login codes and sessions (ms). Tests move it forward to expire a code; default `Date.now`. */
  embeddedNow?: (() => number) | undefined
  /**
   * The on-ramp providers' keys (Coinbase Onramp, MoonPay) and the sandbox provider (development only).
   * Default: the COINBASE_ONRAMP_*, MOONPAY_* and LATCH_ONRAMP_SANDBOX_* variables (see the README).
   */
  onramp?: OnrampSettings | undefined
}

export class SandboxInProductionError extends Error {
  override name = 'SandboxInProductionError'
  constructor() {
    super(
      'The sandbox on-ramp provider mints test tokens and is for development only: unset LATCH_ONRAMP_SANDBOX_* in production',
    )
  }
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
  const solana = createSolanaNetworkRegistry(
    parameters.solana ?? parseSolanaNetworksEnv(process.env.LATCH_SOLANA),
  )
  const runIndexer = parameters.indexer ?? process.env.LATCH_INDEXER !== '0'
  const swapFeeRecipient = parseSwapFeeRecipient(
    parameters.swapFeeRecipient ?? (process.env.SWAP_FEE_RECIPIENT || undefined),
  )

  const mode = parameters.mode ?? serverModeOf(process.env.NODE_ENV)
  const configuredPublicUrl = parsePublicUrl(parameters.publicUrl ?? process.env.PUBLIC_URL, mode)
  const rateLimits = parameters.rateLimits ?? parseRateLimitsEnv(process.env.LATCH_RATE_LIMITS)
  const trustedProxies = parameters.trustedProxies ?? Number(process.env.TRUST_PROXY ?? 0)
  const retentionDays =
    parameters.analyticsRetentionDays ??
    (process.env.ANALYTICS_RETENTION_DAYS ? Number(process.env.ANALYTICS_RETENTION_DAYS) : undefined)

  const onramp = parameters.onramp ?? parseOnrampSettingsEnv(process.env)
  if (onramp.sandbox && mode === 'production') throw new SandboxInProductionError()
  const farcaster = parameters.farcaster ?? parseFarcasterSettingsEnv(process.env)
  for (const [setting, url] of [
    ['LATCH_FARCASTER_RPC_URL', farcaster.rpcUrl],
    ['LATCH_FARCASTER_RELAY_URL', farcaster.relayUrl],
  ] as const) {
    const refusal = urlCredentialsRefusal({ setting, where: 'the URL', url, instead: 'path' })
    if (refusal) throw new InvalidChainsConfigError(refusal)
  }

  const database = await createDatabase(databaseUrl ? { databaseUrl } : { dataDir })
  let server: ServerType
  let listeningPort = port
  let indexer: Indexer | undefined
  let solanaIndexer: SolanaIndexer | undefined
  let retention: RetentionJob | undefined
  let chainData: ChainDataContext
  let limits: RateLimits | undefined
  let mailer: ReturnType<typeof createMailer> | undefined
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host
  // Links in e-mails: the configured public URL, else (development) the URL the server listens on.
  const publicUrl = () => configuredPublicUrl ?? `http://${urlHost}:${listeningPort}`
  try {
    await seedDatabase(database.db, undefined, { devProject: mode === 'development' })
    await seedTokens(database.db)
    chainData = createChainData({
      db: database.db,
      chains,
      solana,
      bitcoin: parameters.bitcoin ?? parseBitcoinNetworksEnv(process.env.LATCH_BITCOIN),
      priceProviders: parameters.priceProviders,
      cacheTtlMs: parameters.cacheTtlMs,
      swapFeeRecipient,
      publicUrl: configuredPublicUrl,
    })
    limits = createRateLimits({
      db: database.db,
      config: rateLimits,
      trustedProxies,
      flushIntervalMs: parameters.rateLimitsFlushIntervalMs,
      now: parameters.rateLimitsNow,
    })
    const smtpUrl = parameters.smtpUrl ?? (process.env.SMTP_URL || undefined)
    mailer = smtpUrl
      ? createMailer({ smtpUrl, from: parameters.mailFrom ?? (process.env.MAIL_FROM || undefined) })
      : undefined
    const frameOrigins =
      parameters.frameOrigins ??
      (process.env.FRAME_ORIGINS ?? 'http://127.0.0.1:8789')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    const app = createApp({
      limits,
      db: database.db,
      embedded: {
        mailer,
        frameOrigins,
        publicUrl,
        socials: parameters.socials ?? parseSocialSettingsEnv(process.env.LATCH_SOCIALS),
        farcaster,
        now: parameters.embeddedNow,
      },
      logger: parameters.logger,
      cacheTtlMs: parameters.cacheTtlMs,
      chainData,
      nameSuffixes: parameters.nameSuffixes ?? parseNameSuffixes(process.env.LATCH_NAME_SUFFIXES),
      onramp,
    })
    ;({ server, port: listeningPort } = await new Promise<{ server: ServerType; port: number }>(
      (done, fail) => {
        const honoListener = getRequestListener(app.fetch, { hostname: host })
        // The catalogue's repeated requests are answered before Hono (see createCatalogueFastPath).
        const listening = createServer((incoming, outgoing) => {
          if (!app.answerBeforeApp(incoming, outgoing)) void honoListener(incoming, outgoing)
        })
        listening.listen(port, host, () =>
          done({ server: listening, port: (listening.address() as AddressInfo).port }),
        )
        listening.once('error', fail)
        // Requests Node's parser refuses (URL or headers over its limits) get JSON too.
        listening.on('clientError', answerClientError)
      },
    ))
    if (runIndexer && chains.list().length > 0) {
      // Cached history pages may hold blocks a reorg removed.
      indexer = createIndexer({ db: database.db, chains, onRewind: () => chainData.historyPages.clear() })
      indexer.start()
    }
    if (runIndexer && solana.list().length > 0) {
      solanaIndexer = createSolanaIndexer({
        db: database.db,
        networks: solana,
        onRewind: () => chainData.historyPages.clear(),
      })
      solanaIndexer.start()
    }
    retention = createRetentionJob({ db: database.db, analyticsRetentionDays: retentionDays })
  } catch (error) {
    limits?.stop()
    mailer?.close()
    await database.close()
    throw error
  }

  // Development without PUBLIC_URL: icon URLs name the address the server listens on.
  chainData.publicUrl ??= `http://${urlHost}:${listeningPort}`
  let stopping: Promise<void> | undefined
  return {
    url: `http://${urlHost}:${listeningPort}`,
    port: listeningPort,
    indexer,
    stop() {
      retention?.stop()
      stopping ??= Promise.all([
        indexer?.stop(),
        solanaIndexer?.stop(),
        limits?.flush().catch(() => {}),
        new Promise<void>((done) => {
          server.close(() => done())
          // Keep-alive sockets would hold close() open until they time out.
          if ('closeAllConnections' in server) server.closeAllConnections()
        }),
      ]).then(() => {
        limits?.stop()
        mailer?.close()
        return database.close()
      })
      return stopping
    },
  }
}
