'use client'
import { fetchTokenBalances, getAccount, type Latch } from '@latch/core'
import { useEffect } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useT } from '../ModalContext.js'
import { TokenRow } from './TokenRow.js'

/** The account's tokens on its network (cached 30 s), shown on the Account view. */
export function AccountTokens({ latch }: { latch: Latch }) {
  const t = useT()
  const { caipAddress } = useLatchSelector((state) => getAccount(latch, state))
  const tokenBalances = useLatchSelector((state) => state.tokenBalances)
  const loading = useLatchSelector((state) => state.tokenBalancesLoading)

  useEffect(() => {
    if (caipAddress) void fetchTokenBalances(latch)
  }, [latch, caipAddress])

  const balances =
    tokenBalances && tokenBalances.caipAddress === caipAddress ? tokenBalances.balances : undefined
  if (!caipAddress) return null
  return (
    <section className="tokens" data-testid="account-tokens" aria-busy={loading}>
      <h3>{t('tokens')}</h3>
      {balances?.map((token) => (
        <TokenRow key={token.address ?? 'native'} token={token} />
      ))}
      {balances && balances.length === 0 ? <p className="note">{t('noTokens')}</p> : null}
      {!balances && loading ? <div className="row skeleton" /> : null}
    </section>
  )
}
