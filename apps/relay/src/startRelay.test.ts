import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
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

describe('restart with a data file', () => {
  test('messages, acknowledgements and subscriptions survive a restart', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'latch-relay-'))
    try {
      const dataFile = join(directory, 'relay.json')
      const topic = randomTopic()
      const first = await startRelay({ port: 0, dataFile })
      const bob = await connectRawClient(first.url, { iss: 'did:key:bob' })
      await bob.request('irn_subscribe', { topic })
      await bob.close()
      const alice = await connectRawClient(first.url, { iss: 'did:key:alice' })
      await alice.request('irn_publish', { topic, message: 'YmVmb3Jl', ttl: 300 })
      await alice.close()
      await first.stop()
      expect(JSON.parse(await readFile(dataFile, 'utf8'))).toMatchObject({ version: 1 })

      const second = await relay({ port: first.port, dataFile })
      expect(second.stats()).toMatchObject({ messages: 1, subscribedClients: 1 })
      // Bob does not subscribe again: the relay remembers his subscription and what he has not received.
      const bobAgain = await client(second.url, 'did:key:bob')
      expect((await bobAgain.nextPush()).message).toBe('YmVmb3Jl')
      const aliceAgain = await client(second.url, 'did:key:alice')
      await aliceAgain.request('irn_publish', { topic, message: 'YWZ0ZXI=', ttl: 300 })
      expect((await bobAgain.nextPush()).message).toBe('YWZ0ZXI=')
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
  })

  test('the data file is saved while running, not only on stop', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'latch-relay-'))
    try {
      const dataFile = join(directory, 'relay.json')
      const r = await relay({ dataFile })
      const alice = await client(r.url, 'did:key:alice')
      const topic = randomTopic()
      await alice.request('irn_subscribe', { topic })
      await alice.request('irn_publish', { topic, message: 'c2F2ZWQ=', ttl: 300 })
      const saved = async () => {
        try {
          return JSON.parse(await readFile(dataFile, 'utf8')) as { messages: { message: string }[] }
        } catch {
          return undefined
        }
      }
      const deadline = Date.now() + 4_000
      let snapshot = await saved()
      while (!snapshot?.messages.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        snapshot = await saved()
      }
      expect(snapshot).toMatchObject({
        messages: [{ message: 'c2F2ZWQ=' }],
        subscriptions: { 'did:key:alice': [topic] },
      })
    } finally {
      await Promise.all(relays.splice(0).map((r) => r.stop()))
      await rm(directory, { recursive: true, force: true })
    }
  })

  test('an unreadable data file stops the start with a clear error', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'latch-relay-'))
    try {
      const dataFile = join(directory, 'relay.json')
      await import('node:fs/promises').then((fs) => fs.writeFile(dataFile, '{"version":7}'))
      await expect(startRelay({ port: 0, dataFile })).rejects.toThrow(
        `Cannot read the relay data file ${dataFile}: delete it or fix it, then start again`,
      )
    } finally {
      await rm(directory, { recursive: true, force: true })
    }
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
