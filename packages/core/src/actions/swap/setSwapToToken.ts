import { getSwapParams } from '../../internal/swap/getSwapParams.js'
import { getSwapTokenPrice } from '../../internal/swap/getSwapTokenPrice.js'
import { setSwapState } from '../../internal/swap/setSwapState.js'
import type { Latch, SwapToken } from '../../types.js'
import { quoteSwap } from './quoteSwap.js'

export type SetSwapToTokenParameters = { token: SwapToken | undefined }

/**
 * Chooses the token to receive, reads its USD price, and asks for a new quote when everything needed for
 * one is there. Without a token, the target amount and price are cleared.
 *
 * @example
 * await setSwapToToken(latch, { token: ltk })
 */
export async function setSwapToToken(latch: Latch, parameters: SetSwapToTokenParameters): Promise<void> {
  const { token } = parameters
  if (!token) {
    setSwapState(latch, { toToken: undefined, toTokenAmount: '', toTokenPriceInUSD: 0 })
    return
  }
  setSwapState(latch, {
    toToken: token,
    loadingPrices: true,
    approvalTransaction: undefined,
    swapTransaction: undefined,
  })
  const price = await getSwapTokenPrice(latch, token)
  setSwapState(latch, { toTokenPriceInUSD: price, loadingPrices: false })
  if (!latch.store.getState().swap.switchingTokens && getSwapParams(latch).availableToSwap)
    await quoteSwap(latch)
}
