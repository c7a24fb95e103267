import { pushAlert } from '../internal/pushAlert.js'
import type { Alert, AlertVariant, Latch } from '../types.js'

export type ShowAlertParameters = { variant?: AlertVariant; title: string; message?: string | undefined }
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
