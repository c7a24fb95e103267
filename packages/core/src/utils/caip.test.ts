import { describe, expect, it } from 'vitest'
import { InvalidAddressError, InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.js'
import { formatCaipAddress } from './formatCaipAddress.js'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'
import { isCaipAddress } from './isCaipAddress.js'
import { isCaipNetworkId } from './isCaipNetworkId.js'
import { isEvmAddress } from './isEvmAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('EVM addresses', () => {
  it('accepts 40 hex characters with or without 0x', () => {
    expect(isEvmAddress(address)).toBe(true)
    expect(isEvmAddress(address.slice(2))).toBe(true)
  })
  it('rejects other lengths and non-hex', () => {
    expect(isEvmAddress(`${address}0`)).toBe(false)
    expect(isEvmAddress(address.slice(0, -1))).toBe(false)
    expect(isEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(isEvmAddress(42)).toBe(false)
  })
})

describe('CAIP-2 network ids', () => {
  it('parses and formats', () => {
    expect(parseCaipNetworkId('eip155:31337')).toEqual({ chainNamespace: 'eip155', chainId: '31337' })
    expect(formatCaipNetworkId('eip155', 31338)).toBe('eip155:31338')
    expect(isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
  })
  it('takes any well-formed namespace (adapters bring their own), and rejects malformed ones and empty parts', () => {
    expect(isCaipNetworkId('cosmos:cosmoshub-4')).toBe(true)
    for (const value of ['Cosmos:1', 'ab:1', 'ninechars:1', 'eip155:', ':1', 'eip155', 'eip155:1:2'])
      expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
  })
})

describe('CAIP-10 addresses', () => {
  it('parses three non-empty parts with a known namespace', () => {
    expect(parseCaipAddress(`eip155:1:${address}`)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      caipNetworkId: 'eip155:1',
      address,
    })
    expect(isCaipAddress('bip122:000000000019d6689c085ae165831e93:bc1qxyz')).toBe(true)
  })
  it('rejects malformed values', () => {
    for (const value of [
      'eip155:1',
      `eip155::${address}`,
      `FOO:1:${address}`,
      'eip155:1:0x123',
      `eip155:1:${address}:x`,
    ])
      expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
  })
  it('formats, validating the address for eip155', () => {
    expect(formatCaipAddress('eip155:31337', address)).toBe(`eip155:31337:${address}`)
    expect(() => formatCaipAddress('eip155:31337', '0xnope')).toThrow(InvalidAddressError)
  })
})
