import { fetchApi, readApiError } from '../api/request.js'
import { CATALOGUE_MAX_AGE_MS } from '../constants.js'
import type { Latch, WalletPage } from '../types.js'
import { keepPage } from './keepPage.js'
import { readKeptPages } from './readKeptPages.js'
import { toWalletPage } from './toWalletPage.js'

/**
 * A catalogue page that is kept for the next visit: the kept copy while it is fresh, otherwise the
 * server's answer, asked with the kept ETag in If-None-Match so an unchanged page costs a 304. Requests
 * for one URL in flight at the same time are shared.
 */
export function fetchKeptPage(latch: Latch, url: string): Promise<WalletPage> {
  const kept = readKeptPages(latch).get(url)
  if (kept && Date.now() - kept.savedAt < CATALOGUE_MAX_AGE_MS) return Promise.resolve(kept.page)
  const pending = latch.internal.keptRequests.get(url)
  if (pending) return pending
  const request = (async () => {
    const response = await fetchApi(url, kept ? { headers: { 'If-None-Match': kept.etag } } : undefined)
    if (response.status === 304 && kept) {
      keepPage(latch, url, { ...kept, savedAt: Date.now() })
      return kept.page
    }
    if (!response.ok) throw await readApiError(response, url)
    const page = toWalletPage((await response.json()) as { data?: unknown; count?: unknown })
    const etag = response.headers.get('ETag')
    if (etag) keepPage(latch, url, { page, etag, savedAt: Date.now() })
    return page
  })()
  latch.internal.keptRequests.set(url, request)
  const done = () => latch.internal.keptRequests.delete(url)
  request.then(done, done)
  return request
}
