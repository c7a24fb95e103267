import { pushRoute } from '../internal/pushRoute.js'
import type { Latch, RouteData, ViewName } from '../types.js'

export type NavigateParameters = { view: ViewName; data?: RouteData | undefined }

/**
 * Shows a view, keeping the current one in the history for `goBack`.
 *
 * @example
 * navigate(latch, { view: 'AllWallets' })
 */
export function navigate(latch: Latch, parameters: NavigateParameters): void {
  pushRoute(latch, parameters)
}
