import type { LatchStorage } from '../types.js'
import { createMemoryStorage } from './createMemoryStorage.js'

/** localStorage in a browser (when it is usable), memory elsewhere, so server rendering never touches `window`. */
export function getDefaultStorage(): LatchStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) {
      const probe = '__latch_probe__'
      window.localStorage.setItem(probe, '1')
      window.localStorage.removeItem(probe)
      return window.localStorage
    }
  } catch {
    // Storage can throw in private modes or sandboxed frames; fall back to memory.
  }
  return createMemoryStorage()
}
