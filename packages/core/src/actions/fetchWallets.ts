import type { getWalletsRoute, RouteResponse } from '@latch/api'
import { requestJson } from '../api/request.js'
import { fetchKeptPage } from '../internal/fetchKeptPage.js'
import { toWalletPage } from '../internal/toWalletPage.js'
import { walletsUrl } from '../internal/walletsUrl.js'
import type { Latch, WalletPage, WalletQuery } from '../types.js'

export type FetchWalletsParameters = WalletQuery
export type FetchWalletsReturnType = WalletPage
export type FetchWalletsErrorType = import('../errors/api.js').ApiRequestError

/**
 * Loads a page of the wallet catalogue from the server (`GET /getWallets`), listing only wallets that support
 * the namespaces of the dApp's networks. Identical requests are shared; with `keep`, the page is kept in
 * storage and revalidated by its ETag.
 *
 * @example
 * const { data, count } = await fetchWallets(latch, { page: 1 })
 */
export function fetchWallets(
  latch: Latch,
  parameters: FetchWalletsParameters = {},
): Promise<FetchWalletsReturnType> {
  const url = walletsUrl(latch, parameters)
  if (parameters.keep) return fetchKeptPage(latch, url)
  const cached = latch.internal.catalogueCache.get(url)
  if (cached) return cached
  const promise = requestJson<RouteResponse<typeof getWalletsRoute>>(url).then(toWalletPage)
  latch.internal.catalogueCache.set(url, promise)
  // A failed request is not kept, so the next attempt asks again.
  promise.catch(() => latch.internal.catalogueCache.delete(url))
  return promise
}
