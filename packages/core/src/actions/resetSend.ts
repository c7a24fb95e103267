import { emptySendState } from '../internal/emptySendState.js'
import type { Latch } from '../types.js'

/**
 * Clears the Send form: token, amount, receiver and the gas figures.
 *
 * @example
 * resetSend(latch)
 */
export function resetSend(latch: Latch): void {
  latch.store.setState({ send: emptySendState })
}
