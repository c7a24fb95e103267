import { eip155Profile, type NamespaceProfile } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { receiveUri } from './ReceiveView.js'

describe('receiveUri', () => {
  it("makes an address the namespace's payment URI where its profile has one, and leaves other addresses as they are", () => {
    // As the bip122 adapter's profile does: a BIP-21 `bitcoin:` URI.
    const bitcoin: NamespaceProfile = { ...eip155Profile, receiveUri: (address) => `bitcoin:${address}` }
    expect(receiveUri(bitcoin, 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe(
      'bitcoin:bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    )
    const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(receiveUri(eip155Profile, evm)).toBe(evm)
    expect(receiveUri(undefined, '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(
      '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
    )
    expect(receiveUri(bitcoin, undefined)).toBeUndefined()
  })
})
