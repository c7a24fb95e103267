'use client'
import type { SwapState, SwapToken } from '@latch/core'
import { useState } from 'react'
import { useT } from '../../ModalContext.js'
import { SearchField } from '../../SearchField.js'
import { WalletImage } from '../../WalletImage.js'
import { held } from './swapFormat.js'

/** The network's token list with the account's balances, searchable by symbol, name or address. */
export function TokenPicker({ swap, onPick }: { swap: SwapState; onPick(token: SwapToken): void }) {
  const t = useT()
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const tokens = swap.tokens
    .filter(
      (token) =>
        !q ||
        token.symbol.toLowerCase().includes(q) ||
        token.name.toLowerCase().includes(q) ||
        token.address.toLowerCase().endsWith(q),
    )
    .map((token) => ({ token, balance: held(swap, token) ?? '0.00' }))
    // Tokens the account holds come first.
    .sort((a, b) => Number(b.balance) - Number(a.balance))
  return (
    <div data-testid="swap-token-picker">
      <SearchField
        type="text"
        label={t('swapSearchToken')}
        testId="swap-token-search"
        value={query}
        onChange={setQuery}
      />
      {tokens.length === 0 ? <p className="note">{t('swapNoTokens')}</p> : null}
      <ul className="token-list">
        {tokens.map(({ token, balance }) => (
          <li key={token.address}>
            <button
              type="button"
              className="row"
              data-testid={`swap-token-${token.symbol}`}
              onClick={() => onPick(token)}
            >
              <WalletImage src={token.logoUri || undefined} name={token.symbol} />
              <span className="name">
                {token.name}
                <br />
                <span className="sym">{token.symbol}</span>
              </span>
              <span className="trail">{balance}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
