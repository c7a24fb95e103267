import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type StartFrameReturnType, startFrame } from './startFrame.js'

// A real frame server in front of a real HTTP server standing in for the Latch server's
// /v1/embedded/config, whose allowlist and answer time the test controls.
const api = { origins: ['http://a.test'], calls: 0, hold: undefined as Promise<void> | undefined }
let apiServer: Server
let frame: StartFrameReturnType
let dist = ''
const ttlMs = 100

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'latch-frame-'))
  writeFileSync(join(dist, 'index.html'), '<meta name="latch-frame-config" content="{}" />')
  writeFileSync(join(dist, 'approve.html'), '<main id="app"></main>')
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'export const frame = 1\n')
  apiServer = createServer(async (_request, response) => {
    api.calls += 1
    const origins = api.origins
    await api.hold
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ allowedOrigins: origins }))
  })
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve))
  const { port } = apiServer.address() as AddressInfo
  frame = await startFrame({ port: 0, apiUrl: `http://127.0.0.1:${port}`, dist, cacheTtlMs: ttlMs })
})

afterAll(async () => {
  await frame?.stop()
  await new Promise((resolve) => apiServer?.close(resolve))
  rmSync(dist, { recursive: true, force: true })
})

const ancestors = async () => {
  const response = await fetch(`${frame.url}/?projectId=p1`)
  return /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('serves a stale allowlist at once while one request refreshes it, and waits once it is too old', async () => {
  expect(await ancestors()).toBe('http://a.test')
  expect(await ancestors()).toBe('http://a.test')
  expect(api.calls).toBe(1)

  // Past the TTL, with the server slow to answer: the page still gets the frame at once, on the last answer.
  await sleep(ttlMs + 20)
  api.origins = ['http://b.test']
  let release = () => {}
  api.hold = new Promise((resolve) => (release = resolve))
  expect(await ancestors()).toBe('http://a.test')
  expect(await ancestors()).toBe('http://a.test')
  expect(api.calls).toBe(2)
  release()
  await expect.poll(ancestors).toBe('http://b.test')

  // Past ten TTLs the last answer is too old to serve: the page waits for the server.
  await sleep(ttlMs * 10 + 20)
  api.origins = []
  api.hold = new Promise((resolve) => (release = resolve))
  const waiting = ancestors()
  const first = await Promise.race([waiting, sleep(300).then(() => 'still waiting')])
  expect(first).toBe('still waiting')
  release()
  expect(await waiting).toBe("'none'")
})

it('serves the build’s hashed files from what it read at start, with their headers', async () => {
  // Gone from the disk after the start: still served, as read then (the names change with the content).
  rmSync(join(dist, 'assets', 'main-abc123.js'))
  const response = await fetch(`${frame.url}/assets/main-abc123.js`)
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('export const frame = 1\n')
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  const head = await fetch(`${frame.url}/assets/main-abc123.js`, { method: 'HEAD' })
  expect(head.headers.get('content-length')).toBe('23')
  expect((await fetch(`${frame.url}/assets/other-def456.js`)).status).toBe(404)
})

it('answers a malformed path with 400 and keeps serving', async () => {
  const response = await fetch(`${frame.url}/%E0%A4%A`)
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: 'The path is not valid.' })
  expect((await fetch(`${frame.url}/?projectId=p1`)).status).toBeLessThan(500)
})

it('answers the health probes without asking the server', async () => {
  const calls = api.calls
  for (const probe of ['/health', '/ready']) {
    const response = await fetch(`${frame.url}${probe}`)
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 200,
      body: { ok: true },
    })
  }
  expect(api.calls).toBe(calls)
})

it('serves the approval window that no page may embed, needing no connection', async () => {
  const response = await fetch(`${frame.url}/approve`)
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('<main id="app"></main>')
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("default-src 'none'")
  expect(csp).not.toContain('connect-src')
  expect(response.headers.get('cache-control')).toBe('no-store')
})
