import { ProjectIdSchema } from '@latch/api'
import type { Context, MiddlewareHandler } from 'hono'
import { ProjectNotFoundError } from '../errors.js'
import type { Project } from '../projects/createProject.js'
import type { ProjectCache } from '../projects/createProjectCache.js'
import { isProjectId } from '../projects/projectId.js'
import type { ProjectEnv } from './projectEnv.js'

/** The project a request names: `projectId` in the query, else in a JSON body (the POST routes put it there). */
async function readProjectId(c: Context): Promise<string | undefined> {
  const fromQuery = c.req.query('projectId')
  if (fromQuery !== undefined) return fromQuery
  if (c.req.method !== 'POST' || !/^application\/json/i.test(c.req.header('Content-Type') ?? ''))
    return undefined
  try {
    // Hono keeps the parsed body, so the route's validator reads this same parse.
    const body: unknown = await c.req.json()
    const id =
      typeof body === 'object' && body !== null ? (body as { projectId?: unknown }).projectId : undefined
    return typeof id === 'string' ? id : undefined
  } catch {
    return undefined
  }
}

/**
 * The project a request names, looked up: undefined when it names none or an id the routes' contract refuses
 * (the route's validation then answers 400); throws 403 PROJECT_NOT_FOUND when no project has the id.
 *
 * @example
 * const project = await findRequestProject(c, projects)
 */
export async function findRequestProject(
  c: Context,
  projects: Pick<ProjectCache, 'get'>,
): Promise<Project | undefined> {
  const projectId = await readProjectId(c)
  // An id the routes' contract refuses (empty, or too long) is left to the route's validation: 400.
  if (projectId === undefined || !ProjectIdSchema.safeParse(projectId).success) return undefined
  // An id no project can have (control characters, spaces…) names no project, the same refusal as an unknown one.
  const project = isProjectId(projectId) ? await projects.get(projectId) : undefined
  if (!project) throw new ProjectNotFoundError(projectId)
  return project
}

/**
 * Middleware that hands the request's project to the route (`c.get('project')`), refusing an unknown one
 * 403 PROJECT_NOT_FOUND, without the caller checks of the project gate: for the embedded wallet's routes,
 * which the frame calls for any project and which check the embedding site themselves.
 *
 * @example
 * app.use('/v1/embedded/config', resolveProject(projects))
 */
export function resolveProject(projects: Pick<ProjectCache, 'get'>): MiddlewareHandler<ProjectEnv> {
  return async (c, next) => {
    const project = await findRequestProject(c, projects)
    if (project) c.set('project', project)
    await next()
  }
}
