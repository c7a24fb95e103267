import { PENDING_POLLING_MS } from '../constants.js'
import type { Latch } from '../types.js'
import { refreshTransactions } from './refreshTransactions.js'

export type WatchTransactionsReturnType = () => void

/**
 * While the returned function is not called, refreshes the transactions list every
 * `pendingTransactionsFilter.pollingInterval` ms (30 s by default), when the instance enables
 * `pendingTransactionsFilter`. Polling is off by default, so this does nothing unless configured.
 *
 * @example
 * const unwatch = watchTransactions(latch)
 * // later
 * unwatch()
 */
export function watchTransactions(latch: Latch): WatchTransactionsReturnType {
  const filter = latch.config.pendingTransactionsFilter
  if (!filter?.enable) return () => {}
  const interval = filter.pollingInterval ?? PENDING_POLLING_MS
  const timer = setInterval(() => void refreshTransactions(latch), interval)
  return () => clearInterval(timer)
}
