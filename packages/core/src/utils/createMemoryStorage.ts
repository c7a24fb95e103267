import type { LatchStorage } from '../types.js'

/** A storage that lives in memory only (used on servers and in tests). */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): LatchStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  }
}
