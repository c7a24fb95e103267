import { describe, expect, it } from 'vitest'
import { polkadotWalletConnect } from './polkadotWalletConnect.js'

describe('the polkadot namespace of the WalletConnect session', () => {
  it('asks for polkadot_signTransaction and polkadot_signMessage, over the session the eip155 adapter pairs', () => {
    expect(polkadotWalletConnect).toEqual({
      namespace: 'polkadot',
      name: 'Polkadot',
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
      events: ['chainChanged', 'accountsChanged'],
      pairedBy: 'eip155',
    })
  })
})
