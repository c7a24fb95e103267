import type { RateLimits } from './access/createRateLimits.js'
import type { CatalogueStore } from './catalogue/createCatalogueStore.js'
import type { WalletQueryMemo } from './catalogue/createWalletQueryMemo.js'
import type { CatalogueSource } from './catalogue/loadCatalogueSource.js'
import type { Database } from './db/createDatabase.js'
import { ProjectNotFoundError } from './errors.js'
import type { Project } from './projects/createProject.js'
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
}

/** The project of a request, or a 403 PROJECT_NOT_FOUND. */
export async function requireProject(context: AppContext, projectId: string): Promise<Project> {
  const project = await context.projects.get(projectId)
  if (!project) throw new ProjectNotFoundError(projectId)
  return project
}
