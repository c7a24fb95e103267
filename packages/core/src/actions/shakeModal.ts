import { SHAKE_DURATION_MS } from '../constants.js'
import type { Latch } from '../types.js'

/**
 * Shakes the modal for 500 ms to draw attention to a failure.
 *
 * @example
 * shakeModal(latch)
 */
export function shakeModal(latch: Latch): void {
  const { internal, store } = latch
  if (internal.shakeTimer) clearTimeout(internal.shakeTimer)
  store.setState((state) => ({ modal: { ...state.modal, shake: true } }))
  internal.shakeTimer = setTimeout(() => {
    internal.shakeTimer = undefined
    store.setState((state) => ({ modal: { ...state.modal, shake: false } }))
  }, SHAKE_DURATION_MS)
}
