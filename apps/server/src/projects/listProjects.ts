import { asc } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { projects } from '../db/schema.js'
import type { Project } from './createProject.js'

/** All projects, oldest first. */
export async function listProjects(db: Database): Promise<Project[]> {
  return db.select().from(projects).orderBy(asc(projects.createdAt), asc(projects.id))
}
