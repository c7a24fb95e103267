'use client'
import type { TransactionsState } from '@latch/core'
import { useLatchSelector } from './useLatchSelector.js'

export type UseLatchTransactionsReturnType = TransactionsState

/**
 * The transactions list of the Activity view: loaded items, transactions sent from the modal that are not
 * listed yet, loading, empty and the next-page cursor. Load pages with `fetchTransactions` from
 * `@latch/core`.
 *
 * @example
 * const { transactions, loading, next } = useLatchTransactions()
 */
export function useLatchTransactions(): UseLatchTransactionsReturnType {
  return useLatchSelector((state) => state.transactions)
}
