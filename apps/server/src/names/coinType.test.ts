import { describe, expect, it } from 'vitest'
import { chainIdToCoinType, coinTypeToChainId } from './coinType.js'
import { ProfileError } from './profileErrors.js'

describe('ENSIP-11 coin types', () => {
  it('maps mainnet to 60 and other EVM chains to 0x80000000 | chainId, and back', () => {
    expect(chainIdToCoinType(1)).toBe(60)
    expect(chainIdToCoinType(8453)).toBe(2_147_492_101)
    expect(chainIdToCoinType(31337)).toBe(0x8000_0000 + 31337)
    expect(chainIdToCoinType(2 ** 31 - 1)).toBe(0xffff_ffff)
    for (const chainId of [1, 10, 8453, 31337, 2 ** 31 - 1]) {
      expect(coinTypeToChainId(chainIdToCoinType(chainId))).toBe(chainId)
    }
  })

  it("refuses chain ids at or above 2^31 with the specification's 'Invalid chainId'", () => {
    expect(() => chainIdToCoinType(2 ** 31)).toThrow('Invalid chainId')
    expect(() => chainIdToCoinType(2 ** 40)).toThrow('Invalid chainId')
    expect(() => chainIdToCoinType(0)).toThrow('Invalid chainId')
    expect(() => coinTypeToChainId(2 ** 32)).toThrow('Invalid chainId')
    expect(() => coinTypeToChainId(0x8000_0000)).toThrow('Invalid chainId')
  })

  it('refuses coin types of other blockchains', () => {
    const error = (() => {
      try {
        coinTypeToChainId(0) // Bitcoin
      } catch (caught) {
        return caught as ProfileError
      }
    })()
    expect(error).toBeInstanceOf(ProfileError)
    expect(error?.code).toBe('UNSUPPORTED_COIN_TYPE')
  })
})
