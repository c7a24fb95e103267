import { initialSwapState } from '../../internal/initialSwapState.js'
import type { Latch } from '../../types.js'

/**
 * Returns the swap state to uninitialised (the next swap view loads tokens and balances afresh) and drops
 * a pending quote.
 *
 * @example
 * resetSwap(latch)
 */
export function resetSwap(latch: Latch): void {
  clearTimeout(latch.internal.swap.quoteTimer)
  latch.internal.swap.quoteTimer = undefined
  latch.internal.swap.quoteSeq++
  latch.store.setState({ swap: initialSwapState })
}
