import { eq } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { InvalidProjectError } from './createProject.js'
import { projects, type SponsorshipPolicy } from './projectsTables.js'

/**
 * Sets what the server's paymaster pays for the project's smart accounts (null: nothing, they pay their own
 * gas). Servers apply it within their project cache's lifetime (30 s).
 *
 * @example
 * await setSponsorship(db, 'shop', { maxOperationCostWei: '10000000000000000', maxOperationsPerAccountPerDay: 20 })
 */
export async function setSponsorship(
  db: Database,
  projectId: string,
  policy: SponsorshipPolicy | null,
): Promise<void> {
  if (policy?.maxOperationCostWei !== undefined && !/^\d{1,78}$/.test(policy.maxOperationCostWei))
    throw new InvalidProjectError(
      `The cost limit "${policy.maxOperationCostWei}" must be a whole number of wei`,
    )
  const perDay = policy?.maxOperationsPerAccountPerDay
  if (perDay !== undefined && (!Number.isSafeInteger(perDay) || perDay < 1))
    throw new InvalidProjectError(
      `The daily limit "${perDay}" must be a whole number of operations, at least 1`,
    )
  const updated = await db
    .update(projects)
    .set({ sponsorship: policy })
    .where(eq(projects.id, projectId))
    .returning({ id: projects.id })
  if (updated.length === 0) throw new InvalidProjectError(`No project with id "${projectId}"`)
}
