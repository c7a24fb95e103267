'use client'
import { buildSwapTransaction, goBack, type Latch, submitSwap } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { useShownText, useT } from '../../ModalContext.js'
import { SwapDetails } from './SwapDetails.js'
import { usd } from './swapFormat.js'
import { useSwapStyles } from './useSwapStyles.js'

/** The swap preview: what is paid and received, the details, then approval (when needed) and the swap. */
export function SwapPreviewView({ latch }: { latch: Latch }) {
  const t = useT()
  const tr = useShownText()
  const ref = useSwapStyles()
  const swap = useLatchSelector((state) => state.swap)
  const [started, setStarted] = useState(false)

  // Built once no quote is in flight: a quote still arriving when the preview opens would otherwise leave
  // nothing built (the build waits for the amount it prices).
  const needsBuild =
    !swap.loadingQuote &&
    !swap.loadingBuildTransaction &&
    !swap.loadingApprovalTransaction &&
    !swap.loadingTransaction &&
    !swap.approvalTransaction &&
    !swap.swapTransaction
  useEffect(() => {
    if (needsBuild) void buildSwapTransaction(latch)
  }, [latch, needsBuild])

  const { sourceToken, toToken } = swap
  const sending = swap.loadingApprovalTransaction || swap.loadingTransaction
  let status = ''
  if (swap.loadingApprovalTransaction) status = t('swapApproveInWallet')
  else if (swap.loadingTransaction) status = t('swapConfirmInWallet')
  const building = swap.loadingBuildTransaction || (!swap.approvalTransaction && !swap.swapTransaction)

  return (
    <div className="body swap" data-testid="view-SwapPreview" ref={ref}>
      <div className="preview-line">
        <span>
          <span className="label">{t('swapPay')}</span>
          <br />
          <strong data-testid="swap-preview-source">
            {swap.sourceTokenAmount} {sourceToken?.symbol}
          </strong>
        </span>
        <span className="usd">{usd(Number(swap.sourceTokenAmount || 0) * swap.sourceTokenPriceInUSD)}</span>
      </div>
      <div className="preview-line">
        <span>
          <span className="label">{t('swapReceive')}</span>
          <br />
          <strong data-testid="swap-preview-target">
            {swap.toTokenAmount} {toToken?.symbol}
          </strong>
        </span>
        <span className="usd">{usd(Number(swap.toTokenAmount || 0) * swap.toTokenPriceInUSD)}</span>
      </div>
      <SwapDetails swap={swap} />
      {swap.approvalTransaction && sourceToken ? (
        <p className="note" data-testid="swap-approval-note">
          {t('swapApproveNote', { symbol: sourceToken.symbol })}
        </p>
      ) : null}
      {status ? (
        <div className="swap-status" role="status" data-testid="swap-status">
          <span className="spinner" />
          {status}
        </div>
      ) : null}
      {swap.transactionError && !sending ? (
        <p className="swap-error" role="alert" data-testid="swap-transaction-error">
          {tr(swap.transactionError)}
        </p>
      ) : null}
      <div className="swap-actions">
        <button
          type="button"
          className="btn"
          data-testid="swap-cancel"
          disabled={sending}
          onClick={() => goBack(latch)}
        >
          {t('swapCancel')}
        </button>
        <button
          type="button"
          className="btn primary"
          data-testid="swap-preview-action"
          disabled={building || sending || started}
          onClick={() => {
            setStarted(true)
            submitSwap(latch).finally(() => setStarted(false))
          }}
        >
          {building ? <span className="spinner" /> : null}
          {building ? t('swapPreparing') : swap.approvalTransaction ? t('swapApproveAndSwap') : t('swap')}
        </button>
      </div>
    </div>
  )
}
