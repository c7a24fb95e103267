import { formatBalance, parseUnits, TOKEN_BALANCE_DECIMALS, type TokenBalance } from '@latch/core'

/** A token balance's amount truncated to 2 decimals. */
export function formatTokenAmount(token: TokenBalance): string {
  const decimals = Number(token.quantity.decimals)
  return formatBalance(parseUnits(token.quantity.numeric, decimals) ?? 0n, decimals, TOKEN_BALANCE_DECIMALS)
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** A USD figure such as `$1,234.56`, or '' when unknown. */
export function formatUsd(value: number | string | undefined): string {
  const number = typeof value === 'string' ? Number(value) : value
  return number === undefined || !Number.isFinite(number) ? '' : usd.format(number)
}
