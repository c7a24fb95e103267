import { eq } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import type { Project } from './createProject.js'
import { projects } from './projectsTables.js'

export type ProjectCache = {
  /** The project, or undefined when no project has this id. */
  get(projectId: string): Promise<Project | undefined>
  /**
   * The cached lookup while it is fresh, without waiting: `{ project }` (`project` undefined for an
   * unknown id); undefined when `get` must ask the database.
   */
  peek(projectId: string): { project: Project | undefined } | undefined
  invalidate(): void
}

const maxEntries = 10_000

/**
 * Project lookups cached for `ttlMs`, misses included (so a flood of unknown ids costs one query per id
 * per period). A project created or changed by the CLI in another process is seen within `ttlMs`.
 */
export function createProjectCache(db: Database, options: { ttlMs?: number } = {}): ProjectCache {
  const ttlMs = options.ttlMs ?? 30_000
  const entries = new Map<string, { project: Project | undefined; loadedAt: number }>()
  const inFlight = new Map<string, Promise<Project | undefined>>()

  async function load(projectId: string): Promise<Project | undefined> {
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1)
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    entries.delete(projectId)
    entries.set(projectId, { project, loadedAt: Date.now() })
    return project
  }

  return {
    peek(projectId) {
      const entry = entries.get(projectId)
      return entry && Date.now() - entry.loadedAt < ttlMs ? entry : undefined
    },
    get(projectId) {
      const entry = entries.get(projectId)
      if (entry && Date.now() - entry.loadedAt < ttlMs) return Promise.resolve(entry.project)
      let pending = inFlight.get(projectId)
      if (!pending) {
        pending = load(projectId).finally(() => inFlight.delete(projectId))
        inFlight.set(projectId, pending)
      }
      return pending
    },
    invalidate() {
      entries.clear()
    },
  }
}
