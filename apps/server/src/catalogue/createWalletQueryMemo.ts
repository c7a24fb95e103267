import type { WalletQuery } from './createCatalogueStore.js'

/** A `/getWallets` query string that passed validation, with what it means. */
export type KnownWalletQuery = { projectId: string; query: WalletQuery }

export type WalletQueryMemo = {
  /** What a query string answered before means, or undefined (it goes through validation). */
  get(queryString: string): KnownWalletQuery | undefined
  /** Remembers a query string the route validated and answered. */
  remember(queryString: string, known: KnownWalletQuery): void
}

/**
 * The `/getWallets` query strings the route validated, with their meaning. Validation is a function of the
 * string, so a string seen before skips the schema; unique strings (searches) evict the oldest beyond
 * `max`. The same `WalletQuery` object comes back for a string each time, so the catalogue computes its
 * key once.
 *
 * @example
 * const memo = createWalletQueryMemo()
 * memo.remember('projectId=latch-dev&page=1', { projectId: 'latch-dev', query })
 */
export function createWalletQueryMemo(max = 4_096): WalletQueryMemo {
  const known = new Map<string, KnownWalletQuery>()
  return {
    get: (queryString) => known.get(queryString),
    remember(queryString, entry) {
      if (known.has(queryString)) return
      if (known.size >= max) {
        const oldest = known.keys().next().value
        if (oldest !== undefined) known.delete(oldest)
      }
      known.set(queryString, entry)
    },
  }
}
