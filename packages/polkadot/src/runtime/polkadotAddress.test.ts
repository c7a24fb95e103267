import { describe, expect, it } from 'vitest'
import { isPolkadotAddress } from './polkadotAddress.js'

// One key (//Alice) in three networks' formats.
const polkadotAddress = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const kusamaAddress = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const genericAddress = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

describe('isPolkadotAddress', () => {
  it('takes an address of the network’s prefix only', () => {
    expect(isPolkadotAddress(polkadotAddress, 0)).toBe(true)
    expect(isPolkadotAddress(kusamaAddress, 2)).toBe(true)
    expect(isPolkadotAddress(genericAddress, 42)).toBe(true)
    expect(isPolkadotAddress(kusamaAddress, 0)).toBe(false)
    expect(isPolkadotAddress(polkadotAddress, 2)).toBe(false)
  })

  it('refuses a wrong checksum, a truncated address and other shapes', () => {
    const last = polkadotAddress.at(-1) === '5' ? '6' : '5'
    expect(isPolkadotAddress(`${polkadotAddress.slice(0, -1)}${last}`, 0)).toBe(false)
    expect(isPolkadotAddress(polkadotAddress.slice(0, -1), 0)).toBe(false)
    expect(isPolkadotAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 0)).toBe(false)
    expect(isPolkadotAddress('', 0)).toBe(false)
  })
})
