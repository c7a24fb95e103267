// @vitest-environment happy-dom
import { type Connector, createLatch, createMemoryStorage, mergeConnectors } from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { defineSolanaNetwork } from '../defineSolanaNetwork.js'
import { solanaAdapter } from '../solanaAdapter.js'
import { isSolanaWallet } from './isSolanaWallet.js'

const network = defineSolanaNetwork({
  id: '5fKwQmBxy379hbnn7RgQwjCcLqkqayhm',
  name: 'Solana Local',
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})

function standardWallet(name: string, features: string[], chains = ['solana:localnet']): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: chains as Wallet['chains'],
    accounts: [],
    features: Object.fromEntries(features.map((f) => [f, { version: '1.0.0' }])) as Wallet['features'],
  }
}

describe('Solana wallet discovery', () => {
  it('takes Wallet Standard wallets that connect on a Solana chain and sign transactions', () => {
    expect(isSolanaWallet(standardWallet('A', ['standard:connect', 'solana:signTransaction']))).toBe(true)
    expect(isSolanaWallet(standardWallet('B', ['standard:connect', 'solana:signAndSendTransaction']))).toBe(
      true,
    )
    expect(isSolanaWallet(standardWallet('C', ['solana:signTransaction']))).toBe(false)
    expect(
      isSolanaWallet(standardWallet('D', ['standard:connect', 'sui:signTransaction'], ['sui:mainnet'])),
    ).toBe(false)
  })

  it('reports one solana connector per registered wallet, loading no chain library, merged with a same-named EVM wallet', () => {
    const latch = createLatch({
      projectId: 'solana-test',
      networks: [network],
      adapters: [solanaAdapter()],
      storage: createMemoryStorage(),
      features: { analytics: false },
    })
    const unregister = getWallets().register(
      standardWallet('Phantom', ['standard:connect', 'solana:signAndSendTransaction', 'solana:signMessage']),
    )
    const connector = latch.store.getState().connectors.find((c) => c.name === 'Phantom') as Connector
    expect(connector).toMatchObject({ id: 'Phantom', type: 'ANNOUNCED', chain: 'solana' })
    expect(typeof connector.provider?.request).toBe('function')
    const evm: Connector = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' }
    const [merged] = mergeConnectors([evm, connector])
    expect(merged).toMatchObject({ type: 'MULTI_CHAIN', chain: 'eip155', connectors: [evm, connector] })
    unregister()
    expect(latch.store.getState().connectors.some((c) => c.name === 'Phantom')).toBe(false)
  })

  it('lists the solana side of WalletConnect only when remote pairing is configured', () => {
    const latch = createLatch({
      projectId: 'solana-wc',
      networks: [network],
      adapters: [solanaAdapter()],
      storage: createMemoryStorage(),
      features: { analytics: false },
      walletConnect: { projectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' },
    })
    expect(latch.store.getState().connectors.find((c) => c.id === 'walletConnect')).toMatchObject({
      type: 'WALLET_CONNECT',
      chain: 'solana',
    })
  })
})
