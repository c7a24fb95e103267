import { type SolanaValidator, startSolanaValidator } from '@latch/devnet'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type StartServerReturnType, startServer } from '../startServer.js'
import { createTestDatabaseTarget, type TestDatabaseTarget } from '../testing/testDatabase.js'
import { createServerMetrics } from './createServerMetrics.js'

let target: TestDatabaseTarget
let server: StartServerReturnType
let validator: SolanaValidator
const token = 'metrics-scraper-token'
const origin = { Origin: 'http://localhost:5173' }

beforeAll(async () => {
  target = await createTestDatabaseTarget()
  // A local Solana validator (in this process, a slot every 50 ms), which the server indexes.
  validator = await startSolanaValidator({ slotMs: 50 })
  // Three sign-in nonces a minute per address: the fourth is refused 429.
  server = await startServer({
    port: 0,
    ...target.options,
    metricsToken: token,
    rateLimits: { nonce: { limit: 3, windowMs: 60_000 } },
    solana: [{ caipNetworkId: validator.caipNetworkId, rpcUrls: [validator.rpcUrl] }],
    indexer: true,
  })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await validator?.stop()
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

    vi.stubEnv('METRICS_TOKEN', '')
    const bareTarget = await createTestDatabaseTarget()
    const bare = await startServer({ port: 0, ...bareTarget.options })
    try {
      const absent = await fetch(`${bare.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } })
      expect(absent.status).toBe(404)
    } finally {
      vi.unstubAllEnvs()
      await bare.stop()
      await bareTarget.cleanup()
    }
  }, 120_000)

  it('reports the height and lag of an indexer of any namespace under its CAIP-2 chain', async () => {
    // The Polkadot indexer reports through this hook too (its chain runs in polkadotData.test.ts, too slow here).
    const metrics = createServerMetrics()
    metrics.reportIndexed('polkadot:68d56f15f85d3136970ec16946040bc1', 120, 125)
    const text = await metrics.registry.metrics()
    expect(sample(text, 'latch_indexer_block{chain="polkadot:68d56f15f85d3136970ec16946040bc1"}')).toBe(120)
    expect(sample(text, 'latch_indexer_lag_blocks{chain="polkadot:68d56f15f85d3136970ec16946040bc1"}')).toBe(
      5,
    )
  })

  it("reports the Solana indexer's slot and lag per network, as the eip155 one's blocks", async () => {
    const chain = `{chain="${validator.caipNetworkId}"}`
    const progress = async () => {
      const text = await scrape()
      return {
        block: sample(text, `latch_indexer_block${chain}`),
        lag: sample(text, `latch_indexer_lag_blocks${chain}`),
      }
    }
    await expect.poll(progress, { timeout: 60_000 }).toMatchObject({ block: expect.any(Number) })
    const slotNow = async () => {
      const response = await fetch(validator.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'getSlot',
          params: [{ commitment: 'confirmed' }],
        }),
      })
      return ((await response.json()) as { result: number }).result
    }
    const first = await progress()
    const slot = await slotNow()
    // What was reported, the slot indexed and the head it was behind, are at most the validator's slot now.
    expect(first.block).toBeGreaterThan(0)
    expect(first.lag).toBeGreaterThanOrEqual(0)
    expect((first.block ?? 0) + (first.lag ?? 0)).toBeLessThanOrEqual(slot)
    // And the indexer follows the chain: the reported slot reaches the one read now.
    await expect
      .poll(async () => (await progress()).block ?? 0, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(slot)
  }, 120_000)

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
