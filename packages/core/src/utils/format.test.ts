import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'
import { truncateAddress } from './truncateAddress.js'

describe('formatBalance', () => {
  it('truncates to 3 decimals without rounding up', () => {
    expect(formatBalance(1_234_567_000_000_000_000n, 18)).toBe('1.234')
    expect(formatBalance(1_999_999_999_999_999_999n, 18)).toBe('1.999')
  })
  it('keeps at least two decimals', () => {
    expect(formatBalance(0n, 18)).toBe('0.00')
    expect(formatBalance(10_000n * 10n ** 18n, 18)).toBe('10000.00')
    expect(formatBalance(15n * 10n ** 17n, 18)).toBe('1.50')
  })
  it('handles strings, other decimals and other digit counts', () => {
    expect(formatBalance('123456789', 8)).toBe('1.234')
    expect(formatBalance(1_234_567n, 6, 2)).toBe('1.23')
  })
})

describe('truncateAddress', () => {
  it('keeps the head and tail', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
    expect(truncateAddress('0x1234')).toBe('0x1234')
  })
})
