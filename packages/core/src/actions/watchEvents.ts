import type { Latch, LatchEvent } from '../types.js'

export type WatchEventsParameters = { onEvent(event: LatchEvent): void }
export type WatchEventsReturnType = () => void

/**
 * Calls `onEvent` for every product event (MODAL_OPEN, CONNECT_SUCCESS, …), whether or not analytics are on.
 * Returns a function that stops watching.
 *
 * @example
 * const stop = watchEvents(latch, { onEvent: (e) => console.log(e.event) })
 */
export function watchEvents(latch: Latch, parameters: WatchEventsParameters): WatchEventsReturnType {
  const listener = parameters.onEvent
  latch.internal.eventListeners.add(listener)
  return () => latch.internal.eventListeners.delete(listener)
}
