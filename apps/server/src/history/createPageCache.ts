export type PageCache<T> = {
  get(key: string): T | undefined
  set(key: string, value: T): void
  /** Forgets everything, e.g. after the indexer rewound a chain. */
  clear(): void
}

/**
 * A small in-memory LRU with expiry, per replica. History pages behind a cursor never change as new
 * blocks arrive (they hold older transactions), so they can be reused; only a reorg rewrites them,
 * which clears the cache when the indexer runs in this process and is bounded by `ttlMs` otherwise.
 */
export function createPageCache<T>(options: { maxEntries?: number; ttlMs?: number } = {}): PageCache<T> {
  const maxEntries = options.maxEntries ?? 8192
  const ttlMs = options.ttlMs ?? 60_000
  const entries = new Map<string, { at: number; value: T }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (Date.now() - entry.at > ttlMs) return undefined
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, { at: Date.now(), value })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    },
    clear() {
      entries.clear()
    },
  }
}
