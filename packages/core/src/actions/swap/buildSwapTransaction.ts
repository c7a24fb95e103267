import { fetchSwapAllowance } from '../../api/fetchSwapAllowance.js'
import { fetchSwapApproveTransaction } from '../../api/fetchSwapApproveTransaction.js'
import { fetchSwapTransaction } from '../../api/fetchSwapTransaction.js'
import { SWAP_APPROVAL_AMOUNT } from '../../constants.js'
import type { BaseError } from '../../errors/base.js'
import { SwapAllowanceError, SwapApprovalBuildError, SwapTransactionBuildError } from '../../errors/swap.js'
import { canBatchCalls } from '../../internal/canBatchCalls.js'
import { pushAlert } from '../../internal/pushAlert.js'
import { getSwapParams } from '../../internal/swap/getSwapParams.js'
import { setSwapState } from '../../internal/swap/setSwapState.js'
import { getGasPriceInUSD } from '../../internal/swap/swapCalculations.js'
import type { Latch, SwapTransaction } from '../../types.js'
import { goBack } from '../goBack.js'

export type BuildSwapTransactionReturnType = SwapTransaction | undefined

/**
 * Checks the allowance of the source token and builds what comes next: the swap transaction when the
 * allowance covers the amount, otherwise an approval (a limit increase that also covers later swaps), and with it
 * the swap when the account batches calls atomically (EIP-5792), so both go to the wallet as one. A failure ('Failed to check
 * allowance', 'Failed to create approval transaction', 'Failed to create transaction') goes back and
 * clears both transactions; without a connected account it shows 'No address found to swap the tokens from.'
 *
 * @example
 * const transaction = await buildSwapTransaction(latch)
 */
export async function buildSwapTransaction(latch: Latch): Promise<BuildSwapTransactionReturnType> {
  let params: ReturnType<typeof getSwapParams>
  try {
    params = getSwapParams(latch)
  } catch (error) {
    return fail(latch, error as BaseError)
  }
  const { swap } = latch.store.getState()
  const { sourceToken, toToken } = swap
  const { sourceUnits, fromCaipAddress } = params
  if (!params.availableToSwap || !sourceToken || !toToken || !sourceUnits || swap.loadingQuote)
    return undefined
  setSwapState(latch, { loadingBuildTransaction: true })
  const native = sourceToken.address.toLowerCase() === params.networkAddress.toLowerCase()
  let allowance: bigint
  try {
    // The native coin is sent as the transaction's value: it needs no approval.
    allowance = native
      ? sourceUnits
      : await fetchSwapAllowance(latch, { tokenAddress: sourceToken.address, userAddress: fromCaipAddress })
  } catch (cause) {
    return fail(latch, new SwapAllowanceError({ cause }))
  }
  const amount = sourceUnits.toString()
  const toAmount = swap.toTokenAmount
  const fetchSwap = async (): Promise<SwapTransaction> => {
    const tx = await fetchSwapTransaction(latch, {
      userAddress: fromCaipAddress,
      from: sourceToken.address,
      to: toToken.address,
      amount,
      slippage: swap.slippage,
    })
    return {
      data: tx.data,
      to: tx.to,
      gas: BigInt(tx.eip155.gas),
      gasPrice: BigInt(tx.eip155.gasPrice),
      value: native ? sourceUnits : BigInt(tx.value),
      toAmount,
    }
  }
  if (allowance < sourceUnits) {
    try {
      const tx = await fetchSwapApproveTransaction(latch, {
        userAddress: fromCaipAddress,
        from: sourceToken.address,
        to: toToken.address,
        // Exactly this swap's amount unless the dApp opted into unlimited approvals.
        amount: latch.config.swaps?.unlimitedApproval ? SWAP_APPROVAL_AMOUNT.toString() : amount,
      })
      const approvalTransaction: SwapTransaction = {
        data: tx.data,
        to: tx.to,
        gasPrice: BigInt(tx.eip155.gasPrice),
        value: BigInt(tx.value),
        toAmount,
      }
      // An account that batches atomically approves and swaps in one batch: the swap is built now, before the
      // approval exists (the server then gives it its fixed gas limit), and both go in one approval.
      const swapTransaction = (await canBatchCalls(latch)) ? await fetchSwap() : undefined
      setSwapState(latch, { approvalTransaction, swapTransaction, loadingBuildTransaction: false })
      return approvalTransaction
    } catch (cause) {
      return fail(latch, new SwapApprovalBuildError({ cause }))
    }
  }
  try {
    const swapTransaction = await fetchSwap()
    setSwapState(latch, {
      swapTransaction,
      approvalTransaction: undefined,
      loadingBuildTransaction: false,
      gasPriceInUSD: getGasPriceInUSD(
        latch.store.getState().swap.networkPrice,
        swapTransaction.gas ?? 0n,
        swapTransaction.gasPrice ?? 0n,
      ),
    })
    return swapTransaction
  } catch (cause) {
    return fail(latch, new SwapTransactionBuildError({ cause }))
  }
}

function fail(latch: Latch, error: BaseError): undefined {
  goBack(latch)
  pushAlert(latch, { variant: 'error', error })
  setSwapState(latch, {
    approvalTransaction: undefined,
    swapTransaction: undefined,
    loadingBuildTransaction: false,
  })
  return undefined
}
