import { apiUrl, requestJson } from '../api/request.js'
import { SEARCH_ENTRIES, WALLET_PAGE_SIZE } from '../constants.js'
import type { Latch, WalletEntry } from '../types.js'

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
  badgeType?: string
}
export type FetchWalletsReturnType = { data: WalletEntry[]; count: number }
export type FetchWalletsErrorType = import('../errors/api.js').ApiRequestError

/**
 * Loads a page of the wallet catalogue from the server (`GET /getWallets`). Identical requests are shared.
 *
 * @example
 * const { data, count } = await fetchWallets(latch, { page: 1 })
 */
export function fetchWallets(
  latch: Latch,
  parameters: FetchWalletsParameters = {},
): Promise<FetchWalletsReturnType> {
  const search = parameters.search?.trim() ?? ''
  const include = parameters.include ?? latch.config.includeWalletIds ?? []
  const exclude = [...(latch.config.excludeWalletIds ?? []), ...(parameters.exclude ?? [])]
  const url = apiUrl(latch, '/getWallets', {
    page: parameters.page ?? 1,
    entries: parameters.entries ?? (search ? SEARCH_ENTRIES : WALLET_PAGE_SIZE),
    search: search || undefined,
    include,
    exclude,
    badge_type: parameters.badgeType,
  })
  const cached = latch.internal.catalogueCache.get(url)
  if (cached) return cached
  const promise = requestJson<FetchWalletsReturnType>(url).then((body) => ({
    data: Array.isArray(body.data) ? body.data : [],
    count: typeof body.count === 'number' ? body.count : 0,
  }))
  latch.internal.catalogueCache.set(url, promise)
  // A failed request is not kept, so the next attempt asks again.
  promise.catch(() => latch.internal.catalogueCache.delete(url))
  return promise
}
