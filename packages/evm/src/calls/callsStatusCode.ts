import type { CallsReceipt, CallsStatus } from '@latch/core'

/**
 * EIP-5792's status code for calls sent one by one, from their receipts (undefined while one is not mined):
 * 100 pending until every call is mined, then 200 when all succeeded, 500 when all reverted, 600 when some did.
 *
 * @example
 * callsStatusCode([{ status: 'success', … }, undefined]) // 100
 */
export function callsStatusCode(receipts: readonly (CallsReceipt | undefined)[]): CallsStatus['status'] {
  if (receipts.some((receipt) => !receipt)) return 100
  const reverted = receipts.filter((receipt) => receipt?.status === 'reverted').length
  if (reverted === 0) return 200
  return reverted === receipts.length ? 500 : 600
}
