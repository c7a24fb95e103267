import { OpenAPIHono } from '@hono/zod-openapi'
import { answerError } from '../../access/answerError.js'
import type { ProjectEnv } from '../../access/projectEnv.js'
import { resolveProject } from '../../access/resolveProject.js'
import type { ChainRegistry } from '../../chains/createChainRegistry.js'
import { createProjectCache } from '../../projects/createProjectCache.js'
import { seedDatabase } from '../../seedDatabase.js'
import { createSiwxRoutes } from '../../siwx/siwxRoutes.js'
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase.js'
import { createSignatureVerifier } from '../createSignatureVerifier.js'
import { createNameRoutes } from '../nameRoutes.js'
import type { ProfileContext } from '../nameServiceContext.js'

export type ProfileTestApp = {
  app: OpenAPIHono<ProjectEnv>
  context: ProfileContext
  database: TestDatabase
  /** Moves the routes' clock by `ms` (nonce and message expiry). */
  advanceClock(ms: number): void
  close(): Promise<void>
}

/**
 * The name-service and sign-in routes on a fresh seeded test database (project `latch-dev`, origins
 * `http://localhost:*` and `http://127.0.0.1:*`, name suffixes `.latch.id` and `.example.org`), verifying
 * signatures on the given chains. The request's project is resolved in front of them as the server's project
 * gate does, without its caller checks, so the routes' own checks are what a test meets.
 */
export async function createProfileTestApp(parameters: { chains: ChainRegistry }): Promise<ProfileTestApp> {
  const database = await createTestDatabase()
  await seedDatabase(database.db)
  let offset = 0
  const context: ProfileContext = {
    db: database.db,
    verifySignature: createSignatureVerifier({
      getClient: (chainId) => parameters.chains.get(chainId)?.client,
    }),
    now: () => Date.now() + offset,
    // An operator's two suffixes: the first is offered for new names, both are accepted.
    nameSuffixes: ['.latch.id', '.example.org'],
  }
  const app = new OpenAPIHono<ProjectEnv>()
  app.use(resolveProject(createProjectCache(database.db, { ttlMs: 30_000 })))
  // The name service's refusals carry `reasons`, an unknown project's too.
  app.onError((error, c) => answerError(error, c, { reasons: true }))
  app.route('/', createNameRoutes(context)).route('/', createSiwxRoutes(context))
  return {
    app,
    context,
    database,
    advanceClock: (ms) => {
      offset += ms
    },
    close: () => database.close(),
  }
}
