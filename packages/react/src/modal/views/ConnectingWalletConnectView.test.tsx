// @vitest-environment happy-dom
import {
  type Adapter,
  type AdapterRuntime,
  type CaipNetwork,
  closeModal,
  type Latch,
  NEW_PAIRING_MS,
  navigate,
  openModal,
  PAIRING_EXPIRY_MARGIN_MS,
  UserRejectedRequestError,
} from '@latch/core'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../../LatchProvider.js'
import { loadModal } from '../../loadModal.js'
import { createTestLatch } from '../../test/createTestLatch.js'
import { walletConnectLinkOf } from './ConnectingWalletConnectView.js'

const _devnet: CaipNetwork = {
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A pairing service for the view's own tests: each connect hands out a new `wc:` URI and waits for the test
 * to settle it, the way a wallet answers a proposal. The real SDK and relay are exercised in e2e.
 */
function createPairingAdapter() {
  const pairings: { uri: string; resolve(): void; reject(error: Error): void }[] = []
  const runtime: AdapterRuntime = {
    connect({ onDisplayUri }) {
      const uri = `wc:${String(pairings.length + 1).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
      return new Promise((resolve, reject) => {
        pairings.push({ uri, resolve: () => resolve({ address, chainId: 31337 }), reject })
        onDisplayUri?.(uri)
      })
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
    watchProvider: () => () => {},
  }
  const adapter: Adapter = {
    namespace: 'eip155',
    discover(discovery) {
      discovery.setConnectors([
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      ])
      return () => {}
    },
    load: async () => runtime,
  }
  return { adapter, pairings }
}

async function setup() {
  const { adapter, pairings } = createPairingAdapter()
  const latch = createTestLatch({
    adapters: [adapter],
    walletConnect: { projectId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' },
  })
  latches.push(latch)
  render(<LatchProvider latch={latch} />)
  await loadModal()
  await act(async () => openModal(latch, { view: 'ConnectingWalletConnectBasic' }))
  return { latch, pairings }
}

const root = () => document.querySelector('[data-latch-modal]')?.shadowRoot
const byTestId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`)

async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => {})
  await vi.waitFor(() => expect(byTestId('wc-qr') ?? byTestId('connecting-error')).toBeTruthy())
}

const latches: Latch[] = []

// Close every modal and unmount inside act, so no React work is left to run after the DOM goes away.
afterEach(async () => {
  vi.useRealTimers()
  await act(async () => {
    for (const latch of latches.splice(0)) closeModal(latch)
  })
  cleanup()
  for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
})

describe('ConnectingWalletConnect', () => {
  it('shows the pairing URI as a QR code and on the copy-link control, then connects', async () => {
    const { latch, pairings } = await setup()
    await settle()
    const uri = pairings[0]?.uri
    expect(byTestId('wc-qr')?.getAttribute('data-uri')).toBe(uri)
    expect(byTestId('wc-qr')?.querySelector('svg path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(byTestId('wc-copy-link')?.getAttribute('data-uri')).toBe(uri)
    expect(latch.store.getState().status).toBe('connecting')
    await act(async () => pairings[0]?.resolve())
    expect(latch.store.getState().status).toBe('connected')
    expect(latch.store.getState().modal.open).toBe(false)
  })

  it('replaces a pairing once 10 s or less of its 4 minutes remain', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const { pairings } = await setup()
    await settle()
    expect(pairings).toHaveLength(1)
    await act(async () => vi.advanceTimersByTime(NEW_PAIRING_MS - PAIRING_EXPIRY_MARGIN_MS - 2_000))
    expect(pairings).toHaveLength(1)
    await act(async () => vi.advanceTimersByTime(2_000))
    expect(pairings).toHaveLength(2)
    await settle()
    expect(byTestId('wc-qr')?.getAttribute('data-uri')).toBe(pairings[1]?.uri)
  })

  it('says a declined proposal plainly and offers a retry with a new pairing', async () => {
    const { latch, pairings } = await setup()
    await settle()
    await act(async () => pairings[0]?.reject(new UserRejectedRequestError()))
    expect(byTestId('connecting-error')?.textContent).toBe('Connection declined')
    expect(latch.store.getState().status).toBe('disconnected')
    await act(async () => byTestId('connecting-retry')?.click())
    await settle()
    expect(pairings).toHaveLength(2)
    expect(byTestId('wc-qr')?.getAttribute('data-uri')).toBe(pairings[1]?.uri)
  })

  it('leaving the view abandons the pairing', async () => {
    const { latch } = await setup()
    await settle()
    await act(async () => navigate(latch, { view: 'Connect' }))
    expect(latch.store.getState().status).toBe('disconnected')
  })
})

describe('walletConnectLinkOf', () => {
  const uri = 'wc:abc@2?relay-protocol=irn&symKey=01'
  const encoded = encodeURIComponent(uri)
  it('uses the mobile link on a phone, else the web app', () => {
    expect(
      walletConnectLinkOf({ mobile_link: 'metamask://', webapp_link: 'https://w.example' }, uri, true),
    ).toBe(`metamask://wc?uri=${encoded}`)
    expect(walletConnectLinkOf({ webapp_link: 'https://w.example/app' }, uri, true)).toBe(
      `https://w.example/app/wc?uri=${encoded}`,
    )
  })
  it('uses the desktop link on a desktop, and nothing without one', () => {
    expect(walletConnectLinkOf({ desktop_link: 'ledgerlive://' }, uri, false)).toBe(
      `ledgerlive://wc?uri=${encoded}`,
    )
    expect(walletConnectLinkOf({ mobile_link: 'metamask://' }, uri, false)).toBeUndefined()
    expect(walletConnectLinkOf(undefined, uri, true)).toBeUndefined()
  })
})
