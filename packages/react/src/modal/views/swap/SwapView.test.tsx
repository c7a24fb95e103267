// @vitest-environment happy-dom
import {
  type Adapter,
  type CaipNetwork,
  createLatch,
  createMemoryStorage,
  type Features,
  type Latch,
  openModal,
} from '@latch/core'
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../../LatchProvider.js'
import { loadModal } from '../../../loadModal.js'

const network = (id: number, name: string): CaipNetwork => ({
  id,
  name,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const devnet = network(31337, 'Latch Devnet')
const sepolia = network(11155111, 'Sepolia')
// The runtime never loads here: the Account view's balance read fails quietly.
const adapter: Adapter = { namespace: 'eip155', load: () => Promise.reject(new Error('not used')) }
const unmounts: (() => void)[] = []

afterEach(async () => {
  await act(async () => {
    for (const unmount of unmounts.splice(0)) unmount()
  })
  for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
})

const modalRoot = () => document.querySelector('[data-latch-modal]')?.shadowRoot
const find = (testId: string) => modalRoot()?.querySelector(`[data-testid="${testId}"]`) ?? null

/** An instance connected on `on`, its modal open on Account. The server address answers nothing. */
async function openAccount(on: CaipNetwork, features: Partial<Features> = {}): Promise<Latch> {
  const latch = createLatch({
    projectId: 't',
    apiUrl: 'http://127.0.0.1:9',
    networks: [devnet, sepolia],
    adapters: [adapter],
    storage: createMemoryStorage(),
    features: { analytics: false, ...features },
  })
  latch.store.setState({
    status: 'connected',
    activeNamespace: 'eip155',
    activeCaipNetworkId: on.caipNetworkId,
    connections: [
      {
        id: 'dev.latch.testwallet',
        namespace: 'eip155',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        caipNetworkId: on.caipNetworkId,
        type: 'ANNOUNCED',
      },
    ],
  })
  const { unmount } = render(<LatchProvider latch={latch} />)
  unmounts.push(unmount)
  await loadModal()
  await act(async () => openModal(latch))
  expect(find('view-Account')).not.toBeNull()
  return latch
}

describe('Swap entry on Account', () => {
  it('is offered on a swap network with the swaps feature on', async () => {
    await openAccount(devnet)
    expect(find('account-swap')?.textContent).toContain('Swap')
  })

  it('is hidden with the swaps feature off, and on networks outside the swap networks', async () => {
    await openAccount(devnet, { swaps: false })
    expect(find('account-swap')).toBeNull()
    await act(async () => {
      for (const unmount of unmounts.splice(0)) unmount()
    })
    for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
    await openAccount(sepolia)
    expect(find('account-swap')).toBeNull()
  })

  it("loads the swap view on demand; a failed start shows 'Failed to initialize swap' and goes back", async () => {
    const latch = await openAccount(devnet)
    const sheets = modalRoot()?.adoptedStyleSheets.length ?? 0
    await act(async () => (find('account-swap') as HTMLButtonElement).click())
    await expect
      .poll(() => latch.store.getState().alerts.map((a) => a.title))
      .toContain('Failed to initialize swap')
    await act(async () => {})
    expect(latch.store.getState().router.view).toBe('Account')
    expect(find('view-Account')).not.toBeNull()
    expect(latch.store.getState().swap.status).toBe('uninitialised')
    // The swap styles arrived with the swap chunk, adopted beside the modal's.
    expect(modalRoot()?.adoptedStyleSheets.length).toBe(sheets + 1)
  })
})
