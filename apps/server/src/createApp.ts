import { OpenAPIHono } from '@hono/zod-openapi'
import type { Address } from 'viem'
import { answerError } from './access/answerError.js'
import { createRateLimits, type RateLimitConfig, type RateLimits } from './access/createRateLimits.js'
import { guardApp } from './access/guardApp.js'
import { createAnalyticsRoutes } from './analytics/analyticsRoutes.js'
import type { BitcoinNetworkConfig, BitcoinNetworkRegistry } from './bitcoin/bitcoinNetworks.js'
import { createCapabilitiesRoutes } from './capabilities/capabilitiesRoutes.js'
import { createCatalogueRoutes } from './catalogue/catalogueRoutes.js'
import { type CatalogueFastPath, createCatalogueFastPath } from './catalogue/createCatalogueFastPath.js'
import { createCatalogueStore } from './catalogue/createCatalogueStore.js'
import { createWalletQueryMemo } from './catalogue/createWalletQueryMemo.js'
import { type CatalogueSource, loadCatalogueSource } from './catalogue/loadCatalogueSource.js'
import type { ChainDataContext } from './chains/chainParams.js'
import type { ChainConfig, ChainRegistry } from './chains/createChainRegistry.js'
import type { AppContext } from './context.js'
import { createChainData, createChainDataRoutes } from './createChainData.js'
import type { Database } from './db/createDatabase.js'
import type { Mailer } from './embedded/createMailer.js'
import { defaultEmbeddedLimits, type EmbeddedLimits } from './embedded/embeddedContext.js'
import { createEmbeddedRoutes } from './embedded/embeddedRoutes.js'
import type { FarcasterSettings } from './embedded/farcasterSettings.js'
import type { SocialSettings } from './embedded/socialSettings.js'
import { NotFoundError } from './errors.js'
import { createHealthRoutes } from './health/healthRoutes.js'
import { validationHook } from './http.js'
import { assignRequestId, logRequests } from './logging/requestLog.js'
import { countFastAnswers, countMails } from './metrics/countOutsideHono.js'
import type { ServerMetrics } from './metrics/createServerMetrics.js'
import { createMetricsRoutes, measureRequests } from './metrics/metricsRoutes.js'
import { createSignatureVerifier } from './names/createSignatureVerifier.js'
import { createNameRoutes } from './names/nameRoutes.js'
import type { ProfileContext } from './names/nameServiceContext.js'
import type { OnrampContext } from './onramp/onrampContext.js'
import { createOnrampRoutes } from './onramp/onrampRoutes.js'
import type { OnrampSettings } from './onramp/onrampSettings.js'
import { createOnrampWebhookRoutes } from './onramp/onrampWebhookRoutes.js'
import { createSandboxRoutes } from './onramp/sandboxRoutes.js'
import type { PolkadotNetworkConfig, PolkadotNetworkRegistry } from './polkadot/polkadotNetworks.js'
import type { PriceProvider } from './prices/types.js'
import { createProjectCache } from './projects/createProjectCache.js'
import { createSiwxRoutes } from './siwx/siwxRoutes.js'
import { createBundlerRoutes } from './smartAccounts/bundlerRoutes.js'
import type { SolanaNetworkConfig, SolanaNetworkRegistry } from './solana/solanaNetworks.js'

export type CreateAppParameters = {
  /** Prometheus metrics of every request (and the `/metrics` route with `metricsToken`). */
  metrics?: ServerMetrics | undefined
  /** The bearer token `/metrics` asks for; without it there is no `/metrics`. */
  metricsToken?: string | undefined
  db: Database
  /** Catalogue files (images); defaults to the data shipped in `apps/server/data/`. */
  source?: CatalogueSource | undefined
  /** How long the in-memory catalogue snapshot and project lookups live. Default 30 s. */
  cacheTtlMs?: number | undefined
  /** Log one line per request. */
  logger?: boolean | undefined
  /**
   * The chains the blockchain data API serves (balances, history, prices, gas, tokens, JSON-RPC proxy),
   * or a registry shared with the indexer. None by default.
   */
  chains?: readonly ChainConfig[] | ChainRegistry | undefined
  /** The Solana networks the data API serves (balances and history of Solana accounts). None by default. */
  solana?: readonly SolanaNetworkConfig[] | SolanaNetworkRegistry | undefined
  /** Bitcoin networks with their Esplora URLs (balances and history of Bitcoin addresses). */
  bitcoin?: readonly BitcoinNetworkConfig[] | BitcoinNetworkRegistry | undefined
  /** Polkadot networks with their nodes' WebSocket URLs (history of Polkadot accounts). */
  polkadot?: readonly PolkadotNetworkConfig[] | PolkadotNetworkRegistry | undefined
  /** USD price sources of real networks, by chain id (devnet chains are priced from their pools). */
  priceProviders?: Record<number, PriceProvider> | undefined
  /** Blockchain data services built by the caller (see `createChainData`); replaces `chains` and `priceProviders`. */
  chainData?: ChainDataContext | undefined
  /** Account that receives the swap provider fee on chain (with `chains`; `chainData` carries its own). */
  swapFeeRecipient?: Address | undefined
  /** Account-name suffixes with their leading dot; the first is offered for new names. Default `.latch.id`. */
  nameSuffixes?: readonly string[] | undefined
  /** Rate limits to change (see `defaultRateLimits`), or `false` for none. Ignored when `limits` is given. */
  rateLimits?: Partial<RateLimitConfig> | false | undefined
  /** Rate limits built by the caller (shared with other apps, or flushed by a test). */
  limits?: RateLimits | undefined
  /** Reverse proxies in front of the server whose `X-Forwarded-For` is trusted. Default 0. */
  trustedProxies?: number | undefined
  /** The embedded wallet's service (e-mail login, sessions, key shares). */
  embedded?: CreateAppEmbeddedParameters | undefined
  /** The on-ramp providers' keys, and the sandbox provider; none by default (no purchase can start). */
  onramp?: OnrampSettings | undefined
}

export type CreateAppEmbeddedParameters = {
  /** Sends the login e-mails; without one, e-mail login answers 503. */
  mailer?: Mailer | undefined
  /** The frame's origins (e.g. `http://127.0.0.1:8789`): the only callers of the login, session and share routes. */
  frameOrigins?: readonly string[] | undefined
  /** This server's public URL, for links in e-mails. Default `http://127.0.0.1:8787`. */
  publicUrl?: string | (() => string) | undefined
  limits?: Partial<EmbeddedLimits> | undefined
  /** The social logins each project offers (`*` for every project); none by default. */
  socials?: SocialSettings | undefined
  /** Sign In With Farcaster's relay and ID registry; none by default (Farcaster login answers 400). */
  farcaster?: FarcasterSettings | undefined
  /** The clock (tests move it to expire codes). */
  now?: (() => number) | undefined
}

/**
 * The HTTP API as a Hono app, without a listener: use `app.request()` in tests, or `startServer`.
 *
 * @example
 * const app = createApp({ db })
 * const res = await app.request('/getWallets?projectId=latch-dev')
 */
export function createApp(parameters: CreateAppParameters) {
  const ttlMs = parameters.cacheTtlMs ?? 30_000
  const context: AppContext = {
    db: parameters.db,
    source: parameters.source ?? loadCatalogueSource(),
    catalogue: createCatalogueStore(parameters.db, { ttlMs }),
    walletQueries: createWalletQueryMemo(),
    projects: createProjectCache(parameters.db, { ttlMs }),
    metrics: parameters.metrics,
    limits:
      parameters.limits ??
      createRateLimits({
        db: parameters.db,
        config: parameters.rateLimits,
        trustedProxies: parameters.trustedProxies,
      }),
  }

  const chainData =
    parameters.chainData ??
    createChainData({
      db: parameters.db,
      chains: parameters.chains ?? [],
      solana: parameters.solana,
      bitcoin: parameters.bitcoin,
      polkadot: parameters.polkadot,
      priceProviders: parameters.priceProviders,
      cacheTtlMs: ttlMs,
      swapFeeRecipient: parameters.swapFeeRecipient,
    })

  // Names and sign-in check signatures on the chains the data API serves (ERC-1271 for contract wallets).
  const profiles: ProfileContext = {
    db: parameters.db,
    verifySignature: createSignatureVerifier({
      getClient: (chainId) => chainData.chains.get(chainId)?.client,
    }),
    nameSuffixes: parameters.nameSuffixes,
  }

  const app = new OpenAPIHono({ defaultHook: validationHook })
  const { metrics } = parameters
  app.use(assignRequestId())
  if (metrics) app.use(measureRequests(metrics))
  if (parameters.logger) app.use(logRequests())
  const frameOrigins = (parameters.embedded?.frameOrigins ?? []).map((origin) => origin.toLowerCase())
  // Before the guards: a catalogue request answered before costs lookups (it counts in the same limits).
  const catalogueFastPath = createCatalogueFastPath(context, {
    queries: context.walletQueries,
    trustedOrigins: frameOrigins,
  })
  app.use('/getWallets', catalogueFastPath.middleware)
  const answerBeforeApp: CatalogueFastPath['answerNode'] = parameters.logger
    ? () => false
    : metrics
      ? countFastAnswers(catalogueFastPath.answerNode, metrics)
      : catalogueFastPath.answerNode
  guardApp(app, { projects: context.projects, limits: context.limits, frameOrigins })
  app.onError(answerError)
  app.notFound((c) => {
    const error = new NotFoundError(c.req.method, c.req.path)
    return c.json(error.toJSON(), 404)
  })

  const serverUrl = () => {
    const url = parameters.embedded?.publicUrl ?? 'http://127.0.0.1:8787'
    return (typeof url === 'function' ? url() : url).replace(/\/+$/, '')
  }
  const onramp: OnrampContext = {
    app: context,
    chainData,
    settings: parameters.onramp ?? {},
    publicUrl: serverUrl,
    now: parameters.embedded?.now ?? Date.now,
  }

  const routes = app
    .route('/', createHealthRoutes(parameters.db))
    .route('/', createMetricsRoutes(metrics, parameters.metricsToken))
    .route('/', createCatalogueRoutes(context))
    .route('/', createAnalyticsRoutes(context))
    .route('/', createChainDataRoutes(context, chainData))
    .route('/', createCapabilitiesRoutes(chainData))
    .route('/', createBundlerRoutes(context, chainData.chains, { now: parameters.embedded?.now }))
    .route('/', createNameRoutes(profiles))
    .route('/', createSiwxRoutes(profiles))
    .route('/', createOnrampRoutes(onramp))
    .route('/', createOnrampWebhookRoutes(onramp))
    .route('/', createSandboxRoutes(onramp))
    .route(
      '/',
      createEmbeddedRoutes({
        db: parameters.db,
        projects: context.projects,
        mailer: metrics ? countMails(parameters.embedded?.mailer, metrics) : parameters.embedded?.mailer,
        frameOrigins,
        publicUrl: serverUrl,
        limits: { ...defaultEmbeddedLimits, ...parameters.embedded?.limits },
        socials: parameters.embedded?.socials ?? {},
        farcaster: parameters.embedded?.farcaster,
        now: parameters.embedded?.now ?? Date.now,
      }),
    )

  routes.doc('/openapi.json', {
    openapi: '3.0.3',
    info: {
      title: 'Latch server',
      version: '0.1.0',
      description:
        'Wallet catalogue, images, projects, analytics and the blockchain data API (balances, history, prices, gas, tokens, JSON-RPC), account names, sign-in sessions and the embedded wallet (e-mail login, sessions, key shares) for the Latch widget',
    },
  })
  return Object.assign(routes, {
    /**
     * For a Node server, in front of the app (`startServer` puts it there): answers a catalogue request
     * answered before without Hono and returns true, or returns false. Off with the request logger.
     */
    answerBeforeApp,
  })
}

export type AppType = ReturnType<typeof createApp>
