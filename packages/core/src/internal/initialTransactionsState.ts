import type { TransactionsState } from '../types.js'

/** An empty transactions list that belongs to no account yet. */
export const initialTransactionsState: TransactionsState = Object.freeze({
  caipAddress: undefined,
  transactions: [],
  local: [],
  loading: false,
  empty: false,
  next: undefined,
})
