import { resolve } from 'node:path'
import { type Address, isAddress } from 'viem'
import type { RateLimitConfig } from '../access/createRateLimits.js'
import { parseRateLimitsEnv } from '../access/parseRateLimitsEnv.js'
import { type BitcoinNetworkConfig, parseBitcoinNetworksEnv } from '../bitcoin/bitcoinNetworks.js'
import { type ChainRegistry, createChainRegistry } from '../chains/createChainRegistry.js'
import { InvalidChainsConfigError, parseChainsEnv } from '../chains/parseChainsEnv.js'
import { type FarcasterSettings, parseFarcasterSettingsEnv } from '../embedded/farcasterSettings.js'
import { parseSocialSettingsEnv, type SocialSettings } from '../embedded/socialSettings.js'
import { parseNameSuffixes } from '../names/parseNameSuffixes.js'
import { type OnrampSettings, parseOnrampSettingsEnv } from '../onramp/onrampSettings.js'
import { type PolkadotNetworkConfig, parsePolkadotNetworksEnv } from '../polkadot/polkadotNetworks.js'
import { parsePublicUrl, type ServerMode, serverModeOf } from '../serverMode.js'
import { parseSolanaNetworksEnv } from '../solana/parseSolanaNetworksEnv.js'
import { createSolanaNetworkRegistry, type SolanaNetworkRegistry } from '../solana/solanaNetworks.js'
import { urlCredentialsRefusal } from '../upstreams/urlCredentialsRefusal.js'
import type { StartServerParameters } from './startServerParameters.js'

export class InvalidSwapFeeRecipientError extends Error {
  override name = 'InvalidSwapFeeRecipientError'
  constructor(value: string) {
    super(`SWAP_FEE_RECIPIENT must be an EVM address (0x and 40 hex characters), got "${value}"`)
  }
}

export class SandboxInProductionError extends Error {
  override name = 'SandboxInProductionError'
  constructor() {
    super(
      'The sandbox on-ramp provider mints test tokens and is for development only: unset LATCH_ONRAMP_SANDBOX_* in production',
    )
  }
}

/** Every setting the server starts with, each from its parameter or else from the environment, checked. */
export type ServerSettings = {
  host: string
  port: number
  databaseUrl: string | undefined
  dataDir: string
  chains: ChainRegistry
  solana: SolanaNetworkRegistry
  bitcoin: BitcoinNetworkConfig[]
  polkadot: PolkadotNetworkConfig[]
  runIndexer: boolean
  swapFeeRecipient: Address | undefined
  mode: ServerMode
  /** PUBLIC_URL; unset in development, where the URL the server listens on stands in. */
  configuredPublicUrl: string | undefined
  rateLimits: Partial<RateLimitConfig> | false | undefined
  trustedProxies: number
  analyticsRetentionDays: number | undefined
  onramp: OnrampSettings
  farcaster: FarcasterSettings
  socials: SocialSettings
  smtpUrl: string | undefined
  mailFrom: string | undefined
  frameOrigins: readonly string[]
  nameSuffixes: readonly string[] | undefined
  /** METRICS_TOKEN: the bearer token of `/metrics`; unset, there is no `/metrics`. */
  metricsToken: string | undefined
}

/** The configured fee recipient, checked before anything starts: a typo must not send fees nowhere. */
function parseSwapFeeRecipient(value: string | undefined): Address | undefined {
  if (value === undefined) return undefined
  if (!isAddress(value, { strict: false })) throw new InvalidSwapFeeRecipientError(value)
  return value.toLowerCase() as Address
}

/** Farcaster's relay and chain URLs, refused with a credential in them (they go to third parties). */
function readFarcaster(parameters: StartServerParameters, env: Record<string, string | undefined>) {
  const farcaster = parameters.farcaster ?? parseFarcasterSettingsEnv(env)
  for (const [setting, url] of [
    ['LATCH_FARCASTER_RPC_URL', farcaster.rpcUrl],
    ['LATCH_FARCASTER_RELAY_URL', farcaster.relayUrl],
  ] as const) {
    const refusal = urlCredentialsRefusal({ setting, where: 'the URL', url, instead: 'path' })
    if (refusal) throw new InvalidChainsConfigError(refusal)
  }
  return farcaster
}

/** The on-ramp settings; the sandbox provider, which mints test tokens, is refused in production. */
function readOnramp(
  parameters: StartServerParameters,
  env: Record<string, string | undefined>,
  mode: ServerMode,
) {
  const onramp = parameters.onramp ?? parseOnrampSettingsEnv(env)
  if (onramp.sandbox && mode === 'production') throw new SandboxInProductionError()
  return onramp
}

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/**
 * The server's settings: each parameter given, else its environment variable, else its default; throws for
 * a setting it must not start with (production without PUBLIC_URL, a fee recipient that is no address, the
 * sandbox on-ramp in production, a credential in a Farcaster URL). Read in this order, so the first setting
 * found wrong is the one reported.
 */
export function readServerSettings(
  parameters: StartServerParameters,
  env: Record<string, string | undefined>,
  defaultDataDir: string,
): ServerSettings {
  const mode = parameters.mode ?? serverModeOf(env.NODE_ENV)
  return {
    host: parameters.host ?? env.HOST ?? '127.0.0.1',
    port: parameters.port ?? (env.PORT ? Number(env.PORT) : 8787),
    databaseUrl: parameters.databaseUrl ?? (env.DATABASE_URL || undefined),
    dataDir: resolve(parameters.dataDir ?? env.DATA_DIR ?? defaultDataDir),
    chains: createChainRegistry(parameters.chains ?? parseChainsEnv(env.LATCH_CHAINS)),
    solana: createSolanaNetworkRegistry(parameters.solana ?? parseSolanaNetworksEnv(env.LATCH_SOLANA)),
    runIndexer: parameters.indexer ?? env.LATCH_INDEXER !== '0',
    swapFeeRecipient: parseSwapFeeRecipient(
      parameters.swapFeeRecipient ?? (env.SWAP_FEE_RECIPIENT || undefined),
    ),
    mode,
    configuredPublicUrl: parsePublicUrl(parameters.publicUrl ?? env.PUBLIC_URL, mode),
    rateLimits: parameters.rateLimits ?? parseRateLimitsEnv(env.LATCH_RATE_LIMITS),
    trustedProxies: parameters.trustedProxies ?? Number(env.TRUST_PROXY ?? 0),
    analyticsRetentionDays:
      parameters.analyticsRetentionDays ??
      (env.ANALYTICS_RETENTION_DAYS ? Number(env.ANALYTICS_RETENTION_DAYS) : undefined),
    onramp: readOnramp(parameters, env, mode),
    farcaster: readFarcaster(parameters, env),
    bitcoin: parameters.bitcoin ?? parseBitcoinNetworksEnv(env.LATCH_BITCOIN),
    polkadot: parameters.polkadot ?? parsePolkadotNetworksEnv(env.LATCH_POLKADOT),
    smtpUrl: parameters.smtpUrl ?? (env.SMTP_URL || undefined),
    mailFrom: parameters.mailFrom ?? (env.MAIL_FROM || undefined),
    frameOrigins: parameters.frameOrigins ?? listOf(env.FRAME_ORIGINS ?? 'http://127.0.0.1:8789'),
    socials: parameters.socials ?? parseSocialSettingsEnv(env.LATCH_SOCIALS),
    nameSuffixes: parameters.nameSuffixes ?? parseNameSuffixes(env.LATCH_NAME_SUFFIXES),
    metricsToken: parameters.metricsToken ?? (env.METRICS_TOKEN || undefined),
  }
}
