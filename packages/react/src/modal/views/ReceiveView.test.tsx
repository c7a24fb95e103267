import { describe, expect, it } from 'vitest'
import { receiveUri } from './ReceiveView.js'

describe('receiveUri', () => {
  it('makes a Bitcoin address a BIP-21 bitcoin: URI and leaves other addresses as they are', () => {
    expect(receiveUri('bip122', 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe(
      'bitcoin:bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    )
    const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(receiveUri('eip155', evm)).toBe(evm)
    expect(receiveUri('solana', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(
      '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
    )
    expect(receiveUri('bip122', undefined)).toBeUndefined()
  })
})
