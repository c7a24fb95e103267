import { setSwapState } from '../../internal/swap/setSwapState.js'
import type { Latch } from '../../types.js'
import { quoteSwap } from './quoteSwap.js'
import { setSwapSourceToken } from './setSwapSourceToken.js'
import { setSwapToToken } from './setSwapToToken.js'

/**
 * Swaps the source and target tokens. Ignored while the swap view is initializing or uninitialised (and
 * while a switch is under way). The new source amount is the old target amount, or '1' if that is empty.
 *
 * @example
 * await switchSwapTokens(latch)
 */
export async function switchSwapTokens(latch: Latch): Promise<void> {
  const { swap } = latch.store.getState()
  if (swap.status !== 'initialized' || swap.switchingTokens) return
  const newSource = swap.toToken
  const newTarget = swap.sourceToken
  setSwapState(latch, {
    switchingTokens: true,
    sourceTokenAmount: newSource && swap.toTokenAmount === '' ? '1' : swap.toTokenAmount,
    toTokenAmount: '',
    inputError: undefined,
  })
  try {
    await setSwapSourceToken(latch, { token: newSource })
    await setSwapToToken(latch, { token: newTarget })
  } finally {
    setSwapState(latch, { switchingTokens: false })
  }
  await quoteSwap(latch)
}
