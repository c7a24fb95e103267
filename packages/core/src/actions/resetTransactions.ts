import { initialTransactionsState } from '../internal/initialTransactionsState.js'
import type { Latch } from '../types.js'

/**
 * Empties the transactions list and forgets its cursor; a fetch still in flight is ignored when it lands.
 * Transactions sent through this instance that are still being watched stay.
 *
 * @example
 * resetTransactions(latch)
 */
export function resetTransactions(latch: Latch): void {
  latch.internal.transactionsEpoch++
  latch.store.setState((state) => ({
    transactions: { ...initialTransactionsState, local: state.transactions.local },
  }))
}
