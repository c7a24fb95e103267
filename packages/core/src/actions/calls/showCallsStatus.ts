import { CallsNotSupportedError } from '../../errors/calls.js'
import { getActiveWallet } from '../../internal/getActiveWallet.js'
import type { Latch } from '../../types.js'

export type ShowCallsStatusParameters = { id: string }

export type ShowCallsStatusErrorType = CallsNotSupportedError

/**
 * Asks the wallet to show a batch it accepted (EIP-5792 `wallet_showCallsStatus`). Calls that were sent one
 * by one were never a batch in the wallet: for them this throws `CallsNotSupportedError`.
 *
 * @example
 * await showCallsStatus(latch, { id })
 */
export async function showCallsStatus(latch: Latch, parameters: ShowCallsStatusParameters): Promise<void> {
  const { connection, connector, runtime } = await getActiveWallet(latch)
  if (!runtime.showCallsStatus)
    throw new CallsNotSupportedError({ details: `The ${connection.namespace} adapter cannot show calls.` })
  await runtime.showCallsStatus({ connector, id: parameters.id })
}
