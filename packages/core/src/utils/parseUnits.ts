/**
 * A decimal amount in token units as an integer in base units, or undefined when `amount` is not a plain
 * non-negative decimal number or has more fraction digits than the token has decimals.
 *
 * @example
 * parseUnits('1.5', 6) // 1_500_000n
 * parseUnits('1e3', 6) // undefined
 */
export function parseUnits(amount: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(amount.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if (!whole && !fraction) return undefined
  if (fraction.length > decimals) return undefined
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}
