import { PENDING_WATCH_MAX_ATTEMPTS, RECEIPT_WAIT_MS, RETRY_GAP_MS } from '../constants.js'
import { NetworkNotFoundError } from '../errors/network.js'
import { findNetwork } from '../internal/findNetwork.js'
import { loadRuntime } from '../internal/loadRuntime.js'
import type {
  CaipNetworkId,
  Connector,
  Latch,
  Transaction,
  TransactionOperationType,
  TransactionTransfer,
} from '../types.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'
import { refreshTransactions } from './refreshTransactions.js'

export type WatchPendingTransactionParameters = {
  hash: string
  /** The network it was sent on; defaults to the active network. */
  caipNetworkId?: CaipNetworkId | undefined
  /** Defaults to the connected account. */
  from?: string | undefined
  to?: string | undefined
  operationType?: TransactionOperationType | undefined
  /** What the list shows for it until the history has it. */
  transfers?: readonly TransactionTransfer[] | undefined
  /** Stops watching (the transaction stays pending in the list). */
  signal?: AbortSignal | undefined
  /** The wallet that sent it: one whose hashes are its own (a Safe) is asked for the receipt. */
  connector?: Connector | undefined
}
/** How watching ended: mined (`confirmed` or `failed`), or still `pending` when the watcher stopped. */
export type WatchPendingTransactionReturnType = 'confirmed' | 'failed' | 'pending'
export type WatchPendingTransactionErrorType = NetworkNotFoundError

/**
 * Shows a just-sent transaction as pending at the top of the transactions list and watches it until it
 * is mined: up to 99 receipt waits of 25 s each (a failed receipt request waits 1 s before the next
 * attempt). Once mined, the item shows its outcome and the list refreshes, so the history's own copy
 * replaces it when the indexer has it. After the 99th wait the watcher stops and the item stays pending.
 * Watching the same transaction twice shares one watcher.
 *
 * @example
 * const hash = await walletClient.sendTransaction({ to, value })
 * const outcome = await watchPendingTransaction(latch, { hash, to })
 */
export function watchPendingTransaction(
  latch: Latch,
  parameters: WatchPendingTransactionParameters,
): Promise<WatchPendingTransactionReturnType> {
  const caipNetworkId = parameters.caipNetworkId ?? getNetwork(latch).caipNetworkId
  const network = findNetwork(latch.config.networks, caipNetworkId)
  if (!network) return Promise.reject(new NetworkNotFoundError({ caipNetworkId }))
  const id = `${caipNetworkId}:${parameters.hash}`
  const existing = latch.internal.pendingWatchers.get(id)
  if (existing) return existing

  const item: Transaction = {
    id,
    metadata: {
      minedAt: new Date().toISOString(),
      chain: caipNetworkId,
      status: 'pending',
      operationType: parameters.operationType ?? 'send',
      sentFrom: (parameters.from ?? getAccount(latch).address ?? '').toLowerCase(),
      sentTo: (parameters.to ?? '').toLowerCase(),
      hash: parameters.hash,
    },
    transfers: parameters.transfers ?? [],
  }
  latch.store.setState((s) => ({
    transactions: { ...s.transactions, local: [item, ...s.transactions.local.filter((t) => t.id !== id)] },
  }))

  const watch = async (): Promise<WatchPendingTransactionReturnType> => {
    const runtime = await loadRuntime(latch, network.chainNamespace)
    if (!runtime.waitForTransactionReceipt) return 'pending'
    for (let attempt = 0; attempt < PENDING_WATCH_MAX_ATTEMPTS; attempt++) {
      if (parameters.signal?.aborted) return 'pending'
      let receipt: { status: 'success' | 'reverted' } | undefined
      try {
        receipt = await runtime.waitForTransactionReceipt({
          hash: parameters.hash,
          network,
          timeout: RECEIPT_WAIT_MS,
          connector: parameters.connector,
        })
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_GAP_MS))
        continue
      }
      if (!receipt) continue
      const status = receipt.status === 'success' ? 'confirmed' : 'failed'
      latch.store.setState((s) => ({
        transactions: {
          ...s.transactions,
          local: s.transactions.local.map((t) =>
            t.id === id
              ? { ...t, metadata: { ...t.metadata, status, minedAt: new Date().toISOString() } }
              : t,
          ),
        },
      }))
      await refreshTransactions(latch)
      return status
    }
    return 'pending'
  }
  const promise = watch().finally(() => latch.internal.pendingWatchers.delete(id))
  latch.internal.pendingWatchers.set(id, promise)
  return promise
}
