import { replaceRoute } from '../internal/replaceRoute.js'
import type { Latch, RouteData, ViewName } from '../types.js'

export type ReplaceViewParameters = { view: ViewName; data?: RouteData | undefined }

/**
 * Shows a view in place of the current one (the history is kept as is).
 *
 * @example
 * replaceView(latch, { view: 'Account' })
 */
export function replaceView(latch: Latch, parameters: ReplaceViewParameters): void {
  replaceRoute(latch, parameters)
}
