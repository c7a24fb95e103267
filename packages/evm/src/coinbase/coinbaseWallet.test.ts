// @vitest-environment happy-dom
import {
  connect,
  createLatch,
  createMemoryStorage,
  disconnect,
  type Eip1193Provider,
  switchNetwork,
} from '@latch/core'
import { devnetRpc } from '@latch/devnet'
import { expect, it, onTestFinished } from 'vitest'
import { eip155Adapter } from '../eip155Adapter.js'
import { testNetwork, useAnvilChains } from '../test/anvilChains.js'
import { coinbaseWallet } from './coinbaseWallet.js'

const anvil = useAnvilChains()

/**
 * Coinbase's extension as the SDK finds it (`window.coinbaseWalletExtension`, with `setAppInfo`), in front of
 * real anvil nodes: it answers with anvil's accounts and relays chain calls to the chain it is on.
 */
function extensionOverAnvil() {
  const calls: string[] = []
  const appInfo: unknown[][] = []
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const urls: Record<number, string> = { 31337: anvil.a.rpcUrl, 31338: anvil.b.rpcUrl }
  let current = 31337
  const provider = {
    isCoinbaseWallet: true,
    setAppInfo: (...args: unknown[]) => appInfo.push(args),
    async request({ method, params }: { method: string; params?: unknown }) {
      calls.push(method)
      if (method === 'eth_requestAccounts') return devnetRpc(urls[current] as string, 'eth_accounts', [])
      if (method === 'wallet_revokePermissions') return null
      if (method === 'wallet_switchEthereumChain') {
        current = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16)
        for (const listener of listeners.get('chainChanged') ?? []) listener(`0x${current.toString(16)}`)
        return null
      }
      return devnetRpc(urls[current] as string, method, params ?? [])
    },
    on(event: string, listener: (payload: unknown) => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener)
    },
  }
  return { provider: provider as unknown as Eip1193Provider, calls, appInfo }
}

it('lists Coinbase once with its extension, loads the SDK only on connect, and connects, switches and disconnects through it', async () => {
  const extension = extensionOverAnvil()
  ;(window as { coinbaseWalletExtension?: unknown }).coinbaseWalletExtension = extension.provider
  // Announced as extensions do: in answer to every request for providers.
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: {
          info: { uuid: 'cb-uuid', name: 'Coinbase Wallet', icon: 'data:,cb', rdns: 'com.coinbase.wallet' },
          provider: extension.provider,
        },
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  // Test files may share a window: the stand-in extension leaves with this test.
  onTestFinished(() => {
    window.removeEventListener('eip6963:requestProvider', announce)
    delete (window as { coinbaseWalletExtension?: unknown }).coinbaseWalletExtension
    localStorage.clear()
  })
  const a = testNetwork(31337, anvil.a.rpcUrl)
  const b = testNetwork(31338, anvil.b.rpcUrl)
  const latch = createLatch({
    projectId: 'coinbase-test',
    networks: [a, b],
    adapters: [coinbaseWallet(eip155Adapter(), { appName: 'Coinbase test' })],
    storage: createMemoryStorage(),
    features: { analytics: false },
  })
  // The page's extension answers the adapter's request for announcements: one entry for Coinbase.
  const coinbase = latch.store.getState().connectors.filter((c) => c.info?.rdns === 'com.coinbase.wallet')
  expect(coinbase.map((c) => [c.id, c.type, c.name])).toEqual([
    ['coinbaseWalletSDK', 'ANNOUNCED', 'Coinbase Wallet'],
  ])
  // Listed without the SDK: it writes its version to localStorage when it is created.
  expect(localStorage.getItem('-CBWSDK:VERSION')).toBeNull()
  expect(extension.calls).toEqual([])

  await connect(latch, { connectorId: 'coinbaseWalletSDK', namespace: 'eip155' })
  const [first] = await devnetRpc<string[]>(anvil.a.rpcUrl, 'eth_accounts', [])
  expect(latch.store.getState().status).toBe('connected')
  expect(latch.store.getState().connections[0]).toMatchObject({
    id: 'coinbaseWalletSDK',
    address: expect.stringMatching(new RegExp(`^${first}$`, 'i')),
    caipNetworkId: 'eip155:31337',
  })
  // The real SDK was loaded and handed the app's identity and chains to the extension, then the request.
  expect(localStorage.getItem('-CBWSDK:VERSION')).toMatch(/^4\./)
  expect(extension.appInfo[0]).toEqual(['Coinbase test', '', [31337, 31338], { options: 'all' }])
  expect(extension.calls.slice(0, 2)).toEqual(['eth_requestAccounts', 'eth_chainId'])

  await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
  expect(extension.calls).toContain('wallet_switchEthereumChain')
  expect(latch.store.getState().connections[0]?.caipNetworkId).toBe('eip155:31338')

  await disconnect(latch)
  expect(extension.calls).toContain('wallet_revokePermissions')
  expect(latch.store.getState().status).toBe('disconnected')
})
