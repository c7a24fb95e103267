import { sendWalletTransaction } from '../../internal/sendWalletTransaction.js'
import { setSwapState } from '../../internal/swap/setSwapState.js'
import { swapErrorMessage } from '../../internal/swap/swapErrorMessage.js'
import { swapEventProperties } from '../../internal/swap/swapEventProperties.js'
import type { Latch } from '../../types.js'
import { showAlert } from '../showAlert.js'
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
  showAlert(latch, { variant: 'info', title: 'Approve limit increase in your wallet' })
  try {
    const sent = await sendWalletTransaction(latch, {
      to: transaction.to,
      data: transaction.data,
      value: transaction.value,
    })
    await sent.wait()
  } catch (error) {
    const message = swapErrorMessage(error)
    setSwapState(latch, { loadingApprovalTransaction: false, transactionError: message })
    showAlert(latch, { variant: 'error', title: message })
    trackEvent(latch, { event: 'SWAP_APPROVAL_ERROR', properties: swapEventProperties(latch, { message }) })
    return false
  }
  await quoteSwap(latch)
  await buildSwapTransaction(latch)
  setSwapState(latch, { approvalTransaction: undefined, loadingApprovalTransaction: false })
  return true
}
