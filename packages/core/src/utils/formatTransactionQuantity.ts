import { TRANSACTION_QUANTITY_DECIMALS } from '../constants.js'

/**
 * A transfer's decimal quantity with exactly 3 decimals, truncated (never rounded up, so a list never
 * shows more than was moved). Works on the decimal string, so 18-decimal amounts lose no precision.
 *
 * @example
 * formatTransactionQuantity('42.5') // '42.500'
 * formatTransactionQuantity('0.0123456') // '0.012'
 */
export function formatTransactionQuantity(
  numeric: string,
  fractionDigits: number = TRANSACTION_QUANTITY_DECIMALS,
): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(numeric.trim())
  if (!match) return Number.isFinite(Number(numeric)) ? Number(numeric).toFixed(fractionDigits) : numeric
  const [, sign = '', whole = '', fraction = ''] = match
  const digits = fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits)
  const integer = whole.replace(/^0+(?=\d)/, '') || '0'
  const zero = /^0*$/.test(integer + digits)
  return `${zero ? '' : sign}${integer}${fractionDigits > 0 ? `.${digits}` : ''}`
}
