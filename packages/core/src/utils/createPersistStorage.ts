import type { PersistStorage, StorageValue } from 'zustand/middleware'
import type { LatchStorage, PersistedState } from '../types.js'

/**
 * JSON persistence over a sync storage that writes only when the stored part changed: the store changes
 * often (modal, events) while the session rarely does, and storage writes are synchronous.
 */
export function createPersistStorage(storage: LatchStorage): PersistStorage<PersistedState> {
  let last: string | undefined
  return {
    getItem(name) {
      const text = storage.getItem(name)
      if (text === null) return null
      last = text
      try {
        return JSON.parse(text) as StorageValue<PersistedState>
      } catch {
        return null
      }
    },
    setItem(name, value) {
      const text = JSON.stringify(value)
      if (text === last) return
      last = text
      try {
        storage.setItem(name, text)
      } catch {
        // A full or blocked storage must not break the modal; the session simply is not kept.
      }
    },
    removeItem(name) {
      last = undefined
      storage.removeItem(name)
    },
  }
}
