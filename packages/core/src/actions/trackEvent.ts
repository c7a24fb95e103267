import { type RecordEventParameters, recordEvent } from '../internal/recordEvent.js'
import type { Latch, LatchEvent } from '../types.js'

export type TrackEventParameters = RecordEventParameters
export type TrackEventReturnType = LatchEvent

/**
 * Records a product event: it goes to the dApp's listeners and the last events in state, and, when the
 * analytics feature is on, to the server's `/e` (only after the modal was first opened).
 *
 * @example
 * trackEvent(latch, { event: 'SELECT_WALLET', properties: { name: 'MetaMask', platform: 'browser' } })
 */
export function trackEvent(latch: Latch, parameters: TrackEventParameters): TrackEventReturnType {
  return recordEvent(latch, parameters)
}
