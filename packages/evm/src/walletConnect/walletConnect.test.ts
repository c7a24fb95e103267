// @vitest-environment happy-dom
import { type Connector, createLatch, createMemoryStorage, type WalletConnectNamespace } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { eip155Adapter } from '../eip155Adapter.js'
import { testNetwork } from '../test/anvilChains.js'
import { getWalletConnectLink } from './getWalletConnectLink.js'
import { walletConnect as walletConnectPairing } from './walletConnect.js'
import { walletConnectNamespaces } from './walletConnectNamespaces.js'

const network = testNetwork
const a = network(31337, 'http://127.0.0.1:8545')
const b = network(31338, 'http://127.0.0.1:8546')

// The namespaces the bitcoin and polkadot adapters declare on the session (their packages' tests pin the lists).
const bip122: WalletConnectNamespace = {
  namespace: 'bip122',
  name: 'Bitcoin',
  methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
  events: ['bip122_addressesChanged'],
  pairedBy: 'eip155',
}
const polkadot: WalletConnectNamespace = {
  namespace: 'polkadot',
  name: 'Polkadot',
  methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
  events: ['chainChanged', 'accountsChanged'],
  pairedBy: 'eip155',
}

describe('walletConnectNamespaces', () => {
  it('asks for every configured chain, the wanted one first, with an rpcMap of their own RPC URLs', () => {
    const { eip155 } = walletConnectNamespaces([a, b], b)
    expect(eip155.chains).toEqual(['eip155:31338', 'eip155:31337'])
    expect(eip155.rpcMap).toEqual({ '31337': 'http://127.0.0.1:8545', '31338': 'http://127.0.0.1:8546' })
    expect(eip155.methods).toEqual(
      expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']),
    )
    expect(eip155.events).toEqual(['chainChanged', 'accountsChanged'])
  })

  it('asks for the bip122 namespace with its wallet methods only when Bitcoin networks are configured', () => {
    expect(walletConnectNamespaces([a], undefined, [bip122])).not.toHaveProperty('bip122')
    const regtest = {
      ...a,
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      chainNamespace: 'bip122' as const,
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const,
      rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
    }
    expect(walletConnectNamespaces([a, regtest], undefined, [bip122]).bip122).toEqual({
      chains: ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
      methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
      rpcMap: { '0f9188f13cb7b2c71f2a335e3a4fc328': 'http://127.0.0.1:3002' },
    })
  })

  it('asks for the polkadot namespace with polkadot_signTransaction and polkadot_signMessage only when Polkadot networks are configured', () => {
    expect(walletConnectNamespaces([a], undefined, [polkadot])).not.toHaveProperty('polkadot')
    const local = {
      ...a,
      id: '4545e3ba2a5fe1a4cb8bd3ee6ea1f3c2',
      chainNamespace: 'polkadot' as const,
      caipNetworkId: 'polkadot:4545e3ba2a5fe1a4cb8bd3ee6ea1f3c2' as const,
      rpcUrls: { default: { http: ['http://127.0.0.1:9944'], webSocket: ['ws://127.0.0.1:9944'] } },
    }
    expect(walletConnectNamespaces([a, local], undefined, [polkadot]).polkadot).toEqual({
      chains: ['polkadot:4545e3ba2a5fe1a4cb8bd3ee6ea1f3c2'],
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { '4545e3ba2a5fe1a4cb8bd3ee6ea1f3c2': 'http://127.0.0.1:9944' },
    })
  })
})

describe('the walletConnect connector', () => {
  const pairing = walletConnectPairing()
  const config = (
    walletConnect?: { projectId: string; relayUrl?: string },
    adapter = eip155Adapter({ walletConnect: pairing }),
  ) =>
    createLatch({
      projectId: 'wc-test',
      networks: [a, b],
      adapters: [adapter],
      storage: createMemoryStorage(),
      features: { analytics: false },
      ...(walletConnect ? { walletConnect } : {}),
    })

  it('is listed (without loading the SDK) only when walletConnect is configured', () => {
    const on = config({ projectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', relayUrl: 'ws://127.0.0.1:1' })
    const connector = on.store.getState().connectors.find((c) => c.id === 'walletConnect') as Connector
    expect(connector).toMatchObject({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
      name: 'WalletConnect',
    })
    expect(typeof connector.provider?.request).toBe('function')
    const off = config()
    expect(off.store.getState().connectors.some((c) => c.id === 'walletConnect')).toBe(false)
    expect(getWalletConnectLink({ config: off.config }, pairing)).toBeUndefined()
  })

  it('is not listed when the adapter is not given walletConnect(): the app needs no WalletConnect SDK', () => {
    const without = config({ projectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' }, eip155Adapter())
    expect(without.store.getState().connectors.some((c) => c.id === 'walletConnect')).toBe(false)
    expect(getWalletConnectLink({ config: without.config }, undefined)).toBeUndefined()
  })

  it('creates its provider through the walletConnect() it was given, once, on first use', async () => {
    const provider = { request: async () => null, on() {}, removeListener() {} }
    const calls: unknown[] = []
    const given = async (_config: unknown, walletConnect: unknown) => {
      calls.push(walletConnect)
      return provider as never
    }
    const latch = config(
      { projectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' },
      eip155Adapter({ walletConnect: given }),
    )
    const link = getWalletConnectLink({ config: latch.config }, given)
    expect(await link?.load()).toBe(provider)
    expect(await link?.load()).toBe(provider)
    expect(calls).toEqual([{ projectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' }])
  })

  it('is one per instance: discovery and runtime of an instance share it, two instances never do', () => {
    const first = config({ projectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' })
    const second = config({ projectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' })
    const link = getWalletConnectLink({ config: first.config }, pairing)
    expect(link?.connector).toBe(first.store.getState().connectors.find((c) => c.id === 'walletConnect'))
    expect(getWalletConnectLink({ config: first.config }, pairing)).toBe(link)
    expect(getWalletConnectLink({ config: second.config }, pairing)).not.toBe(link)
  })
})
