import { DEBOUNCE_MS } from '../../constants.js'
import { setSwapState } from '../../internal/swap/setSwapState.js'
import type { Latch } from '../../types.js'
import { parseUnits } from '../../utils/parseUnits.js'
import { quoteSwap } from './quoteSwap.js'

export type SetSwapSourceTokenAmountParameters = {
  amount: string
  /** Wait before the quote is asked for (ms); default a 500 ms debounce. */
  debounce?: number
}

/**
 * Sets the amount to swap as typed. The quote is asked for once typing has paused for 500 ms; an amount
 * of 0 (or no number) clears the target amount at once.
 *
 * @example
 * setSwapSourceTokenAmount(latch, { amount: '10' })
 */
export function setSwapSourceTokenAmount(latch: Latch, parameters: SetSwapSourceTokenAmountParameters): void {
  const internal = latch.internal.swap
  clearTimeout(internal.quoteTimer)
  // A quote still in flight is for an amount no longer shown.
  internal.quoteSeq++
  const { sourceToken } = latch.store.getState().swap
  const units = sourceToken ? parseUnits(parameters.amount, sourceToken.decimals) : undefined
  setSwapState(latch, {
    sourceTokenAmount: parameters.amount,
    approvalTransaction: undefined,
    swapTransaction: undefined,
    transactionError: undefined,
    ...(units && units > 0n ? {} : { toTokenAmount: '', inputError: undefined, loadingQuote: false }),
  })
  internal.quoteTimer = setTimeout(() => {
    internal.quoteTimer = undefined
    void quoteSwap(latch)
  }, parameters.debounce ?? DEBOUNCE_MS)
}
