import type { Address } from 'viem'
import { secretKeyHeader } from '../access/createProjectAccess.js'
import type { RateLimitConfig } from '../access/createRateLimits.js'
import type { BitcoinNetworkConfig } from '../bitcoin/bitcoinNetworks.js'
import type { ChainConfig, ChainRegistry } from '../chains/createChainRegistry.js'
import { createApp } from '../createApp.js'
import type { PolkadotNetworkConfig, PolkadotNetworkRegistry } from '../polkadot/polkadotNetworks.js'
import { seedDatabase } from '../seedDatabase.js'
import type { SolanaNetworkConfig, SolanaNetworkRegistry } from '../solana/solanaNetworks.js'
import { seedTokens } from '../tokens/seedTokens.js'
import { createTestDatabase, type TestDatabase } from './testDatabase.js'

export type TestApp = { app: ReturnType<typeof createApp>; database: TestDatabase; close(): Promise<void> }

/** The site test requests come from: the development project allows it. */
export const testOrigin = 'http://localhost:5173'

export type CreateTestAppParameters = {
  /** Rate limits to change, or `false` for none (tests that send many requests). */
  rateLimits?: Partial<RateLimitConfig> | false | undefined
  /** Chains for the blockchain data API (a registry to share it with an indexer in the test). */
  chains?: readonly ChainConfig[] | ChainRegistry | undefined
  /** Solana networks for the data API (a registry to share it with a Solana indexer in the test). */
  solana?: readonly SolanaNetworkConfig[] | SolanaNetworkRegistry | undefined
  /** Bitcoin networks for the data API, with their Esplora URLs. */
  bitcoin?: readonly BitcoinNetworkConfig[] | undefined
  /** Polkadot networks for the data API (a registry to share it with a Polkadot indexer in the test). */
  polkadot?: readonly PolkadotNetworkConfig[] | PolkadotNetworkRegistry | undefined
  /** Account that receives the swap provider fee. */
  swapFeeRecipient?: Address | undefined
  /** How long the catalogue snapshot and project lookups live (default 30 s). */
  cacheTtlMs?: number | undefined
  /** Reverse proxies whose `X-Forwarded-For` is trusted: 1 lets a test send as any client IP. Default 0. */
  trustedProxies?: number | undefined
}

/**
 * A seeded test database (see `createTestDatabase`: catalogue, dev project, token registry) behind a
 * fresh app, for `app.request()` tests. Requests come from the dev project's site (`Origin:
 * http://localhost:5173`) unless a test sets `Origin` or `X-Latch-Secret-Key` itself; `Origin: ''`
 * sends none, as a server does.
 */
export async function createTestApp(parameters: CreateTestAppParameters = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  await seedDatabase(database.db)
  await seedTokens(database.db)
  const app = createApp({
    db: database.db,
    chains: parameters.chains,
    solana: parameters.solana,
    bitcoin: parameters.bitcoin,
    polkadot: parameters.polkadot,
    swapFeeRecipient: parameters.swapFeeRecipient,
    cacheTtlMs: parameters.cacheTtlMs,
    rateLimits: parameters.rateLimits,
    trustedProxies: parameters.trustedProxies,
  })
  const request = app.request
  app.request = (input, init, ...rest) => {
    const headers = new Headers(init?.headers)
    if (headers.get('Origin') === '') headers.delete('Origin')
    else if (!headers.has('Origin') && !headers.has(secretKeyHeader)) headers.set('Origin', testOrigin)
    return request(input, { ...init, headers }, ...rest)
  }
  return {
    app,
    database,
    close: () => database.close(),
  }
}
