import { connectWalletsQueries } from '../internal/connectWalletsQueries.js'
import { readKeptPages } from '../internal/readKeptPages.js'
import { toConnectWallets } from '../internal/toConnectWallets.js'
import { walletsUrl } from '../internal/walletsUrl.js'
import type { ConnectWallets, Latch } from '../types.js'

export type GetConnectWalletsReturnType = ConnectWallets | undefined

/**
 * The Connect view's catalogue wallets as last seen, at once and without a request: from the pages kept
 * in storage (whatever their age), or undefined on a first visit. `loadConnectWallets` brings the
 * server's answer.
 *
 * @example
 * const wallets = getConnectWallets(latch) ?? builtInWallets
 */
export function getConnectWallets(latch: Latch): GetConnectWalletsReturnType {
  const queries = connectWalletsQueries(latch)
  const pages = readKeptPages(latch)
  const top = pages.get(walletsUrl(latch, queries.top))
  if (!top) return undefined
  const featured = queries.featured ? pages.get(walletsUrl(latch, queries.featured)) : undefined
  return toConnectWallets(latch, featured?.page, top.page)
}
