import { CallsNotSupportedError, InvalidCallError } from '../errors/calls.js'
import type { Latch, SentCalls, WalletCall } from '../types.js'
import { getActiveWallet } from './getActiveWallet.js'

/**
 * Checks each call (a 0x `to`, 0x `data` when present) and hands the batch to the connected wallet's adapter,
 * which sends it as one `wallet_sendCalls` or one transaction per call. Resolves with the batch's id once the
 * wallet took it, before it is mined. Serves `sendCalls` and the steps that wait for a batch.
 */
export async function submitWalletCalls(latch: Latch, calls: readonly WalletCall[]): Promise<SentCalls> {
  calls.forEach((call, index) => {
    if (typeof call.to !== 'string' || !call.to.startsWith('0x'))
      throw new InvalidCallError({ index, field: 'to' })
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x')))
      throw new InvalidCallError({ index, field: 'data' })
  })
  if (calls.length === 0) throw new CallsNotSupportedError({ details: 'A batch needs at least one call.' })
  const { connection, connector, network, runtime } = await getActiveWallet(latch)
  if (!runtime.sendCalls)
    throw new CallsNotSupportedError({ details: `The ${connection.namespace} adapter cannot send calls.` })
  return runtime.sendCalls({ connector, network, address: connection.address, calls })
}
