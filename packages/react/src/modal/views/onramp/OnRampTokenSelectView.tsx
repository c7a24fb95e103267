'use client'
import {
  DEBOUNCE_MS,
  type FetchOnrampTokensReturnType,
  fetchOnrampQuote,
  fetchOnrampTokens,
  getNetwork,
  type Latch,
  navigate,
  type OnrampQuote,
  startOnrampPurchase,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { useT } from '../../ModalContext.js'
import { closeOnrampPopup, openOnrampPopup } from './onrampPopup.js'

const providerNames = { coinbase: 'Coinbase', moonpay: 'MoonPay', sandbox: 'Sandbox' } as const

const messageOf = (error: unknown, fallback: string) =>
  (error as { shortMessage?: string } | undefined)?.shortMessage || fallback

/**
 * OnRampTokenSelect: the token and the amount, with the provider's quote (fee, what arrives, the card
 * chain); Buy opens the provider's widget in a popup. A failure keeps the amount and token as they were.
 */
export function OnRampTokenSelectView({ latch }: { latch: Latch }) {
  const t = useT()
  const provider = useLatchSelector((state) => state.router.data?.onrampProvider) ?? 'sandbox'
  const network = useLatchSelector((state) => getNetwork(latch, state).caipNetworkId)
  const providerName = providerNames[provider]
  const [tokens, setTokens] = useState<FetchOnrampTokensReturnType | undefined>()
  const [token, setToken] = useState<string | undefined>()
  const [amount, setAmount] = useState('50')
  const [quote, setQuote] = useState<OnrampQuote | undefined>()
  const [quoting, setQuoting] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [starting, setStarting] = useState(false)

  useEffect(() => {
    let live = true
    fetchOnrampTokens(latch)
      .then((list) => {
        if (!live) return
        setTokens(list)
        setToken((current) => current ?? list[0]?.address)
      })
      .catch(() => live && setError(t('onrampTokensError')))
    return () => {
      live = false
    }
  }, [latch, t])

  useEffect(() => {
    setQuote(undefined)
    if (!token || !/^\d+(\.\d{1,2})?$/.test(amount)) return
    let live = true
    setQuoting(true)
    const timer = setTimeout(() => {
      fetchOnrampQuote(latch, { provider, network, token, fiatAmount: amount })
        .then((answer) => {
          if (!live) return
          setQuote(answer)
          setError(undefined)
        })
        .catch((reason) => live && setError(messageOf(reason, t('onrampQuoteError'))))
        .finally(() => live && setQuoting(false))
    }, DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [latch, provider, network, token, amount, t])

  const buy = () => {
    if (!quote || !token) return
    const popup = openOnrampPopup(latch)
    if (!popup) {
      setError(t('onrampPopupBlocked', { provider: providerName }))
      return
    }
    setStarting(true)
    setError(undefined)
    startOnrampPurchase(latch, { provider, network, token, fiatAmount: amount })
      .then(({ purchaseId, url }) => {
        popup.location.href = url
        navigate(latch, {
          view: 'BuyInProgress',
          data: {
            onrampPurchase: {
              id: purchaseId,
              provider,
              cryptoAmount: quote.cryptoAmount,
              symbol: quote.token.symbol,
            },
          },
        })
      })
      .catch((reason) => {
        closeOnrampPopup(latch)
        setError(`${t('onrampStartError')}: ${messageOf(reason, providerName)}`)
      })
      .finally(() => setStarting(false))
  }

  const fallback = quote && network !== 'eip155:1' && quote.cardNetwork === 'ethereum'
  return (
    <div className="body" data-testid="view-OnRampTokenSelect">
      <div className="field">
        <label htmlFor="latch-onramp-amount">{t('onrampAmount')}</label>
        <div className="line">
          <input
            id="latch-onramp-amount"
            data-testid="onramp-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value.trim())}
          />
          <select
            aria-label={t('onrampToken')}
            data-testid="onramp-token"
            className="pick"
            value={token ?? ''}
            onChange={(event) => setToken(event.target.value)}
          >
            {(tokens ?? []).map((entry) => (
              <option key={entry.address} value={entry.address}>
                {entry.symbol}
              </option>
            ))}
          </select>
        </div>
        {tokens && tokens.length === 0 ? <div className="hint">{t('onrampNoTokens')}</div> : null}
      </div>
      {quote ? (
        <>
          <div className="fee" data-testid="onramp-receive">
            <span>{t('onrampYouReceive')}</span>
            <span>
              {quote.cryptoAmount} {quote.token.symbol}
            </span>
          </div>
          <div className="fee" data-testid="onramp-fee">
            <span>{t('onrampProviderFee')}</span>
            <span>
              {quote.feeAmount} {quote.fiatCurrency}
              {quote.estimate ? ` (${t('onrampEstimate')})` : ''}
            </span>
          </div>
          <p className="hint" data-testid="onramp-card-network">
            {t(fallback ? 'onrampCardNetworkFallback' : 'onrampCardNetwork', { chain: quote.cardNetwork })}
          </p>
        </>
      ) : null}
      {error ? (
        <p className="input-error" role="alert" data-testid="onramp-error">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button
          type="button"
          className="btn primary wide"
          data-testid="onramp-buy"
          disabled={!quote || quoting || starting}
          onClick={buy}
        >
          {quoting || starting ? <span className="spinner" /> : null}
          {t('onrampBuyWith', { provider: providerName })}
        </button>
      </div>
    </div>
  )
}
