// @vitest-environment happy-dom
import {
  type Adapter,
  type CaipNetwork,
  createLatch,
  createMemoryStorage,
  openModal,
  setLocale,
} from '@latch/core'
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider.js'
import { loadModal } from '../loadModal.js'

const devnet: CaipNetwork = {
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
// Discovery only: these tests never choose a wallet, so the runtime is never loaded.
const adapter: Adapter = {
  namespace: 'eip155',
  discover(discovery) {
    discovery.setConnectors([
      {
        id: 'dev.latch.testwallet',
        name: 'Latch Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        explorerId: 'dev.latch.testwallet',
      },
    ])
    return () => {}
  },
  load: () => Promise.reject(new Error('not used')),
}

afterEach(() => {
  for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
})

const modalRoot = () => document.querySelector('[data-latch-modal]')?.shadowRoot

describe('modal', () => {
  it('mounts one host with an open shadow root on first open and shows installed wallets first', async () => {
    const latch = createLatch({
      projectId: 't',
      apiUrl: 'http://127.0.0.1:9',
      networks: [devnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
      features: { analytics: false },
    })
    render(<LatchProvider latch={latch} />)
    expect(document.querySelector('[data-latch-modal]')).toBeNull()
    await loadModal()
    await act(async () => openModal(latch))
    const root = modalRoot()
    expect(root?.mode).toBe('open')
    expect(root?.adoptedStyleSheets.length).toBe(2)
    const view = root?.querySelector('[data-testid="view-Connect"]')
    const row = view?.querySelector('[data-testid="wallet-option-dev.latch.testwallet"]')
    expect(row?.textContent).toContain('Installed')
    expect(row?.getAttribute('aria-label')).toBe('Latch Test Wallet (Installed)')
    expect(root?.querySelector('dialog')?.open).toBe(true)
    for (const button of root?.querySelectorAll('button') ?? [])
      expect(button.getAttribute('aria-label') || button.textContent?.trim()).toBeTruthy()

    await act(async () => openModal(latch, { view: 'Networks' }))
    expect(document.querySelectorAll('[data-latch-modal]')).toHaveLength(1)
    expect(
      modalRoot()?.querySelector('[data-testid="network-option-eip155:31337"]')?.getAttribute('aria-current'),
    ).toBe('true')
  })
})

describe('locales', () => {
  it('loads German on demand and shows translated labels', async () => {
    const latch = createLatch({
      projectId: 't',
      apiUrl: 'http://127.0.0.1:9',
      networks: [devnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
      features: { analytics: false },
    })
    setLocale(latch, 'de')
    render(<LatchProvider latch={latch} />)
    await loadModal()
    await act(async () => openModal(latch))
    // The German chunk arrives by import(): wait for it rather than for a fixed time (a loaded machine is slow).
    await expect
      .poll(async () => {
        await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
        return modalRoot()?.querySelector('#latch-title')?.textContent
      })
      .toBe('Wallet verbinden')
    const root = modalRoot()
    expect(root?.querySelector('[data-testid="wallet-option-dev.latch.testwallet"]')?.textContent).toContain(
      'Installiert',
    )
    expect(root?.querySelector('[data-testid="modal-close"]')?.getAttribute('aria-label')).toBe('Schließen')
  })
})
