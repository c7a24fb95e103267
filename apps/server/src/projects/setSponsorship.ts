import { eq } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { InvalidProjectError } from './createProject.js'
import { projects, type SponsorshipPolicy } from './projectsTables.js'

/**
 * Sets what the server's paymaster pays for the project's smart accounts (null: nothing, they pay their own
 * gas), replacing the whole policy: a limit not given is no limit. Servers apply it within their project cache's
 * lifetime (30 s).
 *
 * @example
 * await setSponsorship(db, 'shop', {
 *   maxOperationCostWei: '10000000000000000',
 *   maxOperationsPerAccountPerDay: 20,
 *   maxOperationsPerDay: 5000,
 *   maxCostWeiPerDay: '5000000000000000000',
 * })
 */
export async function setSponsorship(
  db: Database,
  projectId: string,
  policy: SponsorshipPolicy | null,
): Promise<void> {
  for (const [value, what] of [
    [policy?.maxOperationCostWei, 'cost limit'],
    [policy?.maxCostWeiPerDay, 'daily budget'],
  ] as const)
    if (value !== undefined && !/^\d{1,78}$/.test(value))
      throw new InvalidProjectError(`The ${what} "${value}" must be a whole number of wei`)
  for (const [value, what] of [
    [policy?.maxOperationsPerAccountPerDay, 'daily limit per account'],
    [policy?.maxOperationsPerDay, 'daily limit of the project'],
  ] as const)
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 1))
      throw new InvalidProjectError(`The ${what} "${value}" must be a whole number of operations, at least 1`)
  const updated = await db
    .update(projects)
    .set({ sponsorship: policy })
    .where(eq(projects.id, projectId))
    .returning({ id: projects.id })
  if (updated.length === 0) throw new InvalidProjectError(`No project with id "${projectId}"`)
}
