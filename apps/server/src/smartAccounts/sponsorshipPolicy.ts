import { and, count, eq, gte, sql } from 'drizzle-orm'
import type { Address } from 'viem'
import type { Database } from '../db/createDatabase.js'
import type { Project } from '../projects/createProject.js'
import type { SponsorshipPolicy } from '../projects/projectsTables.js'
import type { SponsoredOperation } from './signSponsorship.js'
import {
  SponsorshipCostLimitError,
  SponsorshipDailyLimitError,
  SponsorshipNotEnabledError,
  SponsorshipProjectBudgetError,
  SponsorshipProjectDailyLimitError,
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
 * Checks a final sponsorship against the project's policy and records it, so the daily limits count it: the
 * cost limit first (nothing is recorded for a refused one), then the operations of the last 24 hours: the
 * account's number, the project's number and the project's budget in wei. The count and the record are one
 * transaction under an advisory lock, so concurrent requests are counted one after another, on every server
 * sharing the database: on the project when it has a daily number or budget, else on the project and account.
 */
export async function recordSponsorship(
  db: Database,
  parameters: {
    project: Project
    policy: SponsorshipPolicy
    caipNetworkId: string
    operation: SponsoredOperation
    /** The smart account whose daily number it counts in (see `authorizeSponsorship`); default its sender. */
    account?: Address | undefined
    cost: bigint
    now?: Date | undefined
  },
): Promise<void> {
  const { project, policy, operation, cost } = parameters
  if (policy.maxOperationCostWei !== undefined && cost > BigInt(policy.maxOperationCostWei))
    throw new SponsorshipCostLimitError(project.id, cost, BigInt(policy.maxOperationCostWei))
  const sender = operation.sender.toLowerCase()
  const account = (parameters.account ?? operation.sender).toLowerCase()
  const now = parameters.now ?? new Date()
  const since = new Date(now.getTime() - dayMs)
  const perAccount = policy.maxOperationsPerAccountPerDay
  const projectWide = policy.maxOperationsPerDay !== undefined || policy.maxCostWeiPerDay !== undefined
  await db.transaction(async (tx) => {
    // One lock on the project serialises its accounts too; without a project-wide limit, accounts go in parallel.
    if (projectWide)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sponsorship:${project.id}`}))`)
    else if (perAccount !== undefined)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${project.id}:${account}`}))`)
    if (perAccount !== undefined) {
      const [row] = await tx
        .select({ signed: count() })
        .from(sponsoredOperations)
        .where(
          and(
            eq(sponsoredOperations.projectId, project.id),
            eq(sponsoredOperations.account, account),
            gte(sponsoredOperations.createdAt, since),
          ),
        )
      if ((row?.signed ?? 0) >= perAccount) throw new SponsorshipDailyLimitError(project.id, perAccount)
    }
    if (projectWide) {
      const [row] = await tx
        .select({
          signed: count(),
          spent: sql<string>`coalesce(sum(${sponsoredOperations.costWei}), 0)::text`,
        })
        .from(sponsoredOperations)
        .where(and(eq(sponsoredOperations.projectId, project.id), gte(sponsoredOperations.createdAt, since)))
      const signed = row?.signed ?? 0
      if (policy.maxOperationsPerDay !== undefined && signed >= policy.maxOperationsPerDay)
        throw new SponsorshipProjectDailyLimitError(project.id, policy.maxOperationsPerDay)
      if (policy.maxCostWeiPerDay !== undefined) {
        const budget = BigInt(policy.maxCostWeiPerDay)
        const spent = BigInt(row?.spent ?? '0')
        if (spent + cost > budget)
          throw new SponsorshipProjectBudgetError(
            project.id,
            cost,
            budget > spent ? budget - spent : 0n,
            budget,
          )
      }
    }
    await tx.insert(sponsoredOperations).values({
      projectId: project.id,
      caipNetworkId: parameters.caipNetworkId,
      sender,
      account,
      costWei: cost.toString(),
      createdAt: now,
    })
  })
}
