import type { Latch } from '../../types.js'
import { sendSwap } from './sendSwap.js'
import { sendSwapApproval } from './sendSwapApproval.js'

export type SubmitSwapReturnType = string | undefined

/**
 * The preview's action: when an approval is needed it is sent and mined first (then the quote and the
 * swap transaction are renewed), then the swap is sent. An account that batches atomically gets the approval
 * and the swap as one batch (`sendCalls`) instead. Returns the swap's hash, or undefined when a step
 * failed (its error is in the swap state and was shown).
 *
 * @example
 * await buildSwapTransaction(latch)
 * const hash = await submitSwap(latch)
 */
export async function submitSwap(latch: Latch): Promise<SubmitSwapReturnType> {
  const { approvalTransaction, swapTransaction } = latch.store.getState().swap
  // Built together only for an account that batches atomically: one approval in the wallet for both.
  if (approvalTransaction && swapTransaction) return sendSwap(latch, { approval: approvalTransaction })
  if (approvalTransaction) {
    if (!(await sendSwapApproval(latch))) return undefined
    // The renewed quote may no longer be covered by the balance.
    if (latch.store.getState().swap.inputError) return undefined
  }
  return sendSwap(latch)
}
