import { randomBytes } from 'node:crypto'
import type { Database } from '../db/createDatabase.js'
import { isValidOriginPattern } from './matchOrigin.js'
import { isProjectId } from './projectId.js'
import { projects } from './projectsTables.js'
import { newSecretKey } from './secretKey.js'

export type Project = typeof projects.$inferSelect

export type CreateProjectParameters = {
  name: string
  allowedOrigins: string[]
  /** Defaults to a random 32-hex id. */
  id?: string | undefined
  analyticsEnabled?: boolean | undefined
}

export class InvalidProjectError extends Error {
  override name = 'InvalidProjectError'
}

/**
 * Registers a project (a site embedding the widget) with its allowed origins and a secret key for
 * server-to-server calls. The key is returned once (`secretKey`); only its hash is stored.
 *
 * @example
 * const { id, secretKey } = await createProject(db, { name: 'Shop', allowedOrigins: ['https://shop.example.com'] })
 */
export async function createProject(
  db: Database,
  parameters: CreateProjectParameters,
): Promise<Project & { secretKey: string }> {
  const id = parameters.id ?? randomBytes(16).toString('hex')
  const name = parameters.name.trim()
  if (!isProjectId(id)) {
    throw new InvalidProjectError(`Project id "${id}" must be 1-64 letters, digits, "_" or "-"`)
  }
  if (!name) throw new InvalidProjectError('Project name must not be empty')
  if (parameters.allowedOrigins.length === 0) {
    throw new InvalidProjectError(
      'A project needs at least one allowed origin (--origin https://app.example.com)',
    )
  }
  for (const origin of parameters.allowedOrigins) {
    if (!isValidOriginPattern(origin)) {
      throw new InvalidProjectError(
        `"${origin}" is not an origin: use scheme://host[:port], with * for the port or a leading subdomain (https://*.example.com)`,
      )
    }
  }
  const secret = newSecretKey()
  const [project] = await db
    .insert(projects)
    .values({
      id,
      name,
      allowedOrigins: parameters.allowedOrigins.map((origin) => origin.toLowerCase()),
      analyticsEnabled: parameters.analyticsEnabled ?? true,
      secretKeyHash: secret.hash,
      secretKeyHint: secret.hint,
    })
    .onConflictDoNothing()
    .returning()
  if (!project) throw new InvalidProjectError(`A project with id "${id}" already exists`)
  return { ...project, secretKey: secret.key }
}
