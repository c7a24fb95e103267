import { RECEIPT_WAIT_MS } from '../constants.js'
import { TransactionFailedError } from '../errors/transaction.js'
import type { Latch, WalletTransaction } from '../types.js'
import { getActiveWallet } from './getActiveWallet.js'

export type SentTransaction = { hash: string; wait(): Promise<{ status: 'success' }> }

/** Sends a transaction through the connected wallet on the account's network; `wait()` waits for its receipt. */
export async function sendWalletTransaction(
  latch: Latch,
  transaction: Omit<WalletTransaction, 'from'>,
): Promise<SentTransaction> {
  const { connection, connector, network, runtime } = await getActiveWallet(latch)
  const { sendTransaction, waitForTransactionReceipt } = runtime
  if (!sendTransaction || !waitForTransactionReceipt)
    throw new TransactionFailedError({
      details: `The ${connection.namespace} adapter cannot send transactions.`,
    })
  const hash = await sendTransaction({
    connector,
    network,
    transaction: { ...transaction, from: connection.address },
  })
  return {
    hash,
    async wait() {
      const receipt = await waitForTransactionReceipt({ network, hash, timeout: RECEIPT_WAIT_MS })
      if (!receipt)
        throw new TransactionFailedError({ details: `No receipt for ${hash} within ${RECEIPT_WAIT_MS} ms.` })
      if (receipt.status !== 'success')
        throw new TransactionFailedError({ details: `The transaction ${hash} reverted.` })
      return { status: 'success' }
    },
  }
}
