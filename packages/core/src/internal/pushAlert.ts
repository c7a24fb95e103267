import type { Alert, AlertVariant, Latch } from '../types.js'

/** Adds a notice to the modal's snackbar, keeping the last three (`showAlert`, and core's own notices). */
export function pushAlert(
  latch: Latch,
  parameters: { variant?: AlertVariant | undefined; title: string; message?: string | undefined },
): Alert {
  const alert: Alert = {
    id: ++latch.internal.alertSeq,
    variant: parameters.variant ?? 'info',
    title: parameters.title,
    ...(parameters.message ? { message: parameters.message } : {}),
  }
  latch.store.setState((state) => ({ alerts: [...state.alerts.slice(-2), alert] }))
  return alert
}
