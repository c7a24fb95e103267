import type { Latch, WalletQuery } from '../types.js'

/** The catalogue queries of the Connect view: the configured featured wallets (if any) and the first page. */
export function connectWalletsQueries(latch: Latch): {
  featured: WalletQuery | undefined
  top: WalletQuery
} {
  const ids = latch.config.featuredWalletIds ?? []
  return {
    featured: ids.length ? { include: ids, entries: ids.length, keep: true } : undefined,
    top: { page: 1, keep: true },
  }
}
