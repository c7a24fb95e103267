'use client'
import type { Latch } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useLatchTokenBalances } from '../../hooks/useLatchTokenBalances.js'
import { useT } from '../ModalContext.js'
import { TokenBalanceNotice } from './TokenBalanceNotice.js'
import { TokenRow } from './TokenRow.js'

/** The account's tokens on its network (cached 30 s), shown on the Account view. */
export function AccountTokens({ latch }: { latch: Latch }) {
  const t = useT()
  const { balances, isLoading } = useLatchTokenBalances()
  const failed = useLatchSelector((state) => state.tokenBalancesLastRetry !== undefined)
  // Nothing to list on a network the widget does not know (or before the first fetch starts).
  if (!balances && !isLoading && !failed) return null
  return (
    <section className="tokens" data-testid="account-tokens" aria-busy={isLoading}>
      <h3>{t('tokens')}</h3>
      <TokenBalanceNotice latch={latch} />
      {balances?.map((token) => (
        <TokenRow key={token.address ?? 'native'} token={token} />
      ))}
      {balances && balances.length === 0 ? <p className="note">{t('noTokens')}</p> : null}
      {!balances && isLoading ? <div className="row skeleton" /> : null}
    </section>
  )
}
