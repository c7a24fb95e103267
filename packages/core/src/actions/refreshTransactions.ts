import { requestTransactionsPage, withoutListed } from '../internal/requestTransactionsPage.js'
import type { Latch, Transaction } from '../types.js'
import { filterTransactions } from '../utils/filterTransactions.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'

export type RefreshTransactionsReturnType = { added: readonly Transaction[] }

/**
 * Puts transactions that are newer than the loaded list on top of it (read from the history's first page,
 * bypassing caches), keeping the pages already loaded and their cursor; the items that page lists again
 * take its copy (a pending one, now confirmed). Does nothing when the list
 * belongs to another account or network; a failure leaves the list as it is.
 *
 * @example
 * const { added } = await refreshTransactions(latch)
 */
export async function refreshTransactions(latch: Latch): Promise<RefreshTransactionsReturnType> {
  const state = latch.store.getState()
  const { address, caipAddress } = getAccount(latch, state)
  if (!address || !caipAddress || state.transactions.caipAddress !== caipAddress) return { added: [] }
  const { caipNetworkId } = getNetwork(latch, state)
  const epoch = latch.internal.transactionsEpoch
  try {
    const page = await requestTransactionsPage(latch, { address, caipNetworkId, cache: false })
    if (epoch !== latch.internal.transactionsEpoch) return { added: [] }
    let added: Transaction[] = []
    latch.store.setState((s) => {
      const seen = new Set(s.transactions.transactions.map((item) => item.id))
      const fresh = filterTransactions(page.data, { caipNetworkId })
      added = fresh.filter((item) => !seen.has(item.id))
      // A listed item the page has anew takes its new copy: a pending transaction is now confirmed.
      const latest = new Map(fresh.map((item) => [item.id, item]))
      const transactions = [
        ...added,
        ...s.transactions.transactions.map((item) => latest.get(item.id) ?? item),
      ]
      return {
        transactions: {
          ...s.transactions,
          transactions,
          local: withoutListed(s.transactions.local, page.data),
          empty: transactions.length === 0 && s.transactions.next === undefined,
        },
      }
    })
    return { added }
  } catch {
    // A refresh is a background improvement: the list already shown stays correct.
    return { added: [] }
  }
}
