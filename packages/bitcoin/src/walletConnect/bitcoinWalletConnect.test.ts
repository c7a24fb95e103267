import { describe, expect, it } from 'vitest'
import { bitcoinWalletConnect } from './bitcoinWalletConnect.js'

describe('the bip122 namespace of the WalletConnect session', () => {
  it('asks for the Bitcoin wallet methods and the address event, over the session the eip155 adapter pairs', () => {
    expect(bitcoinWalletConnect).toEqual({
      namespace: 'bip122',
      name: 'Bitcoin',
      methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
      pairedBy: 'eip155',
    })
  })
})
