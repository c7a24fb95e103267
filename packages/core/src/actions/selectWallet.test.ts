import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { solana, solanaProfile } from '../test/solanaFixtures.js'
import { createTestAdapter, createTestWallet, devnet } from '../test/testAdapter.js'
import type { Adapter, Connector, WalletEntry } from '../types.js'
import { selectWallet } from './selectWallet.js'

/** A catalogue entry as the server lists it. */
const entry = (id: string, name: string, rdns: string | null = null): WalletEntry => ({
  id,
  name,
  image_id: null,
  rdns,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  homepage: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  chains: [],
  explorer_id: null,
  badge_type: 'none',
})

/** A second namespace whose wallet "Lantern" connects only inside its own app's browser. */
function browserWalletAdapter(): Adapter {
  return {
    namespace: 'solana',
    profile: {
      ...solanaProfile,
      inWalletBrowsers: [
        {
          name: 'Lantern',
          walletIds: ['app.lantern', 'f'.repeat(64)],
          browseLink: ({ href, origin }) =>
            `https://lantern.example/ul/browse/${encodeURIComponent(href)}?ref=${encodeURIComponent(origin)}`,
        },
      ],
    },
    load: () => Promise.reject(new Error('not loaded in these tests')),
  }
}

const make = (mobile: boolean) =>
  createLatch({
    projectId: 'test',
    apiUrl: 'https://api.example',
    frameUrl: 'https://wallet.example',
    networks: [devnet, solana],
    adapters: [createTestAdapter(createTestWallet()), browserWalletAdapter()],
    storage: null,
    features: { analytics: false },
    isMobile: () => mobile,
  })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('selectWallet', () => {
  it('on a phone opens the page in the browser of a wallet that connects only there, and stays on the view', () => {
    vi.stubGlobal('location', new URL('https://dapp.example/swap?from=usdc#top'))
    const latch = make(true)
    const before = latch.store.getState().router.view
    const selected = selectWallet(latch, { wallet: entry('app.lantern', 'Lantern') })
    expect(selected.browseLink).toBe(
      'https://lantern.example/ul/browse/https%3A%2F%2Fdapp.example%2Fswap%3Ffrom%3Dusdc%23top?ref=https%3A%2F%2Fdapp.example',
    )
    expect(selected.connector).toBeUndefined()
    expect(latch.store.getState().router.view).toBe(before)
    // Known by its explorer id too, as a dApp's featured wallet ids may name it.
    expect(selectWallet(latch, { wallet: entry('f'.repeat(64), 'Lantern') }).browseLink).toMatch(
      /^https:\/\/lantern\.example\/ul\/browse\//,
    )
  })

  it('on a desktop pairs the wallet remotely as any other', () => {
    vi.stubGlobal('location', new URL('https://dapp.example/'))
    const latch = make(false)
    const selected = selectWallet(latch, { wallet: entry('app.lantern', 'Lantern') })
    expect(selected.browseLink).toBeUndefined()
    expect(selected.view).toBe('ConnectingWalletConnect')
    expect(latch.store.getState().router.view).toBe('ConnectingWalletConnect')
  })

  it("inside the wallet's own browser connects to it there", () => {
    vi.stubGlobal('location', new URL('https://dapp.example/'))
    const lantern: Connector = {
      id: 'Lantern',
      name: 'Lantern',
      type: 'ANNOUNCED',
      chain: 'solana',
      provider: { request: () => Promise.resolve(null) },
    }
    const latch = make(true)
    // What the namespace's discovery finds in the wallet's browser (tests in Node run no discovery).
    latch.store.setState({ connectors: [lantern] })
    const selected = selectWallet(latch, { wallet: entry('app.lantern', 'Lantern') })
    expect(selected.browseLink).toBeUndefined()
    expect(selected.connector?.id).toBe('Lantern')
    expect(latch.store.getState().router).toMatchObject({
      view: 'ConnectingExternal',
      data: { connectorId: 'Lantern' },
    })
  })

  it('leaves other wallets to remote pairing on a phone', () => {
    vi.stubGlobal('location', new URL('https://dapp.example/'))
    const latch = make(true)
    const selected = selectWallet(latch, { wallet: entry('io.metamask', 'MetaMask', 'io.metamask') })
    expect(selected.browseLink).toBeUndefined()
    expect(selected.view).toBe('ConnectingWalletConnect')
  })
})
