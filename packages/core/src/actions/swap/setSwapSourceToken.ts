import { getSwapParams } from '../../internal/swap/getSwapParams.js'
import { getSwapTokenPrice } from '../../internal/swap/getSwapTokenPrice.js'
import { setSwapState } from '../../internal/swap/setSwapState.js'
import type { Latch, SwapToken } from '../../types.js'
import { quoteSwap } from './quoteSwap.js'

export type SetSwapSourceTokenParameters = { token: SwapToken | undefined }

/**
 * Chooses the token to swap from, reads its USD price, and asks for a new quote when everything needed
 * for one is there. Without a token, the amount and price are cleared.
 *
 * @example
 * await setSwapSourceToken(latch, { token: usdc })
 */
export async function setSwapSourceToken(
  latch: Latch,
  parameters: SetSwapSourceTokenParameters,
): Promise<void> {
  const { token } = parameters
  if (!token) {
    setSwapState(latch, { sourceToken: undefined, sourceTokenAmount: '', sourceTokenPriceInUSD: 0 })
    return
  }
  setSwapState(latch, {
    sourceToken: token,
    loadingPrices: true,
    approvalTransaction: undefined,
    swapTransaction: undefined,
  })
  const price = await getSwapTokenPrice(latch, token)
  setSwapState(latch, { sourceTokenPriceInUSD: price, loadingPrices: false })
  if (!latch.store.getState().swap.switchingTokens && getSwapParams(latch).availableToSwap)
    await quoteSwap(latch)
}
