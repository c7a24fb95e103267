import { RECEIPT_WAIT_MS } from '../constants.js'
import { AccountNotFoundError, ConnectorNotFoundError } from '../errors/connection.js'
import { NetworkNotFoundError } from '../errors/network.js'
import { TransactionFailedError } from '../errors/transaction.js'
import type { Latch, WalletTransaction } from '../types.js'
import { findConnector } from './findConnector.js'
import { findNetwork } from './findNetwork.js'
import { loadRuntime } from './loadRuntime.js'

export type SentTransaction = { hash: string; wait(): Promise<{ status: 'success' }> }

/** Sends a transaction through the connected wallet on the account's network; `wait()` waits for its receipt. */
export async function sendWalletTransaction(
  latch: Latch,
  transaction: Omit<WalletTransaction, 'from'>,
): Promise<SentTransaction> {
  const state = latch.store.getState()
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  if (!connection) throw new AccountNotFoundError()
  const connector = findConnector(state.connectors, connection.id, connection.namespace)
  if (!connector) throw new ConnectorNotFoundError({ connectorId: connection.id })
  const network = findNetwork(latch.config.networks, connection.caipNetworkId)
  if (!network) throw new NetworkNotFoundError({ caipNetworkId: connection.caipNetworkId })
  const runtime = await loadRuntime(latch, connection.namespace)
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
