import { BALANCE_DECIMALS } from '../constants.js'

/**
 * Formats an integer amount in base units with `decimals`, truncated (never rounded up) to `fractionDigits`.
 * Trailing zeros are dropped, but at least two fraction digits are kept (`0.00`).
 *
 * @example
 * formatBalance(10_000_000_000_000_000_000_000n, 18) // '10000.00'
 * formatBalance(1_234_567_000_000_000_000n, 18) // '1.234'
 */
export function formatBalance(
  value: bigint | string,
  decimals: number,
  fractionDigits: number = BALANCE_DECIMALS,
): string {
  const amount = typeof value === 'bigint' ? value : BigInt(value || '0')
  const negative = amount < 0n
  const abs = negative ? -amount : amount
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  const fraction = (abs % base).toString().padStart(decimals, '0').slice(0, fractionDigits)
  let trimmed = fraction.replace(/0+$/, '')
  if (trimmed.length < 2) trimmed = trimmed.padEnd(Math.min(2, Math.max(fractionDigits, 2)), '0')
  return `${negative ? '-' : ''}${whole}.${trimmed}`
}
