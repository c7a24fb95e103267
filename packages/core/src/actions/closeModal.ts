import type { Latch } from '../types.js'
import { shakeModal } from './shakeModal.js'
import { trackEvent } from './trackEvent.js'

export type CloseModalReturnType = undefined

/**
 * Closes the modal. In embedded mode the modal stays on the page and shows Account when connected,
 * otherwise Connect. When sign-in is required, a connected visitor without a session cannot close the sign
 * or approve view (the modal shakes instead).
 *
 * @example
 * closeModal(latch)
 */
export function closeModal(latch: Latch): CloseModalReturnType {
  const state = latch.store.getState()
  const connected = state.connections.length > 0
  if (
    connected &&
    !state.siwxSession &&
    (state.router.view === 'SIWXSignMessage' || state.router.view === 'ApproveTransaction') &&
    latch.config.siwx?.getRequired?.()
  ) {
    shakeModal(latch)
    return
  }
  if (latch.config.embedded) {
    latch.store.setState({ router: { view: connected ? 'Account' : 'Connect', history: [] } })
    return
  }
  if (!state.modal.open) return
  latch.store.setState({ modal: { ...state.modal, open: false, loading: false } })
  trackEvent(latch, { event: 'MODAL_CLOSE', properties: { connected } })
}
