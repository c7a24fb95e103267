import type { ShownText } from '../texts/index.js'
import type { Alert, AlertVariant, Latch } from '../types.js'

/**
 * What a notice says: a `title` (your own words, or one of core's texts with its key), or a Latch `error`
 * (its short message, with its key when it is one of core's texts).
 */
export type AlertContent =
  | { title: string | ShownText; error?: undefined }
  | { error: { shortMessage: string; text?: ShownText['text'] | undefined }; title?: undefined }

/**
 * Adds a notice to the modal's snackbar, keeping the last three (`showAlert`, and core's own notices). Core's
 * texts keep their key, so the modal shows them in the visitor's language.
 */
export function pushAlert(
  latch: Latch,
  parameters: AlertContent & { variant?: AlertVariant | undefined; message?: string | ShownText | undefined },
): Alert {
  const title: string | ShownText = parameters.error
    ? parameters.error.text
      ? { text: parameters.error.text, english: parameters.error.shortMessage }
      : parameters.error.shortMessage
    : parameters.title
  const { message } = parameters
  const alert: Alert = {
    id: ++latch.internal.alertSeq,
    variant: parameters.variant ?? 'info',
    title: typeof title === 'string' ? title : title.english,
    ...(typeof title === 'string' ? {} : { text: title.text }),
    ...(message ? { message: typeof message === 'string' ? message : message.english } : {}),
    ...(message && typeof message !== 'string' ? { messageText: message.text } : {}),
  }
  latch.store.setState((state) => ({ alerts: [...state.alerts.slice(-2), alert] }))
  return alert
}
