import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type StartServerReturnType, startServer } from '@latch/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CATALOGUE_MAX_AGE_MS } from '../constants.js'
import { createLatch } from '../createLatch.js'
import { ApiRequestError } from '../errors/api.js'
import { fetchFromPage } from '../test/fetchFromPage.js'
import { solana } from '../test/solanaFixtures.js'
import { devnet } from '../test/testAdapter.js'
import type { LatchConfig, LatchStorage } from '../types.js'
import { createMemoryStorage } from '../utils/createMemoryStorage.js'
import { getConnectWallets } from './getConnectWallets.js'
import { loadConnectWallets } from './loadConnectWallets.js'

let server: StartServerReturnType | undefined
let apiUrl = ''
let dataDir = ''
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-core-catalogue-'))
  server = await startServer({ port: 0, dataDir, indexer: false, chains: [] })
  apiUrl = server.url
})
afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})
afterEach(() => {
  vi.restoreAllMocks()
})
afterAll(fetchFromPage())

/** Every catalogue request the page makes, with what the real server answered. */
function watchRequests() {
  const seen: { url: URL; ifNoneMatch: string | null; status: number }[] = []
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init)
    seen.push({
      url: new URL(String(input)),
      ifNoneMatch: new Headers(init?.headers).get('If-None-Match'),
      status: response.status,
    })
    return response
  })
  return seen
}

/** A visit: a new instance over the same storage, as a reload makes. */
const visit = (storage: LatchStorage, config: Partial<LatchConfig> = {}) =>
  createLatch({
    projectId: 'latch-dev',
    apiUrl,
    networks: [devnet],
    storage,
    features: { analytics: false },
    ...config,
  })

/** Makes every kept page look `ms` older, as time passing between visits does. */
function age(storage: LatchStorage, ms: number) {
  const key = 'latch.store.latch-dev.catalogue'
  const stored = JSON.parse(storage.getItem(key) ?? '{}') as { pages: Record<string, { savedAt: number }> }
  for (const page of Object.values(stored.pages)) page.savedAt -= ms
  storage.setItem(key, JSON.stringify(stored))
}

describe('the Connect view wallets', () => {
  it('are kept for the next visit, shown from storage at once, and revalidated by ETag once stale', async () => {
    const storage = createMemoryStorage()
    const requests = watchRequests()

    const first = visit(storage)
    expect(getConnectWallets(first)).toBeUndefined()
    const [answer, shared] = await Promise.all([loadConnectWallets(first), loadConnectWallets(first)])
    expect(shared).toBe(answer)
    expect(requests).toHaveLength(1)
    expect(requests[0]?.url.searchParams.get('page')).toBe('1')
    expect(requests[0]?.ifNoneMatch).toBeNull()
    expect(answer.top).toHaveLength(40)
    expect(answer.count).toBeGreaterThan(539)
    expect(answer.featured).toEqual([])

    // A reload within the server's max-age: the kept page, no request at all.
    const second = visit(storage)
    const kept = getConnectWallets(second)
    expect(kept?.top.map((w) => w.id)).toEqual(answer.top.map((w) => w.id))
    expect(await loadConnectWallets(second)).toBe(kept)
    expect(requests).toHaveLength(1)

    // Later: the same page is asked with its ETag, and the unchanged answer is a 304 that keeps identity.
    age(storage, CATALOGUE_MAX_AGE_MS + 1_000)
    const third = visit(storage)
    const stale = getConnectWallets(third)
    expect(stale?.count).toBe(answer.count)
    expect(await loadConnectWallets(third)).toBe(stale)
    expect(requests).toHaveLength(2)
    expect(requests[1]?.ifNoneMatch).toMatch(/^".+"$/)
    expect(requests[1]?.status).toBe(304)
    // The 304 renewed the page's age: the next visit asks nothing.
    await loadConnectWallets(visit(storage))
    expect(requests).toHaveLength(2)
  })

  it("list only wallets that speak one of the dApp's namespaces", async () => {
    const requests = watchRequests()
    const evm = await loadConnectWallets(visit(createMemoryStorage()))
    expect(requests[0]?.url.searchParams.get('chains')).toBe('eip155:31337')
    // Every EVM wallet adds the devnet on request, so all of them are listed (the catalogue has over 539).
    expect(evm.count).toBeGreaterThan(539)
    // A Solana dApp: no wallet of the shipped catalogue says it speaks Solana.
    const solanaOnly = await loadConnectWallets(visit(createMemoryStorage(), { networks: [solana] }))
    expect(requests[1]?.url.searchParams.get('chains')).toBe(solana.caipNetworkId)
    expect(solanaOnly).toEqual({ featured: [], top: [], count: 0 })
    const both = await loadConnectWallets(visit(createMemoryStorage(), { networks: [solana, devnet] }))
    expect(both.count).toBe(evm.count)
  })

  it('keep configured featured wallets in their order, beside the first page', async () => {
    const storage = createMemoryStorage()
    const featuredWalletIds = ['me.rainbow', 'io.metamask', 'no.such.wallet']
    const answer = await loadConnectWallets(visit(storage, { featuredWalletIds }))
    expect(answer.featured.map((w) => w.id)).toEqual(['me.rainbow', 'io.metamask'])
    expect(getConnectWallets(visit(storage, { featuredWalletIds }))?.featured.map((w) => w.id)).toEqual([
      'me.rainbow',
      'io.metamask',
    ])
    // Another configuration asks for other pages: nothing kept applies to it yet.
    expect(getConnectWallets(visit(storage, { excludeWalletIds: ['io.metamask'] }))).toBeUndefined()
  })

  it('keep nothing from an error answer, and ask again next time', async () => {
    const storage = createMemoryStorage()
    const requests = watchRequests()
    const unknown = visit(storage, { projectId: 'no-such-project' })
    await expect(loadConnectWallets(unknown)).rejects.toBeInstanceOf(ApiRequestError)
    expect(getConnectWallets(unknown)).toBeUndefined()
    await expect(loadConnectWallets(unknown)).rejects.toMatchObject({ status: 403 })
    expect(requests).toHaveLength(2)
  })
})
