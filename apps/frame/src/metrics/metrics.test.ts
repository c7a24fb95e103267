import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { type StartFrameReturnType, startFrame } from '../startFrame.js'

// A real frame server with metrics, in front of a real HTTP server standing in for the Latch server's
// /v1/embedded/config: project p1 has an allowlist, project broken makes it fail.
const token = 'frame-scraper-token-51c2'
const ttlMs = 60_000
let apiServer: Server
let frame: StartFrameReturnType
let bare: StartFrameReturnType
let dist = ''
const printed: string[] = []

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '))
    })
  dist = mkdtempSync(join(tmpdir(), 'latch-frame-metrics-'))
  writeFileSync(join(dist, 'index.html'), '<meta name="latch-frame-config" content="{}" />')
  writeFileSync(join(dist, 'approve.html'), '<main id="app"></main>')
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'export const frame = 1\n')
  apiServer = createServer((request, response) => {
    const broken = new URL(request.url ?? '/', 'http://api').searchParams.get('projectId') === 'broken'
    response.writeHead(broken ? 500 : 200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify(broken ? { code: 'INTERNAL', message: 'down' } : { allowedOrigins: ['http://a.test'] }),
    )
  })
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve))
  const apiUrl = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`
  frame = await startFrame({ port: 0, apiUrl, dist, cacheTtlMs: ttlMs, metricsToken: token })
  bare = await startFrame({ port: 0, apiUrl, dist })
})

afterAll(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  await frame?.stop()
  await bare?.stop()
  await new Promise((resolve) => apiServer?.close(resolve))
  rmSync(dist, { recursive: true, force: true })
  expect(printed.join('\n')).not.toContain(token)
})

const scrape = async () => {
  const response = await fetch(`${frame.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  return response.text()
}
/** Every sample of a metric, by its labels as written (`{kind="page",status="200"}`). */
const samples = (text: string, name: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((row) => row.startsWith(`${name}{`) || row.startsWith(`${name} `))
      .map((row) => {
        const at = row.lastIndexOf(' ')
        return [row.slice(name.length, at), Number(row.slice(at + 1))]
      }),
  )

it('counts requests by route kind and status, times them, and counts the allowlist lookups', async () => {
  const statuses = []
  for (const path of [
    '/?projectId=p1',
    '/?projectId=p1',
    '/?projectId=broken',
    '/approve',
    '/social/callback',
  ])
    statuses.push((await fetch(`${frame.url}${path}`)).status)
  // Past the TTL the last allowlist is served at once while the server is asked again.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + ttlMs + 1)
  for (const path of ['/?projectId=p1', '/assets/main-abc123.js', '/health', '/ready', '/nothing.js'])
    statuses.push((await fetch(`${frame.url}${path}`)).status)
  vi.useRealTimers()
  statuses.push((await fetch(`${frame.url}/`, { method: 'POST' })).status)
  expect(statuses).toEqual([200, 200, 403, 200, 200, 200, 200, 200, 200, 404, 405])

  const text = await scrape()
  expect(samples(text, 'latch_frame_requests_total')).toEqual({
    '{kind="page",status="200"}': 3,
    '{kind="page",status="403"}': 1,
    '{kind="approve",status="200"}': 1,
    '{kind="social_callback",status="200"}': 1,
    '{kind="asset",status="200"}': 1,
    '{kind="probe",status="200"}': 2,
    '{kind="not_found",status="404"}': 1,
    '{kind="invalid",status="405"}': 1,
  })
  expect(samples(text, 'latch_frame_request_duration_seconds_count')).toEqual({
    '{kind="page"}': 4,
    '{kind="approve"}': 1,
    '{kind="social_callback"}': 1,
    '{kind="asset"}': 1,
    '{kind="probe"}': 2,
    '{kind="not_found"}': 1,
    '{kind="invalid"}': 1,
  })
  expect(samples(text, 'latch_frame_allowlist_lookups_total')).toEqual({
    '{result="miss"}': 2,
    '{result="hit"}': 1,
    '{result="stale"}': 1,
  })
  // The stale answer's refresh goes on in the background: the broken project's failure is counted at once.
  expect(samples(text, 'latch_frame_allowlist_server_failures_total')).toEqual({ '': 1 })
  expect(text).toContain('process_resident_memory_bytes')
})

it('is refused without the token, and absent from a frame without one', async () => {
  expect((await fetch(`${frame.url}/metrics`)).status).toBe(401)
  const wrong = await fetch(`${frame.url}/metrics`, { headers: { Authorization: `Bearer ${token}x` } })
  expect({ status: wrong.status, body: await wrong.json() }).toEqual({
    status: 401,
    body: { code: 'UNAUTHORIZED', message: 'The metrics need Authorization: Bearer <METRICS_TOKEN>' },
  })
  const absent = await fetch(`${bare.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } })
  expect({ status: absent.status, body: await absent.json() }).toEqual({
    status: 404,
    body: { code: 'NOT_FOUND', message: 'No file /metrics.' },
  })
})
