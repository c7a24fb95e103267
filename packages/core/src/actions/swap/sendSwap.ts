import { SWAP_MESSAGE_DECIMALS } from '../../constants.js'
import { pushAlert } from '../../internal/pushAlert.js'
import { returnToAccount } from '../../internal/returnToAccount.js'
import { sendWalletCalls } from '../../internal/sendWalletCalls.js'
import { sendWalletTransaction } from '../../internal/sendWalletTransaction.js'
import { setSwapState } from '../../internal/swap/setSwapState.js'
import { swapErrorMessage } from '../../internal/swap/swapErrorMessage.js'
import { swapEventProperties } from '../../internal/swap/swapEventProperties.js'
import { swapTexts } from '../../texts/swap.js'
import { textOf } from '../../texts/textOf.js'
import type { Latch, SwapTransaction } from '../../types.js'
import { truncateDecimals } from '../../utils/truncateDecimals.js'
import { fetchBalance } from '../fetchBalance.js'
import { fetchTokenBalances } from '../fetchTokenBalances.js'
import { trackEvent } from '../trackEvent.js'
import { watchPendingTransaction } from '../watchPendingTransaction.js'
import { resetSwap } from './resetSwap.js'

export type SendSwapParameters = {
  /** Sent with the swap as one atomic batch (EIP-5792), approval first. */
  approval?: SwapTransaction | undefined
}

export type SendSwapReturnType = string | undefined

/**
 * Sends the swap transaction through the wallet ('Confirm transaction in your wallet'), shows
 * 'Swapping X to Y Z' until it is mined and 'Swapped X to Y Z' after (amounts to 3 decimals), then resets
 * the swap state, shows Account and refreshes the balance. With `approval`, the approval and the swap go as one
 * atomic batch (one prompt in the wallet). A failure keeps the wallet's short message
 * (else 'Transaction error') as the transaction error, shows it and sends SWAP_ERROR. Returns the hash.
 *
 * @example
 * const hash = await sendSwap(latch)
 */
export async function sendSwap(
  latch: Latch,
  parameters: SendSwapParameters = {},
): Promise<SendSwapReturnType> {
  const { swap } = latch.store.getState()
  const transaction = swap.swapTransaction
  if (!transaction) return undefined
  const amount = truncateDecimals(swap.toTokenAmount || transaction.toAmount, SWAP_MESSAGE_DECIMALS, {
    pad: true,
  })
  const summary = { from: swap.sourceToken?.symbol ?? '', amount, to: swap.toToken?.symbol ?? '' }
  setSwapState(latch, { loadingTransaction: true, transactionError: undefined })
  pushAlert(latch, { variant: 'info', title: textOf(swapTexts, 'swapConfirmInWallet') })
  let hash: string
  try {
    const { approval } = parameters
    const sent = approval
      ? await sendWalletCalls(latch, [
          { to: approval.to, data: approval.data, value: approval.value },
          { to: transaction.to, data: transaction.data, value: transaction.value },
        ])
      : await sendWalletTransaction(latch, {
          to: transaction.to,
          data: transaction.data,
          value: transaction.value,
          // The server's estimate carries a margin: a wallet's bare estimate can fall short when the pool's
          // price accumulators are written in the block that mines the swap but not in the one it was estimated on.
          gas: transaction.gas,
        })
    hash = sent.hash
    pushAlert(latch, { variant: 'info', title: textOf(swapTexts, 'swapping', summary) })
    // Activity shows the swap at once, pending until mined, until the history lists it. The row is a nicety:
    // the swap's own outcome comes from `sent.wait()` below, so a failed watch is dropped.
    const { sourceToken, toToken } = swap
    if (sourceToken && toToken)
      void watchPendingTransaction(latch, {
        hash,
        to: transaction.to,
        operationType: 'trade',
        transfers: [
          {
            fungible_info: {
              name: sourceToken.name,
              symbol: sourceToken.symbol,
              icon: { url: sourceToken.logoUri },
            },
            direction: 'out',
            quantity: { numeric: swap.sourceTokenAmount },
          },
          {
            fungible_info: { name: toToken.name, symbol: toToken.symbol, icon: { url: toToken.logoUri } },
            direction: 'in',
            quantity: { numeric: swap.toTokenAmount || transaction.toAmount },
          },
        ],
      }).catch(() => {})
    await sent.wait()
  } catch (error) {
    const failure = swapErrorMessage(error)
    const message = failure.shortMessage
    setSwapState(latch, { loadingTransaction: false, transactionError: message })
    pushAlert(latch, { variant: 'error', error: failure })
    trackEvent(latch, { event: 'SWAP_ERROR', properties: swapEventProperties(latch, { message }) })
    return undefined
  }
  pushAlert(latch, { variant: 'success', title: textOf(swapTexts, 'swapDone', summary) })
  trackEvent(latch, { event: 'SWAP_SUCCESS', properties: swapEventProperties(latch) })
  resetSwap(latch)
  returnToAccount(latch)
  void Promise.all([fetchBalance(latch, { force: true }), fetchTokenBalances(latch, { force: true })]).catch(
    () => {},
  )
  return hash
}
