'use client'
import type { SwapToken } from '@latch/core'
import { ChevronIcon } from '../../icons.js'
import { useT } from '../../ModalContext.js'
import { WalletImage } from '../../WalletImage.js'

export function TokenButton({
  token,
  testId,
  onClick,
}: {
  token: SwapToken | undefined
  testId: string
  onClick(): void
}) {
  const t = useT()
  return (
    <button
      type="button"
      className={`token-btn${token ? '' : ' pick'}`}
      data-testid={testId}
      onClick={onClick}
    >
      {token ? <WalletImage src={token.logoUri || undefined} name={token.symbol} /> : null}
      <span>{token?.symbol ?? t('swapSelectToken')}</span>
      <ChevronIcon />
    </button>
  )
}
