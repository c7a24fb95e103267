'use client'
import { fetchTokenBalances, type Latch } from '@latch/core'
import { useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { IconButton } from '../IconButton.js'
import { AlertIcon, CloseIcon, RetryIcon } from '../icons.js'
import { useT } from '../ModalContext.js'

/**
 * 'Token Balance Unavailable' as a quiet notice where the tokens would be: the account itself is fine, so it is
 * not an error. Retry asks again at once; the visitor may also dismiss it until the next failure.
 */
export function TokenBalanceNotice({ latch }: { latch: Latch }) {
  const t = useT()
  const failedAt = useLatchSelector((state) => state.tokenBalancesLastRetry)
  const loading = useLatchSelector((state) => state.tokenBalancesLoading)
  const [dismissed, setDismissed] = useState<number>()
  if (failedAt === undefined || failedAt === dismissed) return null
  return (
    <div className="notice" role="status" data-testid="token-balance-notice">
      <span className="sicon">
        <AlertIcon />
      </span>
      <strong>{t('tokenBalanceUnavailable')}</strong>
      <button
        type="button"
        className="btn"
        data-testid="token-balance-retry"
        disabled={loading}
        onClick={() => void fetchTokenBalances(latch, { retry: true })}
      >
        <RetryIcon />
        {t('retry')}
      </button>
      <IconButton label={t('close')} onClick={() => setDismissed(failedAt)}>
        <CloseIcon />
      </IconButton>
    </div>
  )
}
