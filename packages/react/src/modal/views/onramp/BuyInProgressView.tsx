'use client'
import {
  fetchBalance,
  fetchOnrampPurchase,
  fetchTokenBalances,
  fetchTransactions,
  goBack,
  type Latch,
  navigate,
  showAlert,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { useT } from '../../ModalContext.js'
import { closeOnrampPopup, getOnrampPopup } from './onrampPopup.js'

/** How often a purchase in progress asks the server for its status (ms). */
const ONRAMP_STATUS_POLL_MS = 1_500

const providerNames = { coinbase: 'Coinbase', moonpay: 'MoonPay', sandbox: 'Sandbox' } as const

/**
 * BuyInProgress: waits for the provider to confirm the purchase (its signed webhook moves it on the
 * server), then says what arrived, refreshes the balances and offers Activity; a failure offers a retry.
 */
export function BuyInProgressView({ latch }: { latch: Latch }) {
  const t = useT()
  const purchase = useLatchSelector((state) => state.router.data?.onrampPurchase)
  const [status, setStatus] = useState<'pending' | 'completed' | 'failed'>('pending')
  const [received, setReceived] = useState<string | undefined>()
  const [unreachable, setUnreachable] = useState(false)
  const provider = purchase ? providerNames[purchase.provider] : ''

  useEffect(() => {
    if (!purchase) return
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      fetchOnrampPurchase(latch, purchase.id)
        .then((answer) => {
          if (!live) return
          setUnreachable(false)
          if (answer.status === 'pending') {
            timer = setTimeout(check, ONRAMP_STATUS_POLL_MS)
            return
          }
          setStatus(answer.status)
          closeOnrampPopup(latch)
          if (answer.status === 'completed') {
            const amount = answer.cryptoAmount ?? purchase.cryptoAmount
            setReceived(amount)
            showAlert(latch, {
              variant: 'success',
              title: t('onrampCompleted', { amount, symbol: purchase.symbol }),
            })
            void fetchBalance(latch).catch(() => {})
            void fetchTokenBalances(latch, { force: true }).catch(() => {})
          }
        })
        .catch(() => {
          if (!live) return
          setUnreachable(true)
          timer = setTimeout(check, ONRAMP_STATUS_POLL_MS)
        })
    }
    check()
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [latch, purchase, t])

  if (!purchase) return <div className="body" data-testid="view-BuyInProgress" />
  return (
    <div className="body" data-testid="view-BuyInProgress">
      {status === 'pending' ? (
        <div className="status" role="status" data-testid="onramp-waiting">
          <span className="spinner" />
          <p>{t('onrampWaiting', { provider })}</p>
          <p className="muted">{t('onrampWaitingHint', { provider })}</p>
          {unreachable ? <p className="input-error">{t('onrampStatusError')}</p> : null}
          {getOnrampPopup(latch) ? (
            <button type="button" className="btn" onClick={() => getOnrampPopup(latch)?.focus()}>
              {t('onrampReopen', { provider })}
            </button>
          ) : null}
        </div>
      ) : status === 'completed' ? (
        <div className="status" role="status" data-testid="onramp-completed">
          <p>
            <strong>{t('onrampCompleted', { amount: received ?? '', symbol: purchase.symbol })}</strong>
          </p>
          <p className="muted">{t('onrampCompletedHint')}</p>
          <button
            type="button"
            className="btn primary wide"
            data-testid="onramp-view-activity"
            onClick={() => {
              void fetchTransactions(latch, { reset: true }).catch(() => {})
              navigate(latch, { view: 'Activity' })
            }}
          >
            {t('onrampViewActivity')}
          </button>
        </div>
      ) : (
        <div className="status" role="alert" data-testid="onramp-failed">
          <p>{t('onrampFailed')}</p>
          <button type="button" className="btn primary wide" onClick={() => goBack(latch)}>
            {t('tryAgain')}
          </button>
        </div>
      )}
    </div>
  )
}
