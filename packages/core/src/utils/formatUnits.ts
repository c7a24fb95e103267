/**
 * An integer amount in base units as decimal text, every digit kept and trailing zeros dropped.
 *
 * @example
 * formatUnits(1500000n, 6) // '1.5'
 */
export function formatUnits(value: bigint | string, decimals: number): string {
  const amount = typeof value === 'bigint' ? value : BigInt(value || '0')
  const negative = amount < 0n
  const text = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
