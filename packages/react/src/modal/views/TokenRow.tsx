'use client'
import type { TokenBalance } from '@latch/core'
import { formatTokenAmount, formatUsd } from '../formatToken.js'
import { WalletImage } from '../WalletImage.js'

/** One token balance: icon, name and symbol, the amount (2 decimals) and its USD value. */
export function TokenRow({ token, onSelect }: { token: TokenBalance; onSelect?: (() => void) | undefined }) {
  const id = token.address ?? 'native'
  const amount = formatTokenAmount(token)
  const content = (
    <>
      <WalletImage src={token.iconUrl || undefined} name={token.symbol} />
      <span className="tname">
        <strong>{token.name}</strong>
        <span>{token.symbol}</span>
      </span>
      <span className="tamount">
        <span data-testid={`token-amount-${id}`} className="amount">
          {amount} {token.symbol}
        </span>
        <span data-testid={`token-value-${id}`}>{formatUsd(token.value)}</span>
      </span>
    </>
  )
  return onSelect ? (
    <button type="button" className="token" data-testid={`token-option-${id}`} onClick={onSelect}>
      {content}
    </button>
  ) : (
    <div className="token" data-testid={`token-${id}`}>
      {content}
    </div>
  )
}
