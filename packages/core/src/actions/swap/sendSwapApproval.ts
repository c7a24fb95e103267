import { pushAlert } from '../../internal/pushAlert.js'
import { sendWalletTransaction } from '../../internal/sendWalletTransaction.js'
import { setSwapState } from '../../internal/swap/setSwapState.js'
import { swapErrorMessage } from '../../internal/swap/swapErrorMessage.js'
import { swapEventProperties } from '../../internal/swap/swapEventProperties.js'
import { swapTexts } from '../../texts/swap.js'
import { textOf } from '../../texts/textOf.js'
import type { Latch } from '../../types.js'
import { trackEvent } from '../trackEvent.js'
import { buildSwapTransaction } from './buildSwapTransaction.js'
import { quoteSwap } from './quoteSwap.js'

export type SendSwapApprovalReturnType = boolean

/**
 * Sends the approval transaction through the wallet ('Approve limit increase in your wallet'), waits for
 * it to be mined, then quotes again and builds the swap transaction. A failure keeps the wallet's short
 * message (else 'Transaction error') as the transaction error, shows it and sends SWAP_APPROVAL_ERROR.
 *
 * @example
 * if (latch.store.getState().swap.approvalTransaction) await sendSwapApproval(latch)
 */
export async function sendSwapApproval(latch: Latch): Promise<SendSwapApprovalReturnType> {
  const transaction = latch.store.getState().swap.approvalTransaction
  if (!transaction) return false
  setSwapState(latch, { loadingApprovalTransaction: true, transactionError: undefined })
  pushAlert(latch, { variant: 'info', title: textOf(swapTexts, 'swapApproveInWallet') })
  try {
    const sent = await sendWalletTransaction(latch, {
      to: transaction.to,
      data: transaction.data,
      value: transaction.value,
    })
    await sent.wait()
  } catch (error) {
    const failure = swapErrorMessage(error)
    const message = failure.shortMessage
    setSwapState(latch, { loadingApprovalTransaction: false, transactionError: message })
    pushAlert(latch, { variant: 'error', error: failure })
    trackEvent(latch, { event: 'SWAP_APPROVAL_ERROR', properties: swapEventProperties(latch, { message }) })
    return false
  }
  await quoteSwap(latch)
  await buildSwapTransaction(latch)
  setSwapState(latch, { approvalTransaction: undefined, loadingApprovalTransaction: false })
  return true
}
