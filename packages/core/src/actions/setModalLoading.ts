import type { Latch } from '../types.js'

/**
 * Marks the modal as busy (or not).
 *
 * @example
 * setModalLoading(latch, true)
 */
export function setModalLoading(latch: Latch, loading: boolean): void {
  latch.store.setState((state) => ({ modal: { ...state.modal, loading } }))
}
