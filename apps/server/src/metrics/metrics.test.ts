import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartServerReturnType, startServer } from '../startServer.js'
import { createTestDatabaseTarget, type TestDatabaseTarget } from '../testing/testDatabase.js'

let target: TestDatabaseTarget
let server: StartServerReturnType
const token = 'metrics-scraper-token'
const origin = { Origin: 'http://localhost:5173' }

beforeAll(async () => {
  target = await createTestDatabaseTarget()
  // Three sign-in nonces a minute per address: the fourth is refused 429.
  server = await startServer({
    port: 0,
    ...target.options,
    metricsToken: token,
    rateLimits: { nonce: { limit: 3, windowMs: 60_000 } },
  })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await target?.cleanup()
})

const scrape = async () => {
  const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  return response.text()
}
/** One sample's value from the text format, by its name and labels as written. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('/metrics', () => {
  it('is refused without the token, and absent from a server without one', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401)
    const wrong = await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer nope' } })
    expect({ status: wrong.status, body: await wrong.json() }).toEqual({
      status: 401,
      body: { code: 'UNAUTHORIZED', message: 'The metrics need Authorization: Bearer <METRICS_TOKEN>' },
    })
  })

  it('counts requests by route pattern and status, times them, and counts rate-limit refusals', async () => {
    const before = await scrape()
    const catalogue = 'latch_http_requests_total{method="GET",route="/getWallets",status="200"}'
    const countBefore = sample(before, catalogue) ?? 0
    // The second one is answered by the catalogue's fast path, before Hono: it counts as the route's too.
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/getWallets?projectId=latch-dev&entries=5`, {
        headers: origin,
      })
      expect(response.status).toBe(200)
    }
    const address = '0x000000000000000000000000000000000000dEaD'
    const nonces = []
    for (let i = 0; i < 4; i++)
      nonces.push(
        (await fetch(`${server.url}/v1/siwx/nonce?projectId=latch-dev`, { headers: origin })).status,
      )
    expect(nonces).toEqual([200, 200, 200, 429])
    await fetch(`${server.url}/v1/account/${address}/nothing-here?projectId=latch-dev`, { headers: origin })

    const after = await scrape()
    expect(sample(after, catalogue)).toBe(countBefore + 2)
    expect(sample(after, 'latch_http_requests_total{method="GET",route="/v1/siwx/nonce",status="429"}')).toBe(
      1,
    )
    expect(sample(after, 'latch_rate_limited_total{route="/v1/siwx/nonce"}')).toBe(1)
    expect(
      sample(after, 'latch_http_request_duration_seconds_count{method="GET",route="/getWallets"}'),
    ).toBeGreaterThanOrEqual(2)
    // A path no route has is one series, never one per address.
    expect(after).not.toContain(address)
    expect(after).toContain('process_resident_memory_bytes')
  })
})
