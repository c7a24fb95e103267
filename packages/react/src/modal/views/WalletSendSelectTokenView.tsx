'use client'
import { goBack, type Latch, setSendToken } from '@latch/core'
import { useState } from 'react'
import { useLatchTokenBalances } from '../../hooks/useLatchTokenBalances.js'
import { useT } from '../ModalContext.js'
import { SearchField } from '../SearchField.js'
import { TokenBalanceNotice } from './TokenBalanceNotice.js'
import { TokenRow } from './TokenRow.js'

/** Choosing the token to send among the account's balances, with a search by name or symbol. */
export function WalletSendSelectTokenView({ latch }: { latch: Latch }) {
  const t = useT()
  const [search, setSearch] = useState('')
  const { balances: held, isLoading: loading } = useLatchTokenBalances()

  const query = search.trim().toLowerCase()
  const balances = (held ?? []).filter(
    (token) =>
      !query || token.name.toLowerCase().includes(query) || token.symbol.toLowerCase().includes(query),
  )

  return (
    <div className="body" data-testid="view-WalletSendSelectToken">
      <SearchField label={t('searchToken')} testId="token-search" value={search} onChange={setSearch} />
      <div className="tokens" aria-busy={loading}>
        <TokenBalanceNotice latch={latch} />
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
