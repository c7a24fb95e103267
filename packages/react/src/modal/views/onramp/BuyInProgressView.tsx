'use client'
import {
  fetchBalance,
  fetchOnrampPurchase,
  fetchTokenBalances,
  fetchTransactions,
  fillText,
  goBack,
  type Latch,
  navigate,
  showAlert,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { closeOnrampPopup, getOnrampPopup } from './onrampPopup.js'
import { onrampTexts } from './onrampTexts.js'

/** How often a purchase in progress asks the server for its status (ms). */
const ONRAMP_STATUS_POLL_MS = 1_500

const providerNames = { coinbase: 'Coinbase', moonpay: 'MoonPay', sandbox: 'Sandbox' } as const

/**
 * BuyInProgress: waits for the provider to confirm the purchase (its signed webhook moves it on the
 * server), then says what arrived, refreshes the balances and offers Activity; a failure offers a retry.
 */
export function BuyInProgressView({ latch }: { latch: Latch }) {
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
              title: fillText(onrampTexts.completed, { amount, symbol: purchase.symbol }),
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
  }, [latch, purchase])

  if (!purchase) return <div className="body" data-testid="view-BuyInProgress" />
  return (
    <div className="body" data-testid="view-BuyInProgress">
      {status === 'pending' ? (
        <div className="status" role="status" data-testid="onramp-waiting">
          <span className="spinner" />
          <p>{fillText(onrampTexts.waiting, { provider })}</p>
          <p className="muted">{fillText(onrampTexts.waitingHint, { provider })}</p>
          {unreachable ? <p className="input-error">{onrampTexts.statusError}</p> : null}
          {getOnrampPopup(latch) ? (
            <button type="button" className="btn" onClick={() => getOnrampPopup(latch)?.focus()}>
              {fillText(onrampTexts.reopen, { provider })}
            </button>
          ) : null}
        </div>
      ) : status === 'completed' ? (
        <div className="status" role="status" data-testid="onramp-completed">
          <p>
            <strong>
              {fillText(onrampTexts.completed, { amount: received ?? '', symbol: purchase.symbol })}
            </strong>
          </p>
          <p className="muted">{onrampTexts.completedHint}</p>
          <button
            type="button"
            className="btn primary wide"
            data-testid="onramp-view-activity"
            onClick={() => {
              void fetchTransactions(latch, { reset: true }).catch(() => {})
              navigate(latch, { view: 'Activity' })
            }}
          >
            {onrampTexts.viewActivity}
          </button>
        </div>
      ) : (
        <div className="status" role="alert" data-testid="onramp-failed">
          <p>{onrampTexts.failed}</p>
          <button type="button" className="btn primary wide" onClick={() => goBack(latch)}>
            {onrampTexts.tryAgain}
          </button>
        </div>
      )}
    </div>
  )
}
