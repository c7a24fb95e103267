import { describe, expect, it } from 'vitest'
import { formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'
import { truncateDecimals } from './truncateDecimals.js'

describe('swap amounts', () => {
  it('parses typed amounts into base units, cutting extra digits', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(parseUnits('.5', 6)).toBe(500_000n)
    expect(parseUnits('2.', 18)).toBe(2_000_000_000_000_000_000n)
    expect(parseUnits('0.1234567', 6)).toBeUndefined()
    expect(parseUnits('0', 6)).toBe(0n)
    for (const bad of ['', '.', '-1', '1e3', 'abc', '1.2.3']) expect(parseUnits(bad, 6)).toBeUndefined()
  })

  it('formats base units with every digit', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(formatUnits('4950495049504950495', 18)).toBe('4.950495049504950495')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(0n, 6)).toBe('0')
    expect(formatUnits(-25n, 1)).toBe('-2.5')
  })

  it('truncates to the shown decimals, never rounding up', () => {
    expect(truncateDecimals('4.950495049504950495', 6)).toBe('4.950495')
    expect(truncateDecimals('4.9999999', 6)).toBe('4.999999')
    expect(truncateDecimals('4.95', 3, { pad: true })).toBe('4.950')
    expect(truncateDecimals('5', 3, { pad: true })).toBe('5.000')
    expect(truncateDecimals('5.1000', 6)).toBe('5.1')
  })
})
