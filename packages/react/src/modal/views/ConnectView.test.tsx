// @vitest-environment happy-dom
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Adapter,
  createMemoryStorage,
  type LatchConfig,
  type LatchStorage,
  loadConnectWallets,
  openModal,
} from '@latch/core'
import { type StartServerReturnType, startServer } from '@latch/server'
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import type { Window as HappyWindow } from 'happy-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../../buttons/ConnectButton.js'
import { LatchProvider } from '../../LatchProvider.js'
import { loadModal } from '../../loadModal.js'
import { createTestLatch } from '../../test/createTestLatch.js'
import { builtInWallets } from './builtInWallets.js'

// A browser with no wallet installed: discovery finds nothing, and no wallet is ever chosen.
const noWallets: Adapter = {
  namespace: 'eip155',
  discover(discovery) {
    discovery.setConnectors([])
    return () => {}
  },
  load: () => Promise.reject(new Error('not used')),
}

let server: StartServerReturnType | undefined
let dataDir = ''
let apiUrl = ''
beforeAll(async () => {
  // happy-dom precedes each cross-origin request with its own preflight, which the server in this process
  // cannot read (happy-dom's Request stands in for Node's here). Requests still carry the page's Origin,
  // which the server checks; real browsers' CORS is the end-to-end tests' part.
  ;(window as unknown as HappyWindow).happyDOM.settings.fetch.disableSameOriginPolicy = true
  dataDir = mkdtempSync(join(tmpdir(), 'latch-react-connect-'))
  server = await startServer({ port: 0, dataDir, indexer: false, chains: [] })
  apiUrl = server.url
  await loadModal()
})
afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})
/** Unmounts every tree and removes the modal hosts they left in the document. */
async function unmountAll() {
  await act(async () => cleanup())
  for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
}
afterEach(async () => {
  vi.restoreAllMocks()
  await unmountAll()
})

const visit = (storage: LatchStorage, config: Partial<LatchConfig> = {}) =>
  createTestLatch({ projectId: 'latch-dev', apiUrl, adapters: [noWallets], storage, ...config })

const connectView = () =>
  document.querySelector('[data-latch-modal]')?.shadowRoot?.querySelector('[data-testid="view-Connect"]')
/** The Connect list as it stands: each child's kind (wallet id, placeholder, spacer, all wallets). */
const listed = () =>
  [...(connectView()?.querySelector('[data-testid="connect-section-wallet"] .list')?.children ?? [])].map(
    (row) => (row.getAttribute('data-testid') ?? '').replace('wallet-option-', ''),
  )

const modalDialog = () =>
  document.querySelector('[data-latch-modal]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog')

/** Opens the modal in one synchronous act: what is listed right after it was rendered in the click's task. */
function openNow(latch: ReturnType<typeof visit>): string[] {
  act(() => openModal(latch))
  return listed()
}

/** Waits until the Connect view has taken the server's answer. */
async function answered(latch: ReturnType<typeof visit>) {
  // The view joins the request once the open modal has been painted (the dialog is then modal).
  await waitFor(() => expect(modalDialog()?.open).toBe(true))
  await act(async () => {
    await loadConnectWallets(latch).catch(() => {})
  })
}

/** The connect button of a page that has the modal, as the visitor's pointer and keyboard reach it. */
function renderConnectButton(latch: ReturnType<typeof visit>): HTMLButtonElement {
  const { container } = render(
    <LatchProvider latch={latch}>
      <ConnectButton />
    </LatchProvider>,
  )
  const button = container
    .querySelector('[data-latch-host="connect-button"]')
    ?.shadowRoot?.querySelector('button')
  if (!button) throw new Error('no connect button')
  return button
}

describe('Connect view', () => {
  it("lists the built-in wallets, which are the server's first ones, in the click's own render", async () => {
    const storage = createMemoryStorage()
    const latch = visit(storage)
    const page = (await (
      await fetch(`${apiUrl}/getWallets?projectId=latch-dev&page=1&entries=40`)
    ).json()) as {
      data: unknown[]
      count: number
    }
    const builtIn = builtInWallets(latch)
    expect(builtIn.top).toEqual(page.data.slice(0, 4))
    expect(builtIn.count).toBe(page.count)

    render(<LatchProvider latch={latch} />)
    const ids = builtIn.top.map((wallet) => wallet.id)
    expect(openNow(latch)).toEqual([...ids, 'all-wallets'])
    await answered(latch)
    expect(listed()).toEqual([...ids, 'all-wallets'])
    expect(connectView()?.querySelector('[data-testid="all-wallets"]')?.textContent).toContain('600+')
  })

  it("keeps every row in place while the server's answer replaces the built-in list, and shows the kept one next visit", async () => {
    const storage = createMemoryStorage()
    const config = { excludeWalletIds: ['io.mywallet'] }
    const latch = visit(storage, config)
    render(<LatchProvider latch={latch} />)
    // Three built-in wallets remain and the fourth row is reserved.
    const before = openNow(latch)
    expect(before).toEqual([
      'com.trustwallet.app',
      'io.metamask',
      'com.binance.wallet',
      'wallet-placeholder',
      'all-wallets',
    ])
    await answered(latch)
    const after = listed()
    expect(after).toHaveLength(before.length)
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3))
    expect(after[3]).not.toMatch(/placeholder|spacer/)
    await unmountAll()

    // Next visit: the kept answer, complete, in the click's render.
    const next = visit(storage, config)
    render(<LatchProvider latch={next} />)
    expect(openNow(next)).toEqual(after)
  })

  it('starts the catalogue and logins requests when the pointer goes down on the connect button, before the click', async () => {
    const requests: string[] = []
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      requests.push(new URL(String(input)).pathname)
      return realFetch(input, init)
    })
    const latch = visit(createMemoryStorage())
    const button = renderConnectButton(latch)
    expect(requests).toEqual([])
    act(() => {
      fireEvent.pointerDown(button)
    })
    // Side by side: which logins the server offers is asked beside the catalogue, not after it.
    expect(requests).toEqual(['/getWallets', '/v1/logins'])
    act(() => button.click())
    expect(listed()).toHaveLength(5)
    await answered(latch)
    // The view joined the requests the pointer started.
    expect(requests).toEqual(['/getWallets', '/v1/logins'])
  })

  it("starts the embedded wallet's frame when the connect button is pressed, not when it is only focused", async () => {
    const latch = visit(createMemoryStorage(), { frameUrl: `${apiUrl}/frame` })
    const button = renderConnectButton(latch)
    const frame = () => document.querySelector<HTMLIFrameElement>('[data-latch-modal] > iframe')
    act(() => {
      fireEvent.focus(button)
    })
    // Focus starts the catalogue request only.
    await act(async () => {
      await loadConnectWallets(latch).catch(() => {})
    })
    expect(frame()).toBeNull()
    act(() => {
      fireEvent.pointerDown(button)
    })
    // Before the click: the modal is still closed and the frame's page is on its way.
    await waitFor(() => expect(frame()?.src).toContain(`${apiUrl}/frame`))
    expect(modalDialog()?.open).toBe(false)
  })

  it('waits closed once the page is idle, having asked for nothing and loaded no image', async () => {
    const requests: string[] = []
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      requests.push(String(input))
      return realFetch(input, init)
    })
    const latch = visit(createMemoryStorage())
    render(<LatchProvider latch={latch} />)
    await waitFor(() => expect(connectView()).toBeTruthy())
    const root = document.querySelector('[data-latch-modal]')?.shadowRoot
    expect(root?.querySelector('dialog')?.open).toBe(false)
    expect(root?.querySelectorAll('img')).toHaveLength(0)
    expect(requests).toEqual([])
    // Opening shows the same rows at once; after that first frame the dialog turns modal, the icons come
    // and the catalogue and the logins the server offers are asked for.
    act(() => openModal(latch))
    expect(root?.querySelector('dialog')?.classList.contains('shown')).toBe(true)
    expect(root?.querySelectorAll('.list img')).toHaveLength(0)
    await answered(latch)
    expect(root?.querySelectorAll('.list img').length).toBeGreaterThan(4)
    expect(requests.map((url) => new URL(url).pathname).sort()).toEqual(['/getWallets', '/v1/logins'])
  })

  it('keeps the shown wallets when the server cannot be reached', async () => {
    const latch = createTestLatch({
      projectId: 'latch-dev',
      adapters: [noWallets],
      excludeWalletIds: ['io.mywallet'],
    })
    render(<LatchProvider latch={latch} />)
    expect(openNow(latch)).toContain('wallet-placeholder')
    await answered(latch)
    // The failed answer reaches the view in a render of its own, which a busy machine may take a while to run.
    await waitFor(() =>
      expect(listed()).toEqual(['com.trustwallet.app', 'io.metamask', 'com.binance.wallet', 'all-wallets']),
    )
  })
})
