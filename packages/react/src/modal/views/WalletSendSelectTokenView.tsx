'use client'
import { fetchTokenBalances, getAccount, goBack, type Latch, setSendToken } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { SearchIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { TokenRow } from './TokenRow.js'

/** Choosing the token to send among the account's balances, with a search by name or symbol. */
export function WalletSendSelectTokenView({ latch }: { latch: Latch }) {
  const t = useT()
  const [search, setSearch] = useState('')
  const { caipAddress } = useLatchSelector((state) => getAccount(latch, state))
  const tokenBalances = useLatchSelector((state) => state.tokenBalances)
  const loading = useLatchSelector((state) => state.tokenBalancesLoading)

  useEffect(() => {
    if (caipAddress) void fetchTokenBalances(latch)
  }, [latch, caipAddress])

  const query = search.trim().toLowerCase()
  const balances = (
    tokenBalances && tokenBalances.caipAddress === caipAddress ? tokenBalances.balances : []
  ).filter(
    (token) =>
      !query || token.name.toLowerCase().includes(query) || token.symbol.toLowerCase().includes(query),
  )

  return (
    <div className="body" data-testid="view-WalletSendSelectToken">
      <label className="search">
        <SearchIcon />
        <span className="sr-only">{t('searchToken')}</span>
        <input
          type="search"
          data-testid="token-search"
          placeholder={t('searchToken')}
          value={search}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <div className="tokens" aria-busy={loading}>
        {balances.map((token) => (
          <TokenRow
            key={token.address ?? 'native'}
            token={token}
            onSelect={() => {
              setSendToken(latch, { token })
              goBack(latch)
            }}
          />
        ))}
        {balances.length === 0 && !loading ? <p className="note">{t('noTokenFound')}</p> : null}
      </div>
    </div>
  )
}
