import { fetchSwapQuote } from '../../api/fetchSwapQuote.js'
import { SWAP_ASSUMED_GAS_UNITS, SWAP_TARGET_DECIMALS } from '../../constants.js'
import { ApiRequestError } from '../../errors/api.js'
import { INSUFFICIENT_BALANCE, SwapIncorrectAmountError } from '../../errors/swap.js'
import { pushAlert } from '../../internal/pushAlert.js'
import { getSwapParams } from '../../internal/swap/getSwapParams.js'
import { setSwapState } from '../../internal/swap/setSwapState.js'
import {
  getGasPriceInUSD,
  getMaxSlippage,
  isInsufficientBalance,
} from '../../internal/swap/swapCalculations.js'
import { sendTexts } from '../../texts/send.js'
import { textOf } from '../../texts/textOf.js'
import type { Latch } from '../../types.js'
import { formatUnits } from '../../utils/formatUnits.js'
import { truncateDecimals } from '../../utils/truncateDecimals.js'

export type QuoteSwapReturnType = boolean

/**
 * Asks the server for a quote of the current tokens and amount, shows the target amount (6 decimals), and
 * checks the balances: 'Insufficient balance' when the source token does not cover the amount, or (for an
 * account that is not a smart account) the native coin does not cover the gas. Also sets the gas fee in
 * USD (150,000 gas units), price impact, max. slippage and the provider fee when the quote carries one.
 * A source amount of 0 clears the target amount; a quote without an amount (or one that buys nothing)
 * shows 'Incorrect amount' / 'Please enter a valid amount'; no pool route gives 'Insufficient liquidity',
 * the native coin against its wrapped token 'Unsupported pair'.
 * Answers to earlier quotes that arrive late are dropped. Returns true when a quote was applied.
 *
 * @example
 * await quoteSwap(latch)
 */
export async function quoteSwap(latch: Latch): Promise<QuoteSwapReturnType> {
  let params: ReturnType<typeof getSwapParams>
  try {
    params = getSwapParams(latch)
  } catch {
    return false
  }
  const { swap } = latch.store.getState()
  const { sourceToken, toToken } = swap
  const { sourceUnits } = params
  if (!sourceUnits || sourceUnits <= 0n) {
    setSwapState(latch, { toTokenAmount: '', loadingQuote: false })
    return false
  }
  if (!sourceToken || !toToken || swap.loadingPrices) return false
  const seq = ++latch.internal.swap.quoteSeq
  setSwapState(latch, { loadingQuote: true })
  try {
    const quotes = await fetchSwapQuote(latch, {
      userAddress: params.fromCaipAddress,
      from: sourceToken.address,
      to: toToken.address,
      amount: sourceUnits.toString(),
      gasPrice: swap.gasFee,
    })
    if (seq !== latch.internal.swap.quoteSeq) return false
    const quote = quotes[0]
    // A quote that buys nothing is a quote without an amount.
    if (!quote?.toAmount || BigInt(quote.toAmount) === 0n) return incorrectAmount(latch)
    const current = latch.store.getState().swap
    const toTokenAmount = truncateDecimals(
      formatUnits(quote.toAmount, toToken.decimals),
      SWAP_TARGET_DECIMALS,
    )
    const gasFee = BigInt(current.gasFee)
    const insufficient = isInsufficientBalance({
      tokens: current.myTokensWithBalance,
      sourceAddress: sourceToken.address,
      sourceUnits,
      networkAddress: params.networkAddress,
      gasCost: gasFee * SWAP_ASSUMED_GAS_UNITS,
      isSmartAccount: current.isSmartAccount,
    })
    setSwapState(latch, {
      loadingQuote: false,
      toTokenAmount,
      inputError: insufficient ? INSUFFICIENT_BALANCE : undefined,
      gasPriceInUSD: getGasPriceInUSD(current.networkPrice, SWAP_ASSUMED_GAS_UNITS, gasFee),
      priceImpact: quote.priceImpact,
      maxSlippage: getMaxSlippage(current.slippage, toTokenAmount),
      providerFee: quote.fee ? formatUnits(quote.fee.amount, sourceToken.decimals) : undefined,
    })
    return true
  } catch (error) {
    if (seq !== latch.internal.swap.quoteSeq) return false
    const code = error instanceof ApiRequestError ? (error.code ?? '') : ''
    if (code === 'AMOUNT_TOO_SMALL') return incorrectAmount(latch)
    let inputError = INSUFFICIENT_BALANCE
    if (/LIQUIDITY|NO_ROUTE/i.test(code)) inputError = 'Insufficient liquidity'
    // The native coin and its wrapped token convert by wrapping, not through a pool.
    else if (code === 'UNSUPPORTED_PAIR') inputError = 'Unsupported pair'
    setSwapState(latch, { loadingQuote: false, toTokenAmount: '', inputError })
    return false
  }
}

function incorrectAmount(latch: Latch): false {
  setSwapState(latch, { loadingQuote: false, toTokenAmount: '', inputError: undefined })
  const error = new SwapIncorrectAmountError()
  pushAlert(latch, { variant: 'error', error, message: textOf(sendTexts, 'invalidAmount') })
  return false
}
