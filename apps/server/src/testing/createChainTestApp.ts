import { OpenAPIHono } from '@hono/zod-openapi'
import { createCatalogueStore } from '../catalogue/createCatalogueStore.js'
import { loadCatalogueSource } from '../catalogue/loadCatalogueSource.js'
import type { ChainDataContext } from '../chains/chainParams.js'
import { createChainData, createChainDataRoutes } from '../chains/createChainData.js'
import type { ChainConfig } from '../chains/createChainRegistry.js'
import type { AppContext } from '../context.js'
import { seedDatabase } from '../db/seedDatabase.js'
import { ApiError } from '../errors.js'
import { validationHook } from '../http.js'
import { createProjectCache } from '../projects/createProjectCache.js'
import { seedTokens } from '../tokens/seedTokens.js'
import { createChainTestDatabase } from './chainTestDatabase.js'
import type { TestDatabase } from './testDatabase.js'

export type ChainTestApp = {
  app: OpenAPIHono
  database: TestDatabase
  chainData: ChainDataContext
  close(): Promise<void>
}

/** A seeded test database (catalogue, dev project, token registry) behind the blockchain data routes. */
export async function createChainTestApp(parameters: { chains: ChainConfig[] }): Promise<ChainTestApp> {
  const database = await createChainTestDatabase()
  await seedDatabase(database.db)
  await seedTokens(database.db)
  const context: AppContext = {
    db: database.db,
    source: loadCatalogueSource(),
    catalogue: createCatalogueStore(database.db, { ttlMs: 30_000 }),
    projects: createProjectCache(database.db, { ttlMs: 30_000 }),
  }
  const chainData = createChainData({ db: database.db, chains: parameters.chains })
  const app = new OpenAPIHono({ defaultHook: validationHook })
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toJSON(), error.status)
    console.error(error)
    return c.json({ code: 'INTERNAL_ERROR', message: 'Internal server error' }, 500)
  })
  app.route('/', createChainDataRoutes(context, chainData))
  return { app, database, chainData, close: () => database.close() }
}
