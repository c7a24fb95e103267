import { TransactionsAccountNotFoundError, TransactionsFetchError } from '../errors/transactions.js'
import { pushAlert } from '../internal/pushAlert.js'
import { requestTransactionsPage, withoutListed } from '../internal/requestTransactionsPage.js'
import type { Latch, Transaction } from '../types.js'
import { filterTransactions } from '../utils/filterTransactions.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'

export type FetchTransactionsParameters = {
  /** Load the first page anew instead of the next one. */
  reset?: boolean
}
export type FetchTransactionsReturnType = {
  transactions: readonly Transaction[]
  next: string | undefined
  /** Set when the fetch failed: the list was emptied, its cursor cleared and the error shown. */
  error?: TransactionsFetchError
}
export type FetchTransactionsErrorType = TransactionsAccountNotFoundError

/**
 * Loads the next page of the connected account's transactions on the active network into
 * `state.transactions` (the first page when the list is empty, belongs to another account or network, or
 * `reset` is set). Spam-only transactions and other networks' transactions are left out. A failure
 * empties the list, clears the cursor and shows 'Failed to fetch transactions'.
 *
 * @example
 * await fetchTransactions(latch, { reset: true })
 * const { transactions, next } = latch.store.getState().transactions
 * if (next) await fetchTransactions(latch)
 */
export async function fetchTransactions(
  latch: Latch,
  parameters: FetchTransactionsParameters = {},
): Promise<FetchTransactionsReturnType> {
  const state = latch.store.getState()
  const { address, caipAddress } = getAccount(latch, state)
  if (!address || !caipAddress) throw new TransactionsAccountNotFoundError()
  const { caipNetworkId } = getNetwork(latch, state)
  const current = state.transactions
  const firstPage = parameters.reset === true || current.caipAddress !== caipAddress
  if (!firstPage) {
    // A page is already on its way, or the last one is loaded.
    if (current.loading || current.next === undefined)
      return { transactions: current.transactions, next: current.next }
  }
  const epoch = firstPage ? ++latch.internal.transactionsEpoch : latch.internal.transactionsEpoch
  const cursor = firstPage ? undefined : current.next
  latch.store.setState((s) => ({
    transactions: firstPage
      ? {
          caipAddress,
          // Reloading the same list keeps what is shown until the new page replaces it.
          transactions: s.transactions.caipAddress === caipAddress ? s.transactions.transactions : [],
          local: s.transactions.local,
          loading: true,
          empty: false,
          next: undefined,
        }
      : { ...s.transactions, loading: true },
  }))

  try {
    const page = await requestTransactionsPage(latch, { address, caipNetworkId, cursor })
    if (epoch !== latch.internal.transactionsEpoch) return ignored(latch)
    const next = page.next ?? undefined
    const kept = filterTransactions(page.data, { caipNetworkId })
    let transactions: readonly Transaction[] = kept
    latch.store.setState((s) => {
      if (!firstPage) {
        // Keyset pages never overlap, but a refresh may already have put an item of this page on top.
        const seen = new Set(s.transactions.transactions.map((item) => item.id))
        transactions = [...s.transactions.transactions, ...kept.filter((item) => !seen.has(item.id))]
      }
      return {
        transactions: {
          caipAddress,
          transactions,
          local: withoutListed(s.transactions.local, page.data),
          loading: false,
          empty: transactions.length === 0 && next === undefined,
          next,
        },
      }
    })
    return { transactions, next }
  } catch (cause) {
    if (epoch !== latch.internal.transactionsEpoch) return ignored(latch)
    const error = new TransactionsFetchError({ cause })
    latch.store.setState((s) => ({
      transactions: {
        caipAddress,
        transactions: [],
        local: s.transactions.local,
        loading: false,
        empty: true,
        next: undefined,
      },
    }))
    pushAlert(latch, { variant: 'error', error })
    return { transactions: [], next: undefined, error }
  }
}

/** The answer of a fetch that a reset or a newer fetch overtook: the list as it now is. */
function ignored(latch: Latch): FetchTransactionsReturnType {
  const { transactions, next } = latch.store.getState().transactions
  return { transactions, next }
}
