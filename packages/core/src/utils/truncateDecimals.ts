/**
 * Decimal text cut (never rounded up) to `digits` fraction digits; with `pad`, always exactly `digits`.
 *
 * @example
 * truncateDecimals('4.95049504950495', 6) // '4.950495'
 * truncateDecimals('4.95', 3, { pad: true }) // '4.950'
 */
export function truncateDecimals(value: string, digits: number, options: { pad?: boolean } = {}): string {
  const [whole = '0', fraction = ''] = value.split('.')
  let cut = fraction.slice(0, digits)
  if (options.pad) cut = cut.padEnd(digits, '0')
  else cut = cut.replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole
}
