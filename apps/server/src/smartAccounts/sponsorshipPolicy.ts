import { and, count, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import type { Project } from '../projects/createProject.js'
import type { SponsorshipPolicy } from '../projects/projectsTables.js'
import type { SponsoredOperation } from './signSponsorship.js'
import {
  SponsorshipCostLimitError,
  SponsorshipDailyLimitError,
  SponsorshipNotEnabledError,
} from './smartAccountErrors.js'
import { sponsoredOperations } from './smartAccountsTables.js'

const dayMs = 24 * 60 * 60 * 1000

/**
 * The most `operation` can cost its payer: every gas limit it sets, the paymaster's included, at its max fee.
 * The EntryPoint charges no more than this, whatever the network's price when it is mined.
 */
export function maxOperationCost(
  operation: SponsoredOperation,
  paymasterGas: { verification: bigint; postOp: bigint },
): bigint {
  const gas =
    operation.verificationGasLimit +
    operation.callGasLimit +
    operation.preVerificationGas +
    paymasterGas.verification +
    paymasterGas.postOp
  return gas * operation.maxFeePerGas
}

/** The project's policy, or a 403 SPONSORSHIP_NOT_ENABLED when its smart accounts pay their own gas. */
export function requireSponsorship(project: Project): SponsorshipPolicy {
  if (!project.sponsorship) throw new SponsorshipNotEnabledError(project.id)
  return project.sponsorship
}

/**
 * Checks a final sponsorship against the project's policy and records it, so the daily limit counts it: the
 * cost limit first (nothing is recorded for a refused one), then, under a lock on the project and account,
 * the number signed in the last 24 hours. Concurrent requests of one account are counted one after another.
 */
export async function recordSponsorship(
  db: Database,
  parameters: {
    project: Project
    policy: SponsorshipPolicy
    caipNetworkId: string
    operation: SponsoredOperation
    cost: bigint
    now?: Date | undefined
  },
): Promise<void> {
  const { project, policy, operation, cost } = parameters
  if (policy.maxOperationCostWei !== undefined && cost > BigInt(policy.maxOperationCostWei))
    throw new SponsorshipCostLimitError(project.id, cost, BigInt(policy.maxOperationCostWei))
  const sender = operation.sender.toLowerCase()
  const now = parameters.now ?? new Date()
  await db.transaction(async (tx) => {
    const limit = policy.maxOperationsPerAccountPerDay
    if (limit !== undefined) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${project.id}:${sender}`}))`)
      const [row] = await tx
        .select({ signed: count() })
        .from(sponsoredOperations)
        .where(
          and(
            eq(sponsoredOperations.projectId, project.id),
            eq(sponsoredOperations.sender, sender),
            gte(sponsoredOperations.createdAt, new Date(now.getTime() - dayMs)),
          ),
        )
      if ((row?.signed ?? 0) >= limit) throw new SponsorshipDailyLimitError(project.id, limit)
    }
    await tx
      .insert(sponsoredOperations)
      .values({ projectId: project.id, caipNetworkId: parameters.caipNetworkId, sender, createdAt: now })
  })
}
