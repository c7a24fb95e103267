import { type AlertContent, pushAlert } from '../internal/pushAlert.js'
import type { ShownText } from '../texts/index.js'
import type { Alert, AlertVariant, Latch } from '../types.js'

/**
 * What the notice says: your own `title`, or an error of Latch (`error`), which the modal shows in the
 * visitor's language.
 */
export type ShowAlertParameters = AlertContent & {
  variant?: AlertVariant
  message?: string | ShownText | undefined
}
export type ShowAlertReturnType = Alert

/**
 * Shows a notice in the modal (a snackbar). Returns the alert; dismiss it with `dismissAlert`.
 *
 * @example
 * showAlert(latch, { variant: 'error', title: 'Connection declined' })
 */
export function showAlert(latch: Latch, parameters: ShowAlertParameters): ShowAlertReturnType {
  return pushAlert(latch, parameters)
}
