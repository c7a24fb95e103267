'use client'
import { type Latch, navigate, setSendAmount, type TokenBalance } from '@latch/core'
import { useState } from 'react'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { formatTokenAmount, formatUsd } from '../../formatToken.js'
import { ChevronIcon } from '../../icons.js'
import { useT } from '../../ModalContext.js'
import { WalletImage } from '../../WalletImage.js'
import { maxSendAmount } from './maxSendAmount.js'

/** Send's amount: the input, the token picker, the amount in USD, what is available and Max. */
export function SendAmountField(props: { latch: Latch; token: TokenBalance | undefined; gasUnits: bigint }) {
  const { latch, token } = props
  const t = useT()
  const gasPrice = useLatchSelector((state) => state.send.gasPrice)
  const [amount, setAmount] = useState(() => latch.store.getState().send.sendTokenAmount ?? '')
  const change = (value: string) => {
    setAmount(value)
    setSendAmount(latch, { amount: value })
  }
  const amountInUsd =
    token?.price !== undefined && amount && Number.isFinite(Number(amount))
      ? formatUsd(Number(amount) * token.price)
      : ''
  return (
    <div className="field">
      <label htmlFor="latch-send-amount">{t('amount')}</label>
      <div className="line">
        <input
          id="latch-send-amount"
          data-testid="send-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amount}
          onChange={(event) => change(event.target.value)}
        />
        <button
          type="button"
          className="pick"
          data-testid="send-token"
          aria-label={token ? `${t('selectToken')}: ${token.symbol}` : t('selectToken')}
          onClick={() => navigate(latch, { view: 'WalletSendSelectToken' })}
        >
          {token ? (
            <>
              <WalletImage src={token.iconUrl || undefined} name={token.symbol} />
              {token.symbol}
            </>
          ) : (
            <span>{t('selectToken')}</span>
          )}
          <ChevronIcon />
        </button>
      </div>
      <div className="hint">
        <span data-testid="send-amount-usd">{amountInUsd}</span>
        {token ? (
          <span>
            <span data-testid="send-available">
              {t('available', { amount: `${formatTokenAmount(token)} ${token.symbol}` })}
            </span>{' '}
            <button
              type="button"
              className="link"
              data-testid="send-max"
              onClick={() => change(maxSendAmount(token, gasPrice, props.gasUnits))}
            >
              {t('max')}
            </button>
          </span>
        ) : null}
      </div>
    </div>
  )
}
