import { eq } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { InvalidProjectError } from './createProject.js'
import { projects } from './projectsTables.js'
import { newSecretKey } from './secretKey.js'

/**
 * Gives the project a new secret key, which replaces the old one at once (servers see it within their
 * project cache's lifetime, 30 s). Returns the key: it is not stored, only its hash.
 *
 * @example
 * const key = await rotateSecretKey(db, 'shop') // 'lsk_…'
 */
export async function rotateSecretKey(db: Database, projectId: string): Promise<string> {
  const secret = newSecretKey()
  const updated = await db
    .update(projects)
    .set({ secretKeyHash: secret.hash, secretKeyHint: secret.hint })
    .where(eq(projects.id, projectId))
    .returning({ id: projects.id })
  if (updated.length === 0) throw new InvalidProjectError(`No project with id "${projectId}"`)
  return secret.key
}
