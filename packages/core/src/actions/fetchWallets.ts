import type { getWalletsRoute, RouteResponse } from '@latch/api'
import { requestJson } from '../api/request.js'
import { fetchKeptPage } from '../internal/fetchKeptPage.js'
import { toWalletPage } from '../internal/toWalletPage.js'
import { walletsUrl } from '../internal/walletsUrl.js'
import type { Latch, WalletPage } from '../types.js'

export type FetchWalletsParameters = {
  /** 1-based page. */
  page?: number
  entries?: number
  /** Search text; trimmed. A search asks for up to 100 entries. */
  search?: string
  /** Only these ids (defaults to the config's includeWalletIds). */
  include?: readonly string[]
  /** Never these ids (added to the config's excludeWalletIds). */
  exclude?: readonly string[]
  /** 'certified' lists only certified wallets. */
  badgeType?: 'none' | 'certified'
  /**
   * Keep the page in the instance's storage for the next visit (the Connect view's pages): a kept copy
   * younger than 30 s is answered without a request, an older one is revalidated by its ETag.
   */
  keep?: boolean
}
export type FetchWalletsReturnType = WalletPage
export type FetchWalletsErrorType = import('../errors/api.js').ApiRequestError

/**
 * Loads a page of the wallet catalogue from the server (`GET /getWallets`). Identical requests are shared;
 * with `keep`, the page is kept in storage and revalidated by its ETag.
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
