import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRateLimits, type RateLimits } from '../access/createRateLimits.js'
import { createApp } from '../createApp.js'
import { createTestApp, type TestApp, testOrigin } from '../testing/createTestApp.js'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

const frameOrigin = 'http://127.0.0.1:8789'
/**
 * Small enough to reach in a test, large enough that a client's repeated requests are served from memory:
 * after each read of its count, an instance serves an eighth of what is left before it reads again.
 */
const perIpLimit = 64
let test: TestApp
let limits: RateLimits
let server: Server
let answeredBeforeApp = 0
let base: string

// A real HTTP server: the fast path writes to Node's response before Hono, which `app.request()` never shows.
beforeAll(async () => {
  test = await createTestApp()
  limits = createRateLimits({
    db: test.database.db,
    config: { ip: { limit: perIpLimit, windowMs: 60_000 } },
    trustedProxies: 1,
  })
  const app = createApp({
    db: test.database.db,
    limits,
    trustedProxies: 1,
    embedded: { frameOrigins: [frameOrigin] },
  })
  // As startServer puts it together: the fast path in front, Hono behind.
  const honoListener = getRequestListener(app.fetch)
  server = createServer((incoming, outgoing) => {
    if (app.answerBeforeApp(incoming, outgoing)) answeredBeforeApp++
    else void honoListener(incoming, outgoing)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((done) => server?.close(done))
  await test?.close()
})

/** One request, the body bytes as sent (no decompression). */
function get(path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        // Every answer carries its own request id, the fast path's as the route's; the rest must be alike.
        const { date: _date, 'x-request-id': requestId, ...kept } = res.headers
        if (typeof requestId !== 'string' || !/^[\w-]+$/.test(requestId))
          fail(new Error(`no request id in the answer to ${path}`))
        done({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) })
      })
    })
    req.on('error', fail)
    req.end()
  })
}

const site = (ip: string, extra: Record<string, string> = {}) => ({
  Origin: testOrigin,
  'Accept-Encoding': 'gzip, deflate, br, zstd',
  'X-Forwarded-For': ip,
  ...extra,
})

describe('the catalogue fast path', () => {
  it("answers a query string seen before with the route's own status, headers and bytes", async () => {
    const path = '/getWallets?projectId=latch-dev&page=1&entries=40&st=latch'
    const first = await get(path, site('192.0.2.1'))
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['access-control-allow-origin']).toBe(testOrigin)
    await limits.flush()
    const before = answeredBeforeApp
    const again = await get(path, site('192.0.2.1'))
    expect(answeredBeforeApp).toBe(before + 1)
    expect(again).toEqual(first)

    const etag = String(first.headers.etag)
    // The same query in another order: the route answers it first, then the fast path.
    const reordered = '/getWallets?st=latch&entries=40&page=1&projectId=latch-dev'
    const fromRoute = await get(reordered, site('192.0.2.2', { 'If-None-Match': etag }))
    // The route served a new client's first hit before reading its count; the fast path serves once it has it.
    await limits.flush()
    const notModified = await get(reordered, site('192.0.2.2', { 'If-None-Match': etag }))
    // Alike but for the `text/plain` type Node's adapter gives a bodiless answer of the route.
    expect(fromRoute.headers['content-type']).toBe('text/plain; charset=UTF-8')
    delete fromRoute.headers['content-type']
    expect(notModified).toEqual(fromRoute)
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    expect(notModified.headers.etag).toBe(etag)
    expect(notModified.headers['access-control-allow-origin']).toBe(testOrigin)
    expect(notModified.headers.vary).toBe('Accept-Encoding, Origin')

    // In-process requests (tests, other runtimes) get the same answer from the middleware.
    for (let i = 0; i < 2; i++) {
      const inProcess = await test.app.request(path, { headers: site('192.0.2.3') })
      expect(inProcess.headers.get('access-control-allow-origin')).toBe(testOrigin)
      expect(inProcess.headers.get('vary')).toBe('Accept-Encoding, Origin')
      expect(Buffer.from(await inProcess.arrayBuffer()).equals(first.body)).toBe(true)
    }

    const identity = await get(path, site('192.0.2.2', { 'Accept-Encoding': 'identity' }))
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(identity.body.toString()).data).toHaveLength(40)
  })

  it('counts its answers in the per-IP limit, and leaves the refusal to the gate', async () => {
    const path = '/getWallets?projectId=latch-dev&page=2&entries=40'
    const before = answeredBeforeApp
    for (let i = 0; i < perIpLimit; i++) expect((await get(path, site('192.0.2.10'))).status).toBe(200)
    // Most of them from memory; the others waited for a read of the count.
    expect(answeredBeforeApp - before).toBeGreaterThan(perIpLimit / 2)
    const refused = await get(path, site('192.0.2.10'))
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(JSON.parse(refused.body.toString()).code).toBe('RATE_LIMITED')
    expect((await get(path, site('192.0.2.11'))).status).toBe(200)
  })

  it("sends other sites and servers to the gate, and admits the frame's origin", async () => {
    const path = '/getWallets?projectId=latch-dev&page=3&entries=40'
    expect((await get(path, site('192.0.2.20'))).status).toBe(200)
    const foreign = await get(path, site('192.0.2.20', { Origin: 'https://elsewhere.example' }))
    expect(foreign.status).toBe(403)
    expect(JSON.parse(foreign.body.toString()).code).toBe('ORIGIN_NOT_ALLOWED')
    const { Origin: _origin, ...noOrigin } = site('192.0.2.20')
    const server = await get(path, noOrigin)
    expect(server.status).toBe(401)
    expect(JSON.parse(server.body.toString()).code).toBe('SECRET_KEY_REQUIRED')
    const wrongKey = await get(path, site('192.0.2.21', { 'X-Latch-Secret-Key': 'sk_wrong' }))
    expect(wrongKey.status).toBe(401)
    const frame = await get(path, site('192.0.2.21', { Origin: frameOrigin }))
    expect(frame.status).toBe(200)
    expect(frame.headers['access-control-allow-origin']).toBe(frameOrigin)
  })
})
