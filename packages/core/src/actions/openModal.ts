import { openModalView } from '../internal/openModalView.js'
import type { Latch, RouteData, ViewName } from '../types.js'
import { getOpeningView } from './getOpeningView.js'

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
  openModalView(latch, { view: getOpeningView(latch, parameters), data: parameters.data })
}
