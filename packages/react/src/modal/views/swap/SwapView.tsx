'use client'
import { initializeSwap, type Latch, navigate, setSwapSourceTokenAmount, switchSwapTokens } from '@latch/core'
import { useEffect } from 'react'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { useT } from '../../ModalContext.js'
import { SwapDetails } from './SwapDetails.js'
import { cleanAmount, held, inputErrorText, usd } from './swapFormat.js'
import { TokenButton } from './TokenButton.js'
import { useSwapStyles } from './useSwapStyles.js'

/** Swap: source and target tokens and amounts, the quote and its details, then the preview. */
export function SwapView({ latch }: { latch: Latch }) {
  const t = useT()
  const ref = useSwapStyles()
  const swap = useLatchSelector((state) => state.swap)
  const pick = (swapTarget: 'sourceToken' | 'toToken') =>
    navigate(latch, { view: 'SwapSelectToken', data: { swapTarget } })

  useEffect(() => {
    void initializeSwap(latch)
  }, [latch])

  if (swap.status !== 'initialized') {
    return (
      <div className="body" data-testid="view-Swap" ref={ref}>
        <div className="center" data-testid="swap-loading">
          <span className="spinner" />
          <p>{t('swapLoading')}</p>
        </div>
      </div>
    )
  }

  const sourceUsd = Number(swap.sourceTokenAmount || 0) * swap.sourceTokenPriceInUSD
  const targetUsd = Number(swap.toTokenAmount || 0) * swap.toTokenPriceInUSD
  const hasAmount = Number(swap.sourceTokenAmount) > 0
  let action = t('reviewSwap')
  if (!swap.toToken) action = t('swapSelectToken')
  else if (!hasAmount) action = t('swapEnterAmount')
  else if (swap.inputError) action = inputErrorText(t, swap.inputError)
  const ready =
    Boolean(swap.sourceToken && swap.toToken && hasAmount && swap.toTokenAmount) &&
    !swap.inputError &&
    !swap.loadingQuote &&
    !swap.loadingPrices

  return (
    <div className="body swap" data-testid="view-Swap" ref={ref}>
      <div className="swap-box">
        <span className="label">{t('swapPay')}</span>
        <div className="swap-line">
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-label={t('swapPay')}
            data-testid="swap-source-amount"
            value={swap.sourceTokenAmount}
            onChange={(event) => {
              const amount = cleanAmount(event.currentTarget.value)
              if (amount !== undefined) setSwapSourceTokenAmount(latch, { amount })
            }}
          />
          <TokenButton
            token={swap.sourceToken}
            testId="swap-source-token"
            onClick={() => pick('sourceToken')}
          />
        </div>
        <div className="swap-sub">
          <span data-testid="swap-source-usd">{usd(sourceUsd)}</span>
          {swap.sourceToken ? (
            <span data-testid="swap-source-balance">
              {t('swapBalance', { amount: held(swap, swap.sourceToken) ?? '0.00' })}
            </span>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        className="swap-switch"
        aria-label={t('swapSwitchTokens')}
        data-testid="swap-switch"
        onClick={() => void switchSwapTokens(latch)}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3" />
        </svg>
      </button>
      <div className="swap-box">
        <span className="label">{t('swapReceive')}</span>
        <div className="swap-line">
          <output
            className={swap.toTokenAmount ? '' : 'empty'}
            aria-label={t('swapReceive')}
            aria-busy={swap.loadingQuote}
            data-testid="swap-target-amount"
          >
            {swap.toTokenAmount || '0'}
          </output>
          <TokenButton token={swap.toToken} testId="swap-target-token" onClick={() => pick('toToken')} />
        </div>
        <div className="swap-sub">
          <span data-testid="swap-target-usd">{usd(targetUsd)}</span>
          {swap.toToken ? (
            <span data-testid="swap-target-balance">
              {t('swapBalance', { amount: held(swap, swap.toToken) ?? '0.00' })}
            </span>
          ) : null}
        </div>
      </div>
      <SwapDetails swap={swap} />
      <button
        type="button"
        className="btn primary"
        data-testid="swap-action"
        data-input-error={swap.inputError ?? ''}
        disabled={!ready}
        onClick={() => navigate(latch, { view: 'SwapPreview' })}
      >
        {swap.loadingQuote ? <span className="spinner" /> : null}
        {action}
      </button>
    </div>
  )
}
