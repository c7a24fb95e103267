import type { Latch, RouteData, ViewName } from '../types.js'
import { getOpeningView } from './getOpeningView.js'
import { trackEvent } from './trackEvent.js'

export type OpenModalParameters = { view?: ViewName | undefined; data?: RouteData | undefined }
export type OpenModalReturnType = undefined

/**
 * Opens the modal on the view chosen by the opening rule (see `getOpeningView`).
 *
 * @example
 * openModal(latch)
 * openModal(latch, { view: 'Networks' })
 */
export function openModal(latch: Latch, parameters: OpenModalParameters = {}): OpenModalReturnType {
  const state = latch.store.getState()
  const view = getOpeningView(latch, parameters)
  latch.store.setState({
    modal: { ...state.modal, open: true, openedOnce: true },
    router: { view, data: parameters.data, history: [] },
  })
  if (!state.modal.open)
    trackEvent(latch, { event: 'MODAL_OPEN', properties: { connected: state.connections.length > 0 } })
}
