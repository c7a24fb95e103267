import type { CallsNotSupportedError, InvalidCallError } from '../../errors/calls.js'
import { submitWalletCalls } from '../../internal/submitWalletCalls.js'
import type { Latch, SentCalls, WalletCall } from '../../types.js'

export type SendCallsParameters = { calls: readonly WalletCall[] }

export type SendCallsReturnType = SentCalls

export type SendCallsErrorType =
  | InvalidCallError
  | CallsNotSupportedError
  | import('../../errors/connection.js').UserRejectedRequestError
  | import('../../errors/transaction.js').TransactionFailedError

/**
 * Sends calls from the connected account on its network (EIP-5792). A wallet that executes batches
 * atomically (`atomic` supported or ready) gets them as one `wallet_sendCalls` and one approval; any other
 * wallet gets one transaction per call, each mined before the next is sent, and the answer says
 * `atomic: false`. Either way the id works with `getCallsStatus`.
 *
 * @example
 * const { id, atomic } = await sendCalls(latch, {
 *   calls: [{ to: token, data: approveData }, { to: router, data: swapData }],
 * })
 */
export async function sendCalls(latch: Latch, parameters: SendCallsParameters): Promise<SendCallsReturnType> {
  return submitWalletCalls(latch, parameters.calls)
}
