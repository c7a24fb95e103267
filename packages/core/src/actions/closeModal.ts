import type { Latch } from '../types.js'
import { shakeModal } from './shakeModal.js'
import { trackEvent } from './trackEvent.js'

export type CloseModalReturnType = undefined

/**
 * Closes the modal. Embedded in the page (`<LatchEmbedded />`), the widget stays and shows Account when
 * connected, otherwise Connect. When sign-in is required, a connected visitor without a session cannot close the sign
 * or approve view (the modal shakes instead), nor can anyone leave the embedded wallet's approval unanswered.
 *
 * @example
 * closeModal(latch)
 */
export function closeModal(latch: Latch): CloseModalReturnType {
  const state = latch.store.getState()
  const connected = state.connections.length > 0
  // The embedded wallet waits for the visitor's answer in its frame: the view leaves only with that answer.
  if (state.router.view === 'ApproveTransaction' && state.connections.some((c) => c.type === 'AUTH')) {
    shakeModal(latch)
    return
  }
  if (
    connected &&
    !state.siwxSession &&
    (state.router.view === 'SIWXSignMessage' || state.router.view === 'ApproveTransaction') &&
    latch.config.siwx?.getRequired?.()
  ) {
    shakeModal(latch)
    return
  }
  if (state.modal.embedded) {
    latch.store.setState({ router: { view: connected ? 'Account' : 'Connect', history: [] } })
    return
  }
  if (!state.modal.open) return
  latch.store.setState({ modal: { ...state.modal, open: false, loading: false } })
  trackEvent(latch, { event: 'MODAL_CLOSE', properties: { connected } })
}
