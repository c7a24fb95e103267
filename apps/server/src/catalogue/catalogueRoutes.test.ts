import type { WalletListEntry } from '@latch/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { loadCatalogueSource } from './loadCatalogueSource.js'

type WalletPage = { data: WalletListEntry[]; count: number }

/** 539 thirdweb wallets plus the registry wallets that join none of them. */
const total = loadCatalogueSource().wallets.length

let test: TestApp
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test?.close())

async function getWallets(query: string): Promise<WalletPage> {
  const res = await test.app.request(`/getWallets?projectId=latch-dev&${query}`)
  expect(res.status).toBe(200)
  return (await res.json()) as WalletPage
}

async function expectError(path: string, status: number, code: string, messagePart?: RegExp) {
  const res = await test.app.request(path)
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await res.json()) as { code: string; message: string }
  expect(body.code).toBe(code)
  expect(typeof body.message).toBe('string')
  if (messagePart) expect(body.message).toMatch(messagePart)
  return body
}

describe('GET /getWallets', () => {
  it('answers the first 40 wallets in popularity order with the total count and every field', async () => {
    const page = await getWallets('')
    expect(total).toBeGreaterThan(539)
    expect(page.count).toBe(total)
    expect(page.data).toHaveLength(40)
    expect(page.data[0]).toEqual({
      id: 'io.mywallet',
      name: 'My Wallet',
      image_id: '3db0c04f-9792-4628-044e-865878119200',
      rdns: null,
      mobile_link: 'mywallet-wc://',
      desktop_link: 'mywallet-wc://',
      webapp_link: null,
      homepage: 'https://mywallet.io/?utm_source=wc',
      app_store: 'https://get.mywallet.io/ios-store?utm_source=wc',
      play_store: 'https://get.mywallet.io/android-store?utm_source=wc',
      chrome_store: null,
      chains: [],
      explorer_id: null,
      badge_type: 'none',
    })
    expect(page.data[1]?.id).toBe('com.trustwallet.app')
  })

  it('pages without overlap', async () => {
    const first = await getWallets('page=1&entries=40')
    const second = await getWallets('page=2&entries=40')
    expect(second.data).toHaveLength(40)
    expect(second.count).toBe(first.count)
    const firstIds = new Set(first.data.map((wallet) => wallet.id))
    expect(second.data.some((wallet) => firstIds.has(wallet.id))).toBe(false)
    const last = await getWallets('page=15&entries=40')
    expect(last.data).toHaveLength(total - 14 * 40)
    expect((await getWallets('page=16&entries=40')).data).toEqual([])
  })

  it('honours entries up to 100', async () => {
    expect((await getWallets('entries=1')).data).toHaveLength(1)
    expect((await getWallets('entries=100')).data).toHaveLength(100)
  })

  it('searches names trimmed and case-insensitively', async () => {
    const page = await getWallets(`search=${encodeURIComponent('  METAmask ')}`)
    expect(page.data.map((wallet) => wallet.id)).toContain('io.metamask')
    expect(page.data.every((wallet) => wallet.name.toLowerCase().includes('metamask'))).toBe(true)
    expect(page.count).toBe(page.data.length)
    expect((await getWallets('search=zzzz-no-such-wallet')).count).toBe(0)
  })

  it('filters by include and exclude', async () => {
    const included = await getWallets('include=io.metamask,com.trustwallet.app,not.a.wallet')
    expect(included.data.map((wallet) => wallet.id).sort()).toEqual(['com.trustwallet.app', 'io.metamask'])
    expect(included.count).toBe(2)
    const excluded = await getWallets('exclude=io.mywallet')
    expect(excluded.count).toBe(total - 1)
    expect(excluded.data[0]?.id).toBe('com.trustwallet.app')
    const both = await getWallets('include=io.metamask,com.trustwallet.app&exclude=io.metamask')
    expect(both.data.map((wallet) => wallet.id)).toEqual(['com.trustwallet.app'])
  })

  it('filters by the namespaces of the requested chains, listing wallets without chain data as EVM wallets', async () => {
    const cosmos = await getWallets('chains=cosmos:cosmoshub-4&entries=100')
    expect(cosmos.data.map((wallet) => wallet.name)).toEqual(['Steakwallet'])
    // A chain no wallet lists (a devnet) still finds every EVM wallet: they add an eip155 chain on request.
    const devnet = await getWallets('chains=eip155:31337&entries=100')
    expect(devnet.count).toBe(total)
    expect(devnet.data.some((wallet) => wallet.chains.length === 0)).toBe(true)
    expect(devnet.data.find((wallet) => wallet.id === 'io.metamask')?.chains).not.toContain('eip155:31337')
    expect(await getWallets('chains=eip155:1,eip155:42220&entries=100')).toEqual(devnet)
    // No wallet of the shipped catalogue says it speaks Solana.
    expect((await getWallets('chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).count).toBe(0)
    expect(
      (await getWallets('chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp,cosmos:cosmoshub-4')).count,
    ).toBe(1)
  })

  it("filters certified wallets with badge_type, and treats 'none' as no filter", async () => {
    const certified = await getWallets('badge_type=certified&entries=100')
    expect(certified.count).toBe(113)
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified' && wallet.explorer_id)).toBe(
      true,
    )
    expect((await getWallets('badge_type=none')).count).toBe(total)
  })

  it('sends an ETag and short cache headers, and answers 304 to a matching If-None-Match', async () => {
    const res = await test.app.request('/getWallets?projectId=latch-dev&search=meta')
    const etag = res.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=30')
    const again = await test.app.request('/getWallets?projectId=latch-dev&search=meta', {
      headers: { 'If-None-Match': `W/${etag}` },
    })
    expect(again.status).toBe(304)
    const other = await test.app.request('/getWallets?projectId=latch-dev&search=rain')
    expect(other.headers.get('etag')).not.toBe(etag)
  })

  it.each([
    ['page=0', /query\.page/],
    ['page=-1', /query\.page/],
    ['page=abc', /query\.page/],
    ['page=1.5', /query\.page/],
    ['entries=101', /query\.entries/],
    ['entries=0', /query\.entries/],
    [`search=${'a'.repeat(65)}`, /query\.search/],
    ['badge_type=gold', /query\.badge_type/],
    ['chains=ethereum', /query\.chains.*CAIP-2/],
    ['include=../etc', /query\.include/],
  ])('rejects %s with 400 INVALID_PARAMS naming the parameter', async (query, message) => {
    await expectError(`/getWallets?projectId=latch-dev&${query}`, 400, 'INVALID_PARAMS', message)
  })

  it('needs a known projectId', async () => {
    await expectError('/getWallets', 400, 'INVALID_PARAMS', /query\.projectId/)
    const body = await expectError('/getWallets?projectId=nope', 403, 'PROJECT_NOT_FOUND')
    expect(body.message).toBe('Project nope is not configured on this server')
  })
})

describe('image endpoints', () => {
  const immutable = 'public, max-age=31536000, immutable'

  it('serves wallet images as WebP or JPEG', async () => {
    const { data } = await getWallets('include=io.metamask')
    const res = await test.app.request(`/getWalletImage/${data[0]?.image_id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe(immutable)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP')

    const registryOnly = (await getWallets('badge_type=certified&entries=100')).data.find((wallet) =>
      /^[0-9a-f]{64}$/.test(wallet.id),
    )
    const jpeg = await test.app.request(`/getWalletImage/${registryOnly?.image_id}`)
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    expect([...new Uint8Array(await jpeg.arrayBuffer()).slice(0, 2)]).toEqual([0xff, 0xd8])
  })

  it('serves network icons by web3icons id and by CAIP-2 id', async () => {
    const byCaip = await test.app.request('/public/getAssetImage/eip155:1')
    expect(byCaip.status).toBe(200)
    expect(byCaip.headers.get('content-type')).toBe('image/svg+xml')
    expect(byCaip.headers.get('cache-control')).toBe(immutable)
    const svg = await byCaip.text()
    expect(svg).toContain('<svg')
    const byId = await test.app.request('/public/getAssetImage/ethereum')
    expect(await byId.text()).toBe(svg)
    expect((await test.app.request('/public/getAssetImage/eip155%3A137')).status).toBe(200)
  })

  it('serves token icons by symbol, including the devnet tokens', async () => {
    for (const symbol of ['usdc', 'eth', 'weth', 'ltk', 'USDC']) {
      const res = await test.app.request(`/public/getTokenImage/${symbol}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('cache-control')).toBe(immutable)
      expect(await res.text()).toMatch(/^<svg/)
    }
  })

  it('generates currency badges', async () => {
    const res = await test.app.request('/public/getCurrencyImage/eur')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toBe(immutable)
    expect(await res.text()).toContain('>€</text>')
    expect(await (await test.app.request('/public/getCurrencyImage/USD')).text()).toContain('>$</text>')
  })

  it.each([
    '/getWalletImage/00000000-0000-0000-0000-000000000000',
    '/public/getAssetImage/eip155:999999999',
    '/public/getTokenImage/notatoken',
    '/public/getCurrencyImage/xyz',
  ])('answers 404 IMAGE_NOT_FOUND for %s', async (path) => {
    await expectError(path, 404, 'IMAGE_NOT_FOUND')
  })

  it.each([
    '/getWalletImage/..%2F..%2Fpackage.json',
    '/getWalletImage/..%2F..%2F..%2Fdata%2FNOTICE.md',
    '/public/getAssetImage/..%2Fweb3icons%2Findex.json',
    '/public/getTokenImage/..%2F..%2Fsvg%2Feth',
    '/public/getTokenImage/eth.svg',
    '/public/getCurrencyImage/%2E%2E',
  ])('rejects a path traversal attempt %s with a 4xx JSON error', async (path) => {
    const res = await test.app.request(path)
    expect([400, 404]).toContain(res.status)
    expect(((await res.json()) as { code: string }).code).toMatch(/INVALID_PARAMS|NOT_FOUND/)
  })

  it('keeps raw traversal paths from reaching any file', async () => {
    const res = await test.app.request('/getWalletImage/../../package.json')
    expect(res.status).toBe(404)
    expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND')
  })
})
