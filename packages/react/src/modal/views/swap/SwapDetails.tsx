'use client'
import { type SwapState, truncateDecimals } from '@latch/core'
import { useT } from '../../ModalContext.js'
import { usd } from './swapFormat.js'

/** The quote's details: network cost (150,000 gas), price impact, max. slippage, slippage, provider fee. */
export function SwapDetails({ swap }: { swap: SwapState }) {
  const t = useT()
  if (!swap.toTokenAmount || !swap.toToken || !swap.sourceToken) return null
  return (
    <dl className="swap-details" data-testid="swap-details">
      <div>
        <dt>{t('swapNetworkCost')}</dt>
        <dd data-testid="swap-gas-fee">{usd(swap.gasPriceInUSD)}</dd>
      </div>
      {swap.priceImpact !== undefined ? (
        <div>
          <dt>{t('swapPriceImpact')}</dt>
          <dd data-testid="swap-price-impact">~{swap.priceImpact.toFixed(2)}%</dd>
        </div>
      ) : null}
      {swap.maxSlippage !== undefined ? (
        <div>
          <dt>{t('swapMaxSlippage')}</dt>
          <dd data-testid="swap-max-slippage">
            {truncateDecimals(swap.maxSlippage.toFixed(6), 6)} {swap.toToken.symbol}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('swapSlippage')}</dt>
        <dd data-testid="swap-slippage">{swap.slippage}%</dd>
      </div>
      {swap.providerFee !== undefined ? (
        <div>
          <dt>{t('swapProviderFee')}</dt>
          <dd data-testid="swap-provider-fee">
            {truncateDecimals(swap.providerFee, 6)} {swap.sourceToken.symbol}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
