// The swap views' shared helpers: figures as the views show them and the check of a typed amount.
import {
  INSUFFICIENT_BALANCE,
  type SwapState,
  type SwapToken,
  TOKEN_BALANCE_DECIMALS,
  truncateDecimals,
} from '@latch/core'
import type { useT } from '../../ModalContext.js'

export const sameAddress = (a: string | undefined, b: string | undefined) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase())

export function usd(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '$0.00'
  if (value < 0.01) return '<$0.01'
  return `$${value.toFixed(2)}`
}

export function held(swap: SwapState, token: SwapToken | undefined): string | undefined {
  if (!token) return undefined
  const balance = swap.myTokensWithBalance.find((t) => sameAddress(t.address, token.address))
  return truncateDecimals(balance?.quantity?.numeric ?? '0', TOKEN_BALANCE_DECIMALS, { pad: true })
}

/** Accepts what can become a decimal amount: digits with at most one point (a comma counts as one). */
export function cleanAmount(text: string): string | undefined {
  const value = text.replace(',', '.')
  return /^\d*\.?\d*$/.test(value) ? value : undefined
}

export function inputErrorText(t: ReturnType<typeof useT>, error: string): string {
  if (error === INSUFFICIENT_BALANCE) return t('swapInsufficientBalance')
  if (error === 'Insufficient liquidity') return t('swapInsufficientLiquidity')
  if (error === 'Unsupported pair') return t('swapUnsupportedPair')
  return error
}
