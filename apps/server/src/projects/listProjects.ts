import { asc } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import type { Project } from './createProject.js'
import { projects } from './projectsTables.js'

/** All projects, oldest first. */
export async function listProjects(db: Database): Promise<Project[]> {
  return db.select().from(projects).orderBy(asc(projects.createdAt), asc(projects.id))
}
