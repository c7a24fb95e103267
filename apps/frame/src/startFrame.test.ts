import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
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
