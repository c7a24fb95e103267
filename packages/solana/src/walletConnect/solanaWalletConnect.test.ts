import type { WalletConnectProviderLike } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { solanaWalletConnect, walletConnectSolanaAccount } from './solanaWalletConnect.js'

describe('the solana namespace of the WalletConnect session', () => {
  it('asks for the four signing methods and the account reads, over the session the eip155 adapter pairs', () => {
    expect(solanaWalletConnect).toEqual({
      namespace: 'solana',
      name: 'Solana',
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
        'solana_signAllTransactions',
        'solana_getAccounts',
        'solana_requestAccounts',
      ],
      events: [],
      pairedBy: 'eip155',
    })
  })

  it("takes the session's account on the network, else its first Solana account", () => {
    const provider: WalletConnectProviderLike = {
      session: { namespaces: { solana: { accounts: ['solana:devnet:Alice', 'solana:mainnet:Bob'] } } },
      request: async () => undefined,
    }
    expect(walletConnectSolanaAccount(provider, 'solana:mainnet')).toBe('Bob')
    expect(walletConnectSolanaAccount(provider, 'solana:testnet')).toBe('Alice')
  })
})
