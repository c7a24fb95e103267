import { STORAGE_CACHE_LIMIT } from '../constants.js'

/**
 * A `Map` that holds at most `limit` entries (default 8192): setting one more drops the entry written longest
 * ago, so a page open for hours (a visitor searching the catalogue, many addresses resolved) does not grow
 * without end. Writing a key again makes it the newest.
 *
 * @example
 * const names = createBoundedCache<string, string>()
 */
export function createBoundedCache<K, V>(limit: number = STORAGE_CACHE_LIMIT): Map<K, V> {
  const cache = new Map<K, V>()
  const set = cache.set.bind(cache)
  cache.set = (key, value) => {
    cache.delete(key)
    set(key, value)
    while (cache.size > limit) {
      const oldest = cache.keys().next()
      if (oldest.done) break
      cache.delete(oldest.value)
    }
    return cache
  }
  return cache
}
