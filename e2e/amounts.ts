import { formatUnits } from 'viem'

/** How the widget shows an amount: truncated (never rounded) to `digits`, trailing zeros dropped, at least 2. */
export function shown(value: bigint, decimals: number, digits: number): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.')
  return `${whole}.${fraction.slice(0, digits).replace(/0+$/, '').padEnd(2, '0')}`
}
