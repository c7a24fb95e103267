import type { SponsorshipPolicy } from './projectsTables.js'

/**
 * A sponsorship policy in the operator's words, every limit named, those not set too (so a project sponsored
 * without a daily budget says so).
 *
 * @example
 * describeSponsorship({ maxOperationCostWei: '1000', maxOperationsPerDay: 500 })
 * // 'at most 1000 wei per operation, no daily limit per account, 500 operations a day in all, no daily budget in wei'
 */
export function describeSponsorship(policy: SponsorshipPolicy): string {
  return [
    policy.maxOperationCostWei !== undefined
      ? `at most ${policy.maxOperationCostWei} wei per operation`
      : 'no cost limit per operation',
    policy.maxOperationsPerAccountPerDay !== undefined
      ? `${policy.maxOperationsPerAccountPerDay} operations per account and day`
      : 'no daily limit per account',
    policy.maxOperationsPerDay !== undefined
      ? `${policy.maxOperationsPerDay} operations a day in all`
      : 'no daily limit for the project',
    policy.maxCostWeiPerDay !== undefined
      ? `at most ${policy.maxCostWeiPerDay} wei a day in all`
      : 'no daily budget in wei',
  ].join(', ')
}
