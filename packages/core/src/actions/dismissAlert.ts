import type { Latch } from '../types.js'

export type DismissAlertParameters = { id: number }

/**
 * Removes a notice shown with `showAlert`.
 *
 * @example
 * dismissAlert(latch, { id: alert.id })
 */
export function dismissAlert(latch: Latch, parameters: DismissAlertParameters): void {
  latch.store.setState((state) => ({ alerts: state.alerts.filter((a) => a.id !== parameters.id) }))
}
