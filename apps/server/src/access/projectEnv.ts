import type { Project } from '../projects/createProject.js'

/**
 * The Hono environment of a project-scoped route. The project gate looks the request's project up once and
 * puts it in the context, so a handler reads `c.get('project')` and never looks it up again: a route behind
 * the gate runs only for a project that exists (an unknown one was refused 403 PROJECT_NOT_FOUND).
 */
export type ProjectEnv = { Variables: { project: Project } }
