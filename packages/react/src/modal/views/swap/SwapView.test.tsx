// @vitest-environment happy-dom
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Adapter, type CaipNetwork, type Features, type Latch, openModal } from '@latch/core'
import { type StartServerReturnType, startServer } from '@latch/server'
import { act, render } from '@testing-library/react'
import type { Window as HappyWindow } from 'happy-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../../LatchProvider.js'
import { loadModal } from '../../../loadModal.js'
import { createTestLatch } from '../../../test/createTestLatch.js'

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

// A Latch server that quotes swaps on the devnet (31337, its router configured by default) and knows nothing
// of Sepolia. Its chain's RPC answers nothing, so reading balances fails, quickly.
let server: StartServerReturnType | undefined
let dataDir = ''
beforeAll(async () => {
  // happy-dom's own preflight cannot reach the server in this process (see ConnectView.test.tsx).
  ;(window as unknown as HappyWindow).happyDOM.settings.fetch.disableSameOriginPolicy = true
  dataDir = mkdtempSync(join(tmpdir(), 'latch-react-swap-'))
  server = await startServer({
    port: 0,
    dataDir,
    indexer: false,
    chains: [{ chainId: 31337, rpcUrls: ['http://127.0.0.1:9'], rpcTimeoutMs: 200 }],
  })
})
afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

afterEach(async () => {
  await act(async () => {
    for (const unmount of unmounts.splice(0)) unmount()
  })
  for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
})

const modalRoot = () => document.querySelector('[data-latch-modal]')?.shadowRoot
const find = (testId: string) => modalRoot()?.querySelector(`[data-testid="${testId}"]`) ?? null

/** An instance connected on `on`, its modal open on Account, once the server has said where it quotes swaps. */
async function openAccount(on: CaipNetwork, features: Partial<Features> = {}): Promise<Latch> {
  const latch = createTestLatch({
    projectId: 'latch-dev',
    apiUrl: server?.url ?? '',
    networks: [devnet, sepolia],
    adapters: [adapter],
    features,
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
  if (features.swaps !== false) await expect.poll(() => latch.store.getState().capabilities).toBeDefined()
  await act(async () => {})
  return latch
}

describe('Swap entry on Account', () => {
  it('is offered on a network the server quotes swaps on, with the swaps feature on', async () => {
    await openAccount(devnet)
    expect(find('account-swap')?.textContent).toContain('Swap')
  })

  it('is hidden with the swaps feature off, and on a network the server does not quote swaps on', async () => {
    await openAccount(devnet, { swaps: false })
    expect(find('account-swap')).toBeNull()
    await act(async () => {
      for (const unmount of unmounts.splice(0)) unmount()
    })
    for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
    const latch = await openAccount(sepolia)
    expect(latch.store.getState().capabilities).toEqual({
      swaps: ['eip155:31337'],
      smartAccounts: [],
      history: ['eip155:31337'],
    })
    expect(find('account-swap')).toBeNull()
  })

  it("loads the swap view on demand; a failed start shows 'Failed to initialize swap' and goes back", async () => {
    const latch = await openAccount(devnet)
    const sheets = modalRoot()?.adoptedStyleSheets.length ?? 0
    await act(async () => (find('account-swap') as HTMLButtonElement).click())
    // The server's answer waits for its chain's RPC to refuse, each upstream in turn.
    await expect
      .poll(() => latch.store.getState().alerts.map((a) => a.title), { timeout: 5_000 })
      .toContain('Failed to initialize swap')
    await act(async () => {})
    expect(latch.store.getState().router.view).toBe('Account')
    expect(find('view-Account')).not.toBeNull()
    expect(latch.store.getState().swap.status).toBe('uninitialised')
    // The swap styles arrived with the swap chunk, adopted beside the modal's.
    expect(modalRoot()?.adoptedStyleSheets.length).toBe(sheets + 1)
  })
})
