import type { Latch, LatchEvent, LatchEventName } from '../types.js'
import { queueAnalyticsEvent } from './queueAnalyticsEvent.js'

export type RecordEventParameters = {
  event: LatchEventName
  properties?: Record<string, unknown>
  /** Defaults to the connected address. */
  address?: string | undefined
}

/**
 * Records a product event: it goes to the dApp's listeners and the last events in state, and, when the
 * analytics feature is on, to the server's `/e` (only after the modal was first opened). Serves `trackEvent`
 * and every step that reports what the visitor did.
 */
export function recordEvent(latch: Latch, parameters: RecordEventParameters): LatchEvent {
  const state = latch.store.getState()
  const address =
    parameters.address ?? state.connections.find((c) => c.namespace === state.activeNamespace)?.address
  const event: LatchEvent = {
    event: parameters.event,
    properties: parameters.properties ?? {},
    ...(address ? { address } : {}),
    timestamp: Date.now(),
  }
  latch.store.setState({ events: [...state.events.slice(-19), event] })
  for (const listener of latch.internal.eventListeners) {
    try {
      listener(event)
    } catch {
      // A dApp listener's failure must not break the modal.
    }
  }
  // Sent from a task of its own: a request must never delay the frame that shows the modal. Before the first
  // open an event only waits in the queue, so the sending code loads with the modal, not with the page.
  if (latch.config.features.analytics)
    setTimeout(() => {
      if (!latch.store.getState().modal.openedOnce) queueAnalyticsEvent(latch, event)
      else
        import('./sendAnalyticsEvent.js').then(
          ({ sendAnalyticsEvent }) => sendAnalyticsEvent(latch, event),
          () => {},
        )
    }, 0)
  return event
}
