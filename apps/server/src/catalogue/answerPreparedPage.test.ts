import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projects } from '../projects/projectsTables.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { wallets } from './catalogueTables.js'

// A short snapshot and project TTL, so that a change in the database reaches the prepared answers.
const ttlMs = 150
let test: TestApp
beforeAll(async () => {
  test = await createTestApp({ cacheTtlMs: ttlMs })
})
afterAll(() => test?.close())

const firstPage = '/getWallets?projectId=latch-dev&st=latch&sv=react-latch-0.1.0&page=1&entries=40'
const get = (path: string, headers: Record<string, string> = {}) => test.app.request(path, { headers })
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('prepared /getWallets answers', () => {
  it('sends the same JSON as brotli, gzip or identity as the client accepts, on first and repeated requests', async () => {
    const identity = await get(firstPage)
    expect(identity.headers.get('content-encoding')).toBeNull()
    const json = await bytes(identity)
    expect(JSON.parse(json.toString()).data).toHaveLength(40)
    expect(identity.headers.get('content-length')).toBe(String(json.length))
    for (let i = 0; i < 2; i++) {
      const br = await get(firstPage, { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
      expect(br.headers.get('content-encoding')).toBe('br')
      expect(br.headers.get('vary')).toContain('Accept-Encoding')
      const compressed = await bytes(br)
      expect(compressed.length).toBeLessThan(json.length / 3)
      expect(brotliDecompressSync(compressed).equals(json)).toBe(true)
      expect(br.headers.get('etag')).toBe(identity.headers.get('etag'))
      const gzip = await get(firstPage, { 'Accept-Encoding': 'gzip, br;q=0' })
      expect(gzip.headers.get('content-encoding')).toBe('gzip')
      expect(gunzipSync(await bytes(gzip)).equals(json)).toBe(true)
      const none = await get(firstPage, { 'Accept-Encoding': 'identity' })
      expect((await bytes(none)).equals(json)).toBe(true)
    }
  })

  it('leaves small answers uncompressed', async () => {
    const res = await get('/getWallets?projectId=latch-dev&search=zerion', { 'Accept-Encoding': 'br' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(JSON.parse((await bytes(res)).toString()).count).toBeGreaterThan(0)
  })

  it('answers 304 to If-None-Match, with the ETag and no body, before and after the query is remembered', async () => {
    const path = '/getWallets?projectId=latch-dev&search=wallet&page=2'
    const etag = (await get(path, { 'If-None-Match': '"stale"' })).headers.get('etag') ?? ''
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(path, { 'If-None-Match': header, 'Accept-Encoding': 'br' })
      expect(res.status).toBe(304)
      expect(res.headers.get('etag')).toBe(etag)
      expect(res.headers.get('cache-control')).toBe('public, max-age=30')
      expect((await bytes(res)).length).toBe(0)
    }
    expect((await get(path, { 'If-None-Match': '"other"' })).status).toBe(200)
  })

  it('still validates every query string it has not answered before', async () => {
    expect((await get(firstPage)).status).toBe(200)
    const res = await get(`${firstPage}&entries=101`)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('INVALID_PARAMS')
    expect((await get('/getWallets?projectId=latch-dev&page=0')).status).toBe(400)
    expect((await get(firstPage, {})).status).toBe(200)
  })

  it('serves a catalogue change and refuses a removed project once their lookups expire', async () => {
    const db = test.database.db
    const before = (await (await get(firstPage)).json()) as { data: { id: string; name: string }[] }
    const first = before.data[0]
    if (!first) throw new Error('empty catalogue')
    await db.update(wallets).set({ name: 'Renamed Wallet' }).where(eq(wallets.id, first.id))
    await expect
      .poll(
        async () => {
          const page = (await (await get(firstPage)).json()) as { data: { name: string }[] }
          return page.data[0]?.name
        },
        { interval: 50, timeout: 5_000 },
      )
      .toBe('Renamed Wallet')

    await db
      .insert(projects)
      .values({ id: 'short-lived', name: 'Short lived', allowedOrigins: ['http://localhost:5173'] })
    const path = '/getWallets?projectId=short-lived&page=1&entries=40'
    expect((await get(path)).status).toBe(200)
    expect((await get(path)).status).toBe(200)
    await db.delete(projects).where(eq(projects.id, 'short-lived'))
    await new Promise((done) => setTimeout(done, ttlMs + 20))
    const refused = await get(path)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { code: string }).code).toBe('PROJECT_NOT_FOUND')
  })
})
