import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { createClientAuth } from './clientAuth.js'
import { connectRawClient, type RawClient, randomTopic } from './rawClient.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

const relays: StartRelayReturnType[] = []
const clients: RawClient[] = []

async function relay(options: Parameters<typeof startRelay>[0] = {}) {
  const started = await startRelay({ port: 0, ...options })
  relays.push(started)
  return started
}

async function client(url: string, iss: string, options: { acknowledge?: boolean } = {}) {
  const connected = await connectRawClient(url, { iss, ...options })
  clients.push(connected)
  return connected
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await Promise.all(relays.splice(0).map((r) => r.stop()))
})

async function eventually(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('delivery', () => {
  test('a published message reaches the other subscriber with its tag, never the publisher', async () => {
    const { url } = await relay()
    const alice = await client(url, 'did:key:alice')
    const bob = await client(url, 'did:key:bob')
    const topic = randomTopic()
    expect((await alice.request('irn_subscribe', { topic })).result).toMatch(/^[0-9a-f]{64}$/)
    await bob.request('irn_subscribe', { topic })

    const published = await alice.request('irn_publish', { topic, message: 'aGVsbG8=', ttl: 300, tag: 1108 })
    expect(published.result).toBe(true)

    const push = await bob.nextPush()
    expect(push).toMatchObject({ topic, message: 'aGVsbG8=', tag: 1108 })
    expect(Math.abs(push.publishedAt - Date.now())).toBeLessThan(5_000)
    await expect(alice.nextPush(300)).rejects.toThrow(/no message pushed/)
  })

  test('a later subscriber receives stored messages; an acknowledged message is not pushed again', async () => {
    const r = await relay()
    const alice = await client(r.url, 'did:key:alice')
    const topic = randomTopic()
    await alice.request('irn_publish', { topic, message: 'Zmlyc3Q=', ttl: 300 })

    const bob = await client(r.url, 'did:key:bob')
    await bob.request('irn_subscribe', { topic })
    expect((await bob.nextPush()).message).toBe('Zmlyc3Q=')
    await eventually(() => r.stats().acknowledged === 1)
    await bob.close()

    const bobAgain = await client(r.url, 'did:key:bob')
    await bobAgain.request('irn_subscribe', { topic })
    await expect(bobAgain.nextPush(300)).rejects.toThrow(/no message pushed/)
  })

  test('messages published while the receiver is disconnected arrive when it reconnects with the same iss', async () => {
    const r = await relay()
    const topic = randomTopic()
    const bob = await client(r.url, 'did:key:bob')
    await bob.request('irn_subscribe', { topic })
    await bob.close()

    const alice = await client(r.url, 'did:key:alice')
    await alice.request('irn_publish', { topic, message: 'b25l', ttl: 300 })
    await alice.request('irn_publish', { topic, message: 'dHdv', ttl: 300 })

    // No subscribe on the new socket: the subscription belongs to the iss and carries over.
    const bobAgain = await client(r.url, 'did:key:bob')
    const received = [(await bobAgain.nextPush()).message, (await bobAgain.nextPush()).message]
    expect(received).toEqual(['b25l', 'dHdv'])
  })

  test('an unacknowledged push is pushed again after a reconnect', async () => {
    const r = await relay()
    const topic = randomTopic()
    const bob = await client(r.url, 'did:key:bob', { acknowledge: false })
    await bob.request('irn_subscribe', { topic })
    const alice = await client(r.url, 'did:key:alice')
    await alice.request('irn_publish', { topic, message: 'bm90IGFja2Vk', ttl: 300 })
    expect((await bob.nextPush()).message).toBe('bm90IGFja2Vk')
    await bob.close()

    const bobAgain = await client(r.url, 'did:key:bob')
    expect((await bobAgain.nextPush()).message).toBe('bm90IGFja2Vk')
    await eventually(() => r.stats().acknowledged === 1)
  })

  test('an unsubscribed client no longer receives; fetchMessages returns what is pending', async () => {
    const r = await relay()
    const topic = randomTopic()
    const other = randomTopic()
    const alice = await client(r.url, 'did:key:alice')
    const bob = await client(r.url, 'did:key:bob')
    await bob.request('irn_batchSubscribe', { topics: [topic, other] })
    await bob.request('irn_batchUnsubscribe', { subscriptions: [{ topic, id: 'x' }] })
    await alice.request('irn_publish', { topic, message: 'bGF0ZQ==', ttl: 300 })
    await expect(bob.nextPush(300)).rejects.toThrow(/no message pushed/)

    const fetched = await bob.request('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.result).toMatchObject({
      hasMore: false,
      messages: [{ topic, message: 'bGF0ZQ==', tag: 0 }],
    })
    // Fetched counts as delivered.
    expect((await bob.request('irn_fetchMessages', { topic })).result).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  test('a retried publish (same topic and message) is stored and delivered once', async () => {
    const r = await relay()
    const topic = randomTopic()
    const alice = await client(r.url, 'did:key:alice')
    const bob = await client(r.url, 'did:key:bob')
    await bob.request('irn_subscribe', { topic })
    await alice.request('irn_publish', { topic, message: 'b25jZQ==', ttl: 300 })
    await alice.request('irn_publish', { topic, message: 'b25jZQ==', ttl: 300 })
    await bob.nextPush()
    await expect(bob.nextPush(300)).rejects.toThrow(/no message pushed/)
    expect(r.stats()).toMatchObject({ published: 1, messages: 1 })
  })

  test('messages expire at publishedAt + ttl', async () => {
    const r = await relay()
    const topic = randomTopic()
    const alice = await client(r.url, 'did:key:alice')
    await alice.request('irn_publish', { topic, message: 'c2hvcnQ=', ttl: 1 })
    await alice.request('irn_publish', { topic, message: 'bG9uZw==', ttl: 300 })
    expect(r.stats().messages).toBe(2)

    await eventually(() => r.stats().messages === 1, 4_000)
    expect(r.stats().expired).toBe(1)
    const bob = await client(r.url, 'did:key:bob')
    await bob.request('irn_subscribe', { topic })
    expect((await bob.nextPush()).message).toBe('bG9uZw==')
    await expect(bob.nextPush(300)).rejects.toThrow(/no message pushed/)
  })
})

describe('session methods', () => {
  test('wc_proposeSession and wc_approveSession publish with tags 1100, 1101, 1102', async () => {
    const r = await relay()
    const pairingTopic = randomTopic()
    const sessionTopic = randomTopic()
    const dapp = await client(r.url, 'did:key:dapp')
    const wallet = await client(r.url, 'did:key:wallet')

    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'cHJvcG9zYWw=',
      ttl: 300,
    })
    expect(proposed.result).toBe(true)
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect(await wallet.nextPush()).toMatchObject({ topic: pairingTopic, message: 'cHJvcG9zYWw=', tag: 1100 })

    const approved = await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
    })
    expect(approved.result).toBe(true)
    // The dApp was subscribed to the pairing topic by its proposal.
    expect(await dapp.nextPush()).toMatchObject({ topic: pairingTopic, message: 'cmVzcG9uc2U=', tag: 1101 })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect(await dapp.nextPush()).toMatchObject({ topic: sessionTopic, message: 'c2V0dGxl', tag: 1102 })

    // The wallet was subscribed to the session topic by its approval.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'cmVxdWVzdA==', ttl: 300, tag: 1108 })
    expect(await wallet.nextPush()).toMatchObject({ topic: sessionTopic, tag: 1108 })
  })
})

describe('JSON-RPC', () => {
  test('19-digit ids are echoed unchanged, as numbers or strings', async () => {
    const { url } = await relay()
    const alice = await client(url, 'did:key:alice')
    const topic = randomTopic()
    const id = '1763900000123456789'
    const asNumber = await alice.request('irn_subscribe', { topic }, id)
    expect(asNumber.rawId).toBe(id)
    // The reason for keeping the text: as a JavaScript number this id is another id.
    expect(String(Number(id))).not.toBe(id)
    const asString = await alice.request('irn_publish', { topic, message: 'eA==', ttl: 300 }, `"${id}"`)
    expect(asString.rawId).toBe(`"${id}"`)
    const failed = await alice.request('irn_nope', {}, '9223372036854775807')
    expect(failed.rawId).toBe('9223372036854775807')
  })

  test('an unknown method answers -32601 and is recorded', async () => {
    const r = await relay()
    const alice = await client(r.url, 'did:key:alice')
    const answer = await alice.request('irn_teleport', { topic: randomTopic() })
    expect(answer.error).toEqual({
      code: -32601,
      message: 'Method not found: irn_teleport is not implemented by this relay',
    })
    expect(r.unknownMethods).toEqual(['irn_teleport'])
  })

  test('malformed params answer -32602 with what is wrong', async () => {
    const r = await relay()
    const alice = await client(r.url, 'did:key:alice')
    const badTtl = await alice.request('irn_publish', { topic: randomTopic(), message: 'eA==', ttl: 'soon' })
    expect(badTtl.error?.code).toBe(-32602)
    expect(badTtl.error?.message).toMatch(/^Invalid params for irn_publish: ttl: /)
    const badTopic = await alice.request('irn_subscribe', { topic: 'not-a-topic' })
    expect(badTopic.error).toEqual({
      code: -32602,
      message: 'Invalid params for irn_subscribe: topic: must be 64 hex characters',
    })
    const missing = await alice.request('wc_approveSession', { pairingTopic: randomTopic() })
    expect(missing.error?.message).toMatch(/sessionTopic: .*sessionProposalResponse: /)
    expect(r.unknownMethods).toEqual([])
  })

  test('a frame that is not JSON answers -32700', async () => {
    const { url } = await relay()
    const alice = await client(url, 'did:key:alice')
    const answer = new Promise<string>((resolve) =>
      alice.ws.once('message', (data) => resolve(data.toString())),
    )
    alice.ws.send('{"id":1,')
    expect(JSON.parse(await answer)).toMatchObject({ id: null, error: { code: -32700 } })
  })
})

describe('durable storage', () => {
  test('messages, acknowledgements and subscriptions survive a restart of the embedded store', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'latch-relay-'))
    try {
      const storage = { kind: 'embedded', dataDir: directory } as const
      const topic = randomTopic()
      const first = await startRelay({ port: 0, storage })
      const bob = await connectRawClient(first.url, { iss: 'bob' })
      await bob.request('irn_subscribe', { topic })
      await bob.close()
      const alice = await connectRawClient(first.url, { iss: 'alice' })
      await alice.request('irn_publish', { topic, message: 'YmVmb3Jl', ttl: 300 })
      await alice.request('irn_publish', { topic, message: 'c2Vlbg==', ttl: 300 })
      await alice.close()
      // Bob reads one of them before the restart: it must not come back.
      const reader = await connectRawClient(first.url, { iss: 'bob' })
      await eventually(() => reader.pushes.length === 2)
      await reader.close()
      const carol = await connectRawClient(first.url, { iss: 'carol' })
      await carol.request('irn_publish', { topic, message: 'bGF0ZXI=', ttl: 300 })
      await carol.close()
      await first.stop()

      const second = await relay({ port: first.port, storage })
      expect(second.stats()).toMatchObject({ messages: 3, subscribedClients: 1 })
      // Bob does not subscribe again: the relay remembers his subscription and what he has not received.
      const bobAgain = await client(second.url, 'bob')
      expect((await bobAgain.nextPush()).message).toBe('bGF0ZXI=')
      await expect(bobAgain.nextPush(400)).rejects.toThrow(/no message pushed/)
    } finally {
      await Promise.all(relays.splice(0).map((r) => r.stop()))
      await rm(directory, { recursive: true, force: true })
    }
    // Opening an embedded store takes seconds on a loaded machine (PGlite's WebAssembly).
  }, 60_000)

  test('a second relay on the same embedded store is refused with a clear error', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'latch-relay-'))
    try {
      const storage = { kind: 'embedded', dataDir: directory } as const
      await relay({ storage })
      await expect(startRelay({ port: 0, storage })).rejects.toThrow(
        `The relay's data directory ${directory} is in use by process ${process.pid}`,
      )
    } finally {
      await Promise.all(relays.splice(0).map((r) => r.stop()))
      await rm(directory, { recursive: true, force: true })
    }
  })
})

describe('client authentication', () => {
  test('a missing, forged, foreign or expired token closes the socket with 3000, before any request', async () => {
    const r = await relay()
    const signedFor = async (name: string, audience: string, ttl?: number) =>
      (await createClientAuth(name, audience, ttl)).auth
    const valid = await signedFor('mallory', r.url)
    const [header, payload] = valid.split('.')
    // The payload names another client, the signature is still mallory's.
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())
    const otherIss = (await createClientAuth('victim', r.url)).iss
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, iss: otherIss })).toString('base64url')}.${valid.split('.')[2]}`
    const cases: [string, string | null][] = [
      ['none', null],
      ['garbage', 'not-a-jwt'],
      ['forged', forged],
      ['another relay', await signedFor('mallory', 'wss://relay.walletconnect.org')],
      ['expired', await signedFor('mallory', r.url, -10)],
    ]
    for (const [label, auth] of cases) {
      const socket = await connectRawClient(r.url, { iss: 'mallory', auth })
      clients.push(socket)
      const { code, reason } = await socket.closed
      expect([label, code, reason]).toEqual([label, 3000, expect.stringMatching(/^Unauthorized/)])
    }
    expect(r.stats()).toMatchObject({ unauthorized: cases.length, connections: 0 })
    // The same client with its own valid token gets in.
    const mallory = await client(r.url, 'mallory')
    expect((await mallory.request('irn_subscribe', { topic: randomTopic() })).result).toMatch(
      /^[0-9a-f]{64}$/,
    )
  })

  test('the relay URL behind a proxy is accepted as the audience when configured', async () => {
    const r = await relay({ publicUrls: ['wss://relay.example.com'] })
    const { auth } = await createClientAuth('proxied', 'wss://relay.example.com')
    const proxied = await connectRawClient(r.url, { iss: 'proxied', auth })
    clients.push(proxied)
    expect((await proxied.request('irn_subscribe', { topic: randomTopic() })).result).toMatch(
      /^[0-9a-f]{64}$/,
    )
  })
})

describe('bounds', () => {
  test('a topic keeps its newest messages, dropping the oldest and counting them', async () => {
    const r = await relay({ limits: { maxMessagesPerTopic: 3 } })
    const topic = randomTopic()
    const alice = await client(r.url, 'alice')
    for (let i = 0; i < 5; i++) await alice.request('irn_publish', { topic, message: `bTQ${i}`, ttl: 300 })
    expect(r.stats()).toMatchObject({ messages: 3, dropped: 2 })
    const bob = await client(r.url, 'bob')
    const fetched = await bob.request('irn_fetchMessages', { topic })
    expect((fetched.result as { messages: { message: string }[] }).messages.map((m) => m.message)).toEqual([
      'bTQ2',
      'bTQ3',
      'bTQ4',
    ])
  })

  test("a client's queue keeps its newest messages across topics", async () => {
    const r = await relay({ limits: { maxPendingPerClient: 2 } })
    const [first, second] = [randomTopic(), randomTopic()]
    const bob = await client(r.url, 'bob')
    await bob.request('irn_batchSubscribe', { topics: [first, second] })
    await bob.close()
    const alice = await client(r.url, 'alice')
    await alice.request('irn_publish', { topic: first, message: 'MQ==', ttl: 300 })
    await alice.request('irn_publish', { topic: second, message: 'Mg==', ttl: 300 })
    await alice.request('irn_publish', { topic: first, message: 'Mw==', ttl: 300 })
    expect(r.stats().dropped).toBe(1)
    const bobAgain = await client(r.url, 'bob')
    await eventually(() => bobAgain.pushes.length === 2)
    expect(bobAgain.pushes.map((push) => push.message).sort()).toEqual(['Mg==', 'Mw=='])
  })

  test('fetchMessages answers a page at a time with hasMore', async () => {
    const r = await relay()
    const topic = randomTopic()
    const alice = await client(r.url, 'alice')
    await alice.request('irn_batchPublish', {
      messages: Array.from({ length: 150 }, (_, i) => ({ topic, message: `cGFnZQ${i}`, ttl: 300 })),
    })
    const bob = await client(r.url, 'bob')
    const page = async () =>
      (await bob.request('irn_fetchMessages', { topic })).result as { messages: unknown[]; hasMore: boolean }
    const first = await page()
    expect([first.messages.length, first.hasMore]).toEqual([100, true])
    const second = await page()
    expect([second.messages.length, second.hasMore]).toEqual([50, false])
  })

  test('a socket over its request budget is answered -32005 and keeps its connection', async () => {
    const r = await relay({ requestsPerSocket: { burst: 5, perSecond: 1 } })
    const alice = await client(r.url, 'alice')
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => alice.request('irn_subscribe', { topic: randomTopic() })),
    )
    expect(answers.filter((answer) => answer.error?.code === -32005)).toHaveLength(3)
    expect(r.stats().rateLimited).toBe(3)
    expect(alice.ws.readyState).toBe(alice.ws.OPEN)
  })

  test('the subscriptions of a client that stays away expire; a connected one keeps its own', async () => {
    const r = await relay({ idleClientMs: 300, idleSweepMs: 100 })
    const away = await client(r.url, 'away')
    await away.request('irn_subscribe', { topic: randomTopic() })
    const present = await client(r.url, 'present')
    await present.request('irn_subscribe', { topic: randomTopic() })
    await away.close()
    await eventually(() => r.stats().idleExpired === 1)
    expect(r.stats().subscribedClients).toBe(1)
  })
})

test('stats count connections and stop closes them', async () => {
  const r = await startRelay({ port: 0 })
  const alice = await connectRawClient(r.url, { iss: 'did:key:alice' })
  expect(r.url).toBe(`ws://127.0.0.1:${r.port}`)
  expect(r.stats().connections).toBe(1)
  const closed = new Promise<number>((resolve) => alice.ws.once('close', (code) => resolve(code)))
  await r.stop()
  expect(await closed).toBe(1012)
})

describe('liveness', () => {
  test('sockets are pinged, and one that stops answering is dropped', async () => {
    const r = await relay({ pingIntervalMs: 100 })
    const healthy = await client(r.url, 'did:key:healthy')
    let pings = 0
    healthy.ws.on('ping', () => pings++)
    const silent = await connectRawClient(r.url, { iss: 'did:key:silent' })
    clients.push(silent)
    // A peer that no longer answers pings, as a socket whose other end has vanished.
    silent.ws.pong = () => {}
    const dropped = new Promise<number>((resolve) => silent.ws.once('close', (code) => resolve(code)))
    expect(await dropped).toBe(1006)
    expect(pings).toBeGreaterThanOrEqual(2)
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN)
    await eventually(() => r.stats().connections === 1)
  })

  test('a push that is not acknowledged is pushed again', async () => {
    const r = await relay()
    const topic = randomTopic()
    const bob = await client(r.url, 'did:key:bob', { acknowledge: false })
    await bob.request('irn_subscribe', { topic })
    const alice = await client(r.url, 'did:key:alice')
    await alice.request('irn_publish', { topic, message: 'bG9zdA==', ttl: 300 })
    const first = await bob.nextPush()
    const again = await bob.nextPush(8_000)
    expect(again.message).toBe('bG9zdA==')
    expect(again.rawId).not.toBe(first.rawId)
  }, 15_000)
})
