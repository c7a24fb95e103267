import { describe, expect, it } from 'vitest'
import { ProviderNotFoundError } from '../errors/connection.js'
import { devnet } from '../test/testAdapter.js'
import type { AdapterContext } from '../types/adapter.js'
import type { WalletConnectNamespace, WalletConnectProviderLike } from '../types/walletConnect.js'
import { getWalletConnectAccount } from './getWalletConnectAccount.js'
import { getWalletConnectNamespaces } from './getWalletConnectNamespaces.js'
import { getWalletConnectSession } from './getWalletConnectSession.js'
import { joinWalletConnectSession } from './joinWalletConnectSession.js'
import { provideWalletConnectSession } from './provideWalletConnectSession.js'

// A fresh config object per call: the session is the instance's (keyed by its config), never shared.
const contextOf = (walletConnect?: { projectId: string }): AdapterContext => ({
  config: {
    networks: [devnet],
    projectId: 'p',
    ...(walletConnect ? { walletConnect } : {}),
    storageKey: 'k',
    apiUrl: 'http://127.0.0.1:1',
  },
})
const chain = 'chain-b'
const declaration: WalletConnectNamespace = {
  namespace: chain,
  name: 'Chain B',
  methods: ['b_sign'],
  events: ['b_changed'],
  pairedBy: 'chain-a',
}
const provider: WalletConnectProviderLike = {
  session: { namespaces: { [chain]: { accounts: [`${chain}:one:alice`, `${chain}:two:bob`] } } },
  request: async () => undefined,
}

describe('the WalletConnect session an instance shares', () => {
  it('is provided once by the pairing adapter and reached by the others', () => {
    const context = contextOf({ projectId: 'wc' })
    const session = { load: async () => provider, connector: 'kept' }
    expect(provideWalletConnectSession(context, 'chain-a', () => session)).toBe(session)
    expect(provideWalletConnectSession(context, 'chain-a', () => ({ load: async () => provider }))).toBe(
      session,
    )
    expect(getWalletConnectSession(context, declaration)).toBe(session)
  })

  it('says which adapter a namespace needs when nothing pairs the session', () => {
    const context = contextOf({ projectId: 'wc' })
    const missing = () => getWalletConnectSession(context, declaration)
    expect(missing).toThrow(ProviderNotFoundError)
    expect(missing).toThrow(
      'Chain B over WalletConnect needs `walletConnect` in the config and the chain-a adapter.',
    )
    provideWalletConnectSession(context, 'chain-c', () => ({ load: async () => provider }))
    expect(missing).toThrow(ProviderNotFoundError)
  })

  it('is never shared between two instances', () => {
    const first = contextOf({ projectId: 'wc' })
    provideWalletConnectSession(first, 'chain-a', () => ({ load: async () => provider }))
    expect(() => getWalletConnectSession(contextOf({ projectId: 'wc' }), declaration)).toThrow(
      ProviderNotFoundError,
    )
  })

  it('carries the namespaces adapters declared, only when WalletConnect is configured', () => {
    const off = contextOf()
    expect(joinWalletConnectSession(off, declaration)).toBe(false)
    expect(getWalletConnectNamespaces(off)).toEqual([])
    const on = contextOf({ projectId: 'wc' })
    expect(joinWalletConnectSession(on, declaration)).toBe(true)
    expect(joinWalletConnectSession(on, declaration)).toBe(true)
    expect(getWalletConnectNamespaces(on)).toEqual([declaration])
  })

  it("reads the session's account in a namespace on a chain, or its first one", () => {
    expect(getWalletConnectAccount(provider, chain, `${chain}:two`)).toBe('bob')
    expect(getWalletConnectAccount(provider, chain, `${chain}:three`)).toBeUndefined()
    expect(getWalletConnectAccount(provider, chain)).toBe('alice')
    expect(getWalletConnectAccount(provider, 'other')).toBeUndefined()
    expect(getWalletConnectAccount({ request: provider.request }, chain)).toBeUndefined()
  })
})
