import type { Latch } from '../types.js'
import { trackEvent } from './trackEvent.js'

export type CloseModalReturnType = undefined

/**
 * Closes the modal. In embedded mode the modal stays on the page and shows Account when connected,
 * otherwise Connect.
 *
 * @example
 * closeModal(latch)
 */
export function closeModal(latch: Latch): CloseModalReturnType {
  const state = latch.store.getState()
  const connected = state.connections.length > 0
  if (latch.config.embedded) {
    latch.store.setState({ router: { view: connected ? 'Account' : 'Connect', history: [] } })
    return
  }
  if (!state.modal.open) return
  latch.store.setState({ modal: { ...state.modal, open: false, loading: false } })
  trackEvent(latch, { event: 'MODAL_CLOSE', properties: { connected } })
}
