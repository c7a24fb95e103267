import { connectWalletsQueries } from '../internal/connectWalletsQueries.js'
import { toConnectWallets } from '../internal/toConnectWallets.js'
import type { ConnectWallets, Latch } from '../types.js'
import { fetchWallets } from './fetchWallets.js'

export type LoadConnectWalletsReturnType = ConnectWallets
export type LoadConnectWalletsErrorType = import('../errors/api.js').ApiRequestError

/**
 * Starts (or joins) loading the catalogue wallets the Connect view recommends: the configured featured
 * wallets and the first page. Both are kept in storage for the next visit; a kept copy younger than 30 s
 * is used as it is, an older one is revalidated by its ETag (a 304 costs no body). Call it as soon as the
 * visitor is about to open the modal (pointer down, focus, key press on a connect button).
 *
 * @example
 * connectButton.addEventListener('pointerdown', () => loadConnectWallets(latch))
 */
export function loadConnectWallets(latch: Latch): Promise<LoadConnectWalletsReturnType> {
  const queries = connectWalletsQueries(latch)
  return Promise.all([
    queries.featured ? fetchWallets(latch, queries.featured) : undefined,
    fetchWallets(latch, queries.top),
  ]).then(([featured, top]) => toConnectWallets(latch, featured, top))
}
