import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { RECORD_BYTES } from '../quotas.js'
import { connectRawClient, type RawClient, RawClientRefusedError, randomTopic } from '../rawClient.js'
import { type StartRelayReturnType, startRelay } from '../startRelay.js'

const token = 'relay-scraper-token-7f3a'
const httpOf = (url: string) => url.replace(/^ws/, 'http')

/** Every line the process prints while a test runs: the token must be in none. */
let printed: string[] = []
beforeEach(() => {
  printed = []
  for (const method of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '))
    })
})
afterEach(() => {
  vi.restoreAllMocks()
  expect(printed.join('\n')).not.toContain(token)
})

const scrape = async (relay: StartRelayReturnType) => {
  const response = await fetch(`${httpOf(relay.url)}/metrics`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  return response.text()
}
/** One sample's value from the text format, by its name and labels as written. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}
/** The relay's figures as a scraper sees them. */
const figures = async (relay: StartRelayReturnType) => {
  const text = await scrape(relay)
  return {
    connections: sample(text, 'latch_relay_connections'),
    topics: sample(text, 'latch_relay_subscribed_topics'),
    published: sample(text, 'latch_relay_messages_published_total'),
    queued: sample(text, 'latch_relay_messages_queued'),
    queuedBytes: sample(text, 'latch_relay_messages_queued_bytes'),
    deliveries: sample(text, 'latch_relay_deliveries_total'),
    latencies: sample(text, 'latch_relay_delivery_latency_seconds_count'),
    latenciesWithinAMinute: sample(text, 'latch_relay_delivery_latency_seconds_bucket{le="300"}'),
  }
}

describe('the relay’s /metrics', () => {
  test('counts sockets, topics, publishes, queued messages and deliveries as real clients use it', async () => {
    const relay = await startRelay({ port: 0, metricsToken: token, log: true })
    const clients: RawClient[] = []
    try {
      const subscriber = await connectRawClient(relay.url, { iss: 'metrics-subscriber' })
      const publisher = await connectRawClient(relay.url, { iss: 'metrics-publisher' })
      const away = await connectRawClient(relay.url, { iss: 'metrics-away' })
      clients.push(subscriber, publisher, away)
      const online = randomTopic()
      const offline = randomTopic()
      expect((await subscriber.request('irn_subscribe', { topic: online })).error).toBeUndefined()
      expect((await away.request('irn_subscribe', { topic: offline })).error).toBeUndefined()
      expect(await figures(relay)).toMatchObject({ connections: 3, topics: 2, published: 0, queued: 0 })
      await away.close()

      // One message to a client that is there, one to a client that is away: the relay holds it.
      const held = 'aGVsZCBmb3IgbGF0ZXI='
      for (const [topic, message] of [
        [online, 'aGVsbG8='],
        [offline, held],
      ] as const)
        expect((await publisher.request('irn_publish', { topic, message, ttl: 300, tag: 1100 })).result).toBe(
          true,
        )
      expect((await subscriber.nextPush()).message).toBe('aGVsbG8=')
      // The subscriber's acknowledgement travels back: the first message is no longer held once the relay has it.
      await expect
        .poll(() => figures(relay))
        .toEqual({
          connections: 2,
          topics: 1,
          published: 2,
          queued: 1,
          queuedBytes: RECORD_BYTES + Buffer.byteLength(held),
          deliveries: 1,
          latencies: 1,
          latenciesWithinAMinute: 1,
        })

      // The client comes back and gets what was held for it.
      const back = await connectRawClient(relay.url, { iss: 'metrics-away' })
      clients.push(back)
      expect((await back.request('irn_subscribe', { topic: offline })).error).toBeUndefined()
      expect((await back.nextPush()).message).toBe(held)
      await expect
        .poll(() => figures(relay))
        .toEqual({
          connections: 3,
          topics: 2,
          published: 2,
          queued: 0,
          queuedBytes: 0,
          deliveries: 2,
          latencies: 2,
          latenciesWithinAMinute: 2,
        })
      expect(await scrape(relay)).toContain('process_resident_memory_bytes')
    } finally {
      await Promise.all(clients.map((client) => client.close()))
      await relay.stop()
    }
  })

  test('counts the refusals of each quota', async () => {
    const relay = await startRelay({
      port: 0,
      metricsToken: token,
      quotas: { topicsPerClient: 1, maxMessageBytes: 100, connectionsPerClient: 1 },
      requestsPerSocket: { burst: 3, perSecond: 0.001 },
    })
    const client = await connectRawClient(relay.url, { iss: 'metrics-quotas' })
    try {
      expect((await client.request('irn_subscribe', { topic: randomTopic() })).error).toBeUndefined()
      expect((await client.request('irn_subscribe', { topic: randomTopic() })).error).toBeDefined()
      const large = { topic: randomTopic(), message: 'a'.repeat(101), ttl: 300, tag: 1100 }
      expect((await client.request('irn_publish', large)).error).toBeDefined()
      // The socket's three requests are spent: the fourth is refused by its rate.
      expect((await client.request('irn_subscribe', { topic: randomTopic() })).error).toBeDefined()
      await expect(connectRawClient(relay.url, { iss: 'metrics-quotas' })).rejects.toBeInstanceOf(
        RawClientRefusedError,
      )
      const text = await scrape(relay)
      expect(
        Object.fromEntries(
          ['connections', 'topics', 'messages', 'request_rate'].map((quota) => [
            quota,
            sample(text, `latch_relay_refusals_total{quota="${quota}"}`),
          ]),
        ),
      ).toEqual({ connections: 1, topics: 1, messages: 1, request_rate: 1 })
    } finally {
      await client.close()
      await relay.stop()
    }
  })

  test('is refused without the token, and absent from a relay without one', async () => {
    const relay = await startRelay({ port: 0, metricsToken: token, log: true })
    const bare = await startRelay({ port: 0 })
    try {
      const url = `${httpOf(relay.url)}/metrics`
      expect((await fetch(url)).status).toBe(401)
      const wrong = await fetch(url, { headers: { Authorization: `Bearer ${token}x` } })
      expect({ status: wrong.status, body: await wrong.json() }).toEqual({
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'The metrics need Authorization: Bearer <METRICS_TOKEN>' },
      })
      const absent = await fetch(`${httpOf(bare.url)}/metrics`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect({ status: absent.status, body: await absent.json() }).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'No route GET /metrics' },
      })
    } finally {
      await Promise.all([relay.stop(), bare.stop()])
    }
  })
})
