import type { Latch, SwapState } from '../../types.js'

/** Merges `partial` into the instance's swap state. */
export function setSwapState(latch: Latch, partial: Partial<SwapState>): void {
  latch.store.setState((state) => ({ swap: { ...state.swap, ...partial } }))
}
