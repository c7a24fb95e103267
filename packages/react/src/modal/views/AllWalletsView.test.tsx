// @vitest-environment happy-dom
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Adapter, createMemoryStorage, openModal } from '@latch/core'
import { type StartServerReturnType, startServer } from '@latch/server'
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import type { Window as HappyWindow } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../LatchProvider.js'
import { loadModal } from '../../loadModal.js'
import { createTestLatch } from '../../test/createTestLatch.js'

// A browser with no wallet installed, so the grid lists the catalogue's wallets only.
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
beforeAll(async () => {
  ;(window as unknown as HappyWindow).happyDOM.settings.fetch.disableSameOriginPolicy = true
  dataDir = mkdtempSync(join(tmpdir(), 'latch-react-allwallets-'))
  server = await startServer({ port: 0, dataDir, indexer: false, chains: [] })
  await loadModal()
})
afterAll(async () => {
  await act(async () => cleanup())
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const root = () => document.querySelector('[data-latch-modal]')?.shadowRoot
const byTestId = (id: string) => root()?.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const shown = () =>
  [...(root()?.querySelectorAll('[data-testid="wallet-grid"] [data-testid^="wallet-option-"]') ?? [])].map(
    (tile) => (tile.getAttribute('data-testid') ?? '').replace('wallet-option-', ''),
  )

/** The ids of the server's first catalogue page, as a dApp would ask for it. */
async function cataloguePage(badgeType?: 'certified'): Promise<string[]> {
  const query = new URLSearchParams({ projectId: 'latch-dev', page: '1', entries: '40' })
  if (badgeType) query.set('badge_type', badgeType)
  const response = await fetch(`${server?.url}/getWallets?${query}`, {
    headers: { origin: 'http://localhost' },
  })
  const { data } = (await response.json()) as { data: { id: string }[] }
  return data.map((wallet) => wallet.id)
}

describe('All Wallets', () => {
  it('lists only the certified wallets under the Certified filter, and all of them again under All Wallets', async () => {
    const certified = await cataloguePage('certified')
    const all = await cataloguePage()
    // The catalogue must hold wallets of both kinds, or the filter would show nothing it could be told by.
    expect(certified.length).toBeGreaterThan(0)
    expect(all.some((id) => !certified.includes(id))).toBe(true)

    const latch = createTestLatch({
      projectId: 'latch-dev',
      apiUrl: server?.url as string,
      adapters: [noWallets],
      storage: createMemoryStorage(),
    })
    render(<LatchProvider latch={latch}>{null}</LatchProvider>)
    act(() => openModal(latch, { view: 'AllWallets' }))
    await waitFor(() => expect(shown().length).toBeGreaterThan(0))
    expect(shown().some((id) => !certified.includes(id))).toBe(true)
    expect(byTestId('wallets-filter-all')?.getAttribute('aria-selected')).toBe('true')
    expect(byTestId('wallets-filter-certified')?.textContent).toBe('Certified')

    act(() => {
      fireEvent.click(byTestId('wallets-filter-certified') as HTMLElement)
    })
    await waitFor(() => expect(shown()).toEqual(certified))
    expect(byTestId('wallets-filter-certified')?.getAttribute('aria-selected')).toBe('true')

    act(() => {
      fireEvent.click(byTestId('wallets-filter-all') as HTMLElement)
    })
    await waitFor(() => expect(shown().some((id) => !certified.includes(id))).toBe(true))
  })
})
