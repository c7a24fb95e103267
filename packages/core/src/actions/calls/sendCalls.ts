import { CallsNotSupportedError, InvalidCallError } from '../../errors/calls.js'
import { getActiveWallet } from '../../internal/getActiveWallet.js'
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
  parameters.calls.forEach((call, index) => {
    if (typeof call.to !== 'string' || !call.to.startsWith('0x'))
      throw new InvalidCallError({ index, field: 'to' })
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x')))
      throw new InvalidCallError({ index, field: 'data' })
  })
  if (parameters.calls.length === 0)
    throw new CallsNotSupportedError({ details: 'A batch needs at least one call.' })
  const { connection, connector, network, runtime } = await getActiveWallet(latch)
  if (!runtime.sendCalls)
    throw new CallsNotSupportedError({ details: `The ${connection.namespace} adapter cannot send calls.` })
  return runtime.sendCalls({ connector, network, address: connection.address, calls: parameters.calls })
}
