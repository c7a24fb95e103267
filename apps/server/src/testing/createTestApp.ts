import type { Address } from 'viem'
import type { ChainConfig, ChainRegistry } from '../chains/createChainRegistry.js'
import { createApp } from '../createApp.js'
import { seedDatabase } from '../db/seedDatabase.js'
import { seedTokens } from '../tokens/seedTokens.js'
import { createTestDatabase, type TestDatabase } from './testDatabase.js'

export type TestApp = { app: ReturnType<typeof createApp>; database: TestDatabase; close(): Promise<void> }

export type CreateTestAppParameters = {
  /** Chains for the blockchain data API (a registry to share it with an indexer in the test). */
  chains?: readonly ChainConfig[] | ChainRegistry | undefined
  /** Account that receives the swap provider fee. */
  swapFeeRecipient?: Address | undefined
  /** How long the catalogue snapshot and project lookups live (default 30 s). */
  cacheTtlMs?: number | undefined
}

/**
 * A seeded test database (see `createTestDatabase`: catalogue, dev project, token registry) behind a
 * fresh app, for `app.request()` tests.
 */
export async function createTestApp(parameters: CreateTestAppParameters = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  await seedDatabase(database.db)
  await seedTokens(database.db)
  return {
    app: createApp({
      db: database.db,
      chains: parameters.chains,
      swapFeeRecipient: parameters.swapFeeRecipient,
      cacheTtlMs: parameters.cacheTtlMs,
    }),
    database,
    close: () => database.close(),
  }
}
