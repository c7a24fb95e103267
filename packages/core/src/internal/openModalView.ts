import type { Latch, RouteData, ViewName } from '../types.js'
import { recordEvent } from './recordEvent.js'

/**
 * Opens the modal on `view` with a fresh history, and reports MODAL_OPEN when it was closed. Serves
 * `openModal` (once it has chosen the opening view) and core's own prompts, such as an approval.
 */
export function openModalView(latch: Latch, route: { view: ViewName; data?: RouteData | undefined }): void {
  const state = latch.store.getState()
  latch.store.setState({
    modal: { ...state.modal, open: true, openedOnce: true },
    router: { view: route.view, data: route.data, history: [] },
  })
  if (!state.modal.open)
    recordEvent(latch, { event: 'MODAL_OPEN', properties: { connected: state.connections.length > 0 } })
}
