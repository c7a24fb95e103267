import { IDENTITY_CACHE_MS } from '../constants.js'
import type { Latch } from '../types.js'

/**
 * The name service's answer for `key`, shared by concurrent callers and kept 5 minutes. A failure is not
 * kept; an empty answer only with `keepEmpty` (so a name registered a moment ago resolves on the next try).
 */
export function cacheFor(
  latch: Latch,
  key: string,
  load: () => Promise<string | undefined>,
  options: { keepEmpty?: boolean } = {},
): Promise<string | undefined> {
  const cache = latch.internal.nameCache
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.expires > now) return hit.value
  const value = load()
  const entry = { expires: now + IDENTITY_CACHE_MS, value }
  cache.set(key, entry)
  value.then(
    (result) => {
      if (result === undefined && !options.keepEmpty && cache.get(key) === entry) cache.delete(key)
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key)
    },
  )
  return value
}
