/**
 * A decimal amount typed by a person, in base units of a token with `decimals`. Digits past `decimals`
 * are cut off. Returns undefined for text that is not a non-negative decimal number.
 *
 * @example
 * parseUnits('1.5', 6) // 1500000n
 */
export function parseUnits(value: string, decimals: number): bigint | undefined {
  const text = value.trim()
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return undefined
  const [whole = '', fraction = ''] = text.split('.')
  const digits = `${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`
  return BigInt(digits)
}
