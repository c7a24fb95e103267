import type { RateLimits } from './access/createRateLimits.js'
import type { CatalogueStore } from './catalogue/createCatalogueStore.js'
import type { WalletQueryMemo } from './catalogue/createWalletQueryMemo.js'
import type { CatalogueSource } from './catalogue/loadCatalogueSource.js'
import type { Database } from './db/createDatabase.js'
import type { ServerMetrics } from './metrics/createServerMetrics.js'
import type { ProjectCache } from './projects/createProjectCache.js'

/** What the route sub-apps share; built once by `createApp`. */
export type AppContext = {
  db: Database
  source: CatalogueSource
  catalogue: CatalogueStore
  /** `/getWallets` query strings validated before (filled by the route, read by its fast path). */
  walletQueries: WalletQueryMemo
  projects: ProjectCache
  /** Rate limits: `limits.route('email')` or `limits.hit('email', key)` give a route a tighter one. */
  limits: RateLimits
  /** Prometheus metrics, when the server keeps them (`startServer` does). */
  metrics?: ServerMetrics | undefined
}
