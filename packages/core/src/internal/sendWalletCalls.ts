import { RECEIPT_WAIT_MS } from '../constants.js'
import { TransactionFailedError } from '../errors/transaction.js'
import type { Latch, WalletCall } from '../types.js'
import { getActiveWallet } from './getActiveWallet.js'
import type { SentTransaction } from './sendWalletTransaction.js'
import { submitWalletCalls } from './submitWalletCalls.js'

/** How often the batch's status is asked for: EIP-5792 has no event for it. */
const STATUS_POLL_MS = 250

/**
 * Sends calls as one batch (`submitWalletCalls`) and resolves once the wallet reports the batch done, with the hash of
 * its last transaction. A batch that failed or reverted, or is still pending after RECEIPT_WAIT_MS, throws
 * `TransactionFailedError`. The result has the shape of `sendWalletTransaction`'s, so a caller treats a batch
 * and a single transaction alike; its `wait()` resolves at once.
 */
export async function sendWalletCalls(latch: Latch, calls: readonly WalletCall[]): Promise<SentTransaction> {
  const { id } = await submitWalletCalls(latch, calls)
  const { connector, network, runtime } = await getActiveWallet(latch)
  const getCallsStatus = runtime.getCallsStatus
  if (!getCallsStatus)
    throw new TransactionFailedError({ details: 'The adapter cannot read a batch status.' })
  const deadline = Date.now() + RECEIPT_WAIT_MS
  for (;;) {
    const status = await getCallsStatus({ connector, network, id })
    if (status.status === 200) {
      const hash = status.receipts.at(-1)?.transactionHash
      if (!hash) throw new TransactionFailedError({ details: `The batch ${id} reported no receipt.` })
      return { hash, wait: async () => ({ status: 'success' }) }
    }
    if (status.status !== 100)
      throw new TransactionFailedError({
        details: `The batch ${id} failed (EIP-5792 status ${status.status}).`,
      })
    if (Date.now() > deadline)
      throw new TransactionFailedError({
        details: `No receipt for the batch ${id} within ${RECEIPT_WAIT_MS} ms.`,
      })
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
  }
}
