import type { RateLimitConfig } from '../access/createRateLimits.js'
import type { BitcoinNetworkConfig } from '../bitcoin/bitcoinNetworks.js'
import type { ChainConfig } from '../chains/createChainRegistry.js'
import type { FarcasterSettings } from '../embedded/farcasterSettings.js'
import type { SocialSettings } from '../embedded/socialSettings.js'
import type { OnrampSettings } from '../onramp/onrampSettings.js'
import type { PolkadotNetworkConfig } from '../polkadot/polkadotNetworks.js'
import type { PriceProvider } from '../prices/types.js'
import type { ServerMode } from '../serverMode.js'
import type { SolanaNetworkConfig } from '../solana/solanaNetworks.js'

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
  /**
   * Polkadot networks to serve (history of Polkadot accounts, indexed from their nodes), each with its CAIP-2 id
   * and a node's WebSocket URL. Default: LATCH_POLKADOT (`polkadot:<genesis hash prefix>=ws://127.0.0.1:9944`),
   * else none.
   */
  polkadot?: PolkadotNetworkConfig[] | undefined
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
   * The bearer token a Prometheus scraper sends to `GET /metrics` (`Authorization: Bearer <token>`). Default:
   * METRICS_TOKEN; unset, the server keeps its metrics but serves no `/metrics`.
   */
  metricsToken?: string | undefined
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
