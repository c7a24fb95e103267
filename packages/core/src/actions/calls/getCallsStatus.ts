import { CallsNotSupportedError } from '../../errors/calls.js'
import { getActiveWallet } from '../../internal/getActiveWallet.js'
import type { CallsStatus, Latch } from '../../types.js'

export type GetCallsStatusParameters = { id: string }

export type GetCallsStatusReturnType = CallsStatus

export type GetCallsStatusErrorType = CallsNotSupportedError

/**
 * The state of a batch sent with `sendCalls` (EIP-5792 `wallet_getCallsStatus`): 100 while pending, 200 once
 * every call is mined and succeeded, 500 or 600 when all or some reverted, with the receipts. For calls sent
 * one by one, the receipts are read from the chain, so the answer is the chain's own.
 *
 * @example
 * const { status, receipts } = await getCallsStatus(latch, { id })
 */
export async function getCallsStatus(
  latch: Latch,
  parameters: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  const { connection, connector, network, runtime } = await getActiveWallet(latch)
  if (!runtime.getCallsStatus)
    throw new CallsNotSupportedError({ details: `The ${connection.namespace} adapter has no calls status.` })
  return runtime.getCallsStatus({ connector, network, id: parameters.id })
}
