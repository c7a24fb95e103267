import type { Latch } from '../types.js'

export type SetLegalCheckboxAcceptedParameters = { accepted: boolean }

/**
 * Records whether the visitor ticked the legal checkbox on Connect (kept for the page's life, not stored).
 *
 * @example
 * setLegalCheckboxAccepted(latch, { accepted: true })
 */
export function setLegalCheckboxAccepted(latch: Latch, parameters: SetLegalCheckboxAcceptedParameters): void {
  latch.store.setState({ legalCheckboxAccepted: parameters.accepted })
}
