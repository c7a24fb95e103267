import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { RECORD_BYTES } from './quotas.js'
import {
  type ConnectRawClientOptions,
  connectRawClient,
  type RawClient,
  RawClientRefusedError,
  type RawResponse,
  randomTopic,
} from './rawClient.js'
import { type StartRelayParameters, type StartRelayReturnType, startRelay } from './startRelay.js'
import { type OpenedTestStore, stopTestPostgres, testStores } from './testing/testStores.js'

// Every quota on every store: memory, the embedded store and PostgreSQL (where each instance holds a copy
// of every message, so the accounting must come back from the database alike).

const relays: StartRelayReturnType[] = []
const clients: RawClient[] = []
const opened: OpenedTestStore[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await Promise.all(relays.splice(0).map((r) => r.stop()))
  await Promise.all(opened.splice(0).map((store) => store.remove()))
})
afterAll(() => stopTestPostgres())

/** Waits until `check` holds, checking it every 20 ms. */
async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A text of `bytes` bytes, distinct per `seed`. */
const text = (bytes: number, seed: string | number) => `${seed}:`.padEnd(bytes, 'x')

/** What a 1,000-byte message costs in the quotas: its text and its record. */
const cost = 1000 + RECORD_BYTES

const fromAddress = (address: string) => ({ headers: { 'X-Forwarded-For': address } })

const mailboxLimit = (scope: string, bytes: number) => ({
  code: -32000,
  message: `Request handler error: Mailbox limit exceeded (${scope} may have ${bytes} bytes of undelivered messages; retry once some are delivered or expire)`,
  data: 'MailboxLimitExceeded',
})

const subscriberLimit = (scope: string, topics: number) => ({
  code: -32000,
  message: `Request handler error: Subscriber limit exceeded (${scope} may subscribe to ${topics} topics; unsubscribe from some first)`,
  data: 'SubscriberLimitExceeded',
})

describe.each(testStores)('on the $name store', (testStore) => {
  let store: OpenedTestStore

  async function relay(options: StartRelayParameters = {}, reuse = false) {
    if (!reuse) {
      store = await testStore.open()
      opened.push(store)
    }
    const started = await startRelay({ port: 0, storage: store.storage, ...options })
    relays.push(started)
    return started
  }

  async function client(url: string, iss: string, options: Omit<ConnectRawClientOptions, 'iss'> = {}) {
    const connected = await connectRawClient(url, { iss, ...options })
    clients.push(connected)
    return connected
  }

  // What is refused before anything is stored is the same code whatever the store: checked once, on memory.
  if (testStore.name === 'memory') {
    test('a message larger than the limit is refused with -32600 PayloadSizeExceeded, and nothing of it is kept', async () => {
      const r = await relay({ quotas: { maxMessageBytes: 1000 } })
      const alice = await client(r.url, 'alice')
      const refusal = {
        code: -32600,
        message: 'Invalid payload: Payload size exceeded (a message may be 1000 bytes at most)',
        data: 'PayloadSizeExceeded',
      }
      const topic = randomTopic()
      expect((await alice.request('irn_publish', { topic, message: text(1001, 1), ttl: 300 })).error).toEqual(
        refusal,
      )
      // The attestation counts with the text.
      const attested = { topic, message: text(900, 2), ttl: 300, attestation: 'a'.repeat(101) }
      expect((await alice.request('irn_publish', attested)).error).toEqual(refusal)
      // A session proposal too large neither subscribes the dApp to its pairing topic nor is stored.
      const proposal = { pairingTopic: randomTopic(), sessionProposal: text(1001, 3), ttl: 300 }
      expect((await alice.request('wc_proposeSession', proposal)).error).toEqual(refusal)
      expect(r.stats()).toMatchObject({
        messages: 0,
        storedBytes: 0,
        topics: 0,
        published: 0,
        refusedPublishes: 3,
      })

      expect((await alice.request('irn_publish', { topic, message: text(1000, 4), ttl: 300 })).result).toBe(
        true,
      )
      expect(r.stats()).toMatchObject({ messages: 1, storedBytes: cost })
    })

    test('a TTL over the longest is refused with -32000 TtlTooLong; the TTLs WalletConnect clients send are kept', async () => {
      const r = await relay()
      const alice = await client(r.url, 'alice')
      // Pairing ping, proposal and settlement, session request, authenticate, pairing delete and session
      // update, and the longest expiry a session request may ask for (7 days).
      const used = [30, 300, 900, 3600, 86_400, 604_800]
      for (const ttl of used)
        expect(
          (await alice.request('irn_publish', { topic: randomTopic(), message: `dHRs${ttl}`, ttl })).result,
        ).toBe(true)
      const tooLong = {
        code: -32000,
        message: 'Request handler error: TTL too long (604800 seconds at most)',
        data: 'TtlTooLong',
      }
      for (const ttl of [604_801, 30 * 86_400])
        expect(
          (await alice.request('irn_publish', { topic: randomTopic(), message: 'bG9uZw==', ttl })).error,
        ).toEqual(tooLong)
      // One message too long refuses its whole batch.
      const batch = [
        { topic: randomTopic(), message: 'b2s=', ttl: 300 },
        { topic: randomTopic(), message: 'bm90IG9r', ttl: 604_801 },
      ]
      expect((await alice.request('irn_batchPublish', { messages: batch })).error).toEqual(tooLong)
      const approval = {
        sessionTopic: randomTopic(),
        pairingTopic: randomTopic(),
        sessionProposalResponse: 'cmVzcG9uc2U=',
        sessionSettlementRequest: 'c2V0dGxl',
        ttl: 604_801,
      }
      expect((await alice.request('wc_approveSession', approval)).error).toEqual(tooLong)
      expect(r.stats()).toMatchObject({
        messages: used.length,
        published: used.length,
        topics: 0,
        refusedPublishes: 4,
      })
    })

    test('a client past its stored bytes is refused with -32000 MailboxLimitExceeded and nothing more is stored', async () => {
      const r = await relay({ quotas: { storedBytesPerClient: 3 * cost } })
      const alice = await client(r.url, 'alice')
      const first = { topic: randomTopic(), message: text(1000, 0), ttl: 300 }
      expect((await alice.request('irn_publish', first)).result).toBe(true)
      for (let i = 1; i < 3; i++)
        expect(
          (await alice.request('irn_publish', { topic: randomTopic(), message: text(1000, i), ttl: 300 }))
            .result,
        ).toBe(true)
      expect(r.stats().storedBytes).toBe(3 * cost)

      const over = await alice.request('irn_publish', {
        topic: randomTopic(),
        message: text(1000, 3),
        ttl: 300,
      })
      expect(over.error).toEqual(mailboxLimit('this client', 3 * cost))
      const batch = [1, 2].map((i) => ({ topic: randomTopic(), message: text(10, `b${i}`), ttl: 300 }))
      expect((await alice.request('irn_batchPublish', { messages: batch })).error).toEqual(
        mailboxLimit('this client', 3 * cost),
      )
      // A retried publish of a stored message costs nothing and is answered as before.
      expect((await alice.request('irn_publish', first)).result).toBe(true)
      expect(r.stats()).toMatchObject({
        messages: 3,
        published: 3,
        storedBytes: 3 * cost,
        refusedPublishes: 2,
      })

      // The quota is the client's: another client from the same address still publishes.
      const bob = await client(r.url, 'bob')
      expect(
        (await bob.request('irn_publish', { topic: randomTopic(), message: text(1000, 'bob'), ttl: 300 }))
          .result,
      ).toBe(true)
    })

    test('clients connecting from one address share its stored bytes; another address has its own', async () => {
      const r = await relay({ trustProxy: true, quotas: { storedBytesPerIp: 2 * cost } })
      const publish = async (iss: string, address: string) => {
        const c = await client(r.url, iss, fromAddress(address))
        return c.request('irn_publish', { topic: randomTopic(), message: text(1000, iss), ttl: 300 })
      }
      expect((await publish('c1', '198.51.100.1')).result).toBe(true)
      expect((await publish('c2', '198.51.100.1')).result).toBe(true)
      expect((await publish('c3', '198.51.100.1')).error).toEqual(mailboxLimit('this address', 2 * cost))
      expect((await publish('d1', '198.51.100.2')).result).toBe(true)
      // An IPv6 address counts by its /64.
      expect((await publish('e1', '2001:db8:0:1::1')).result).toBe(true)
      expect((await publish('e2', '2001:db8:0:1:ffff::2')).result).toBe(true)
      expect((await publish('e3', '2001:db8:0:1::3')).error).toEqual(mailboxLimit('this address', 2 * cost))
      expect(r.stats()).toMatchObject({ messages: 5, storedBytes: 5 * cost, refusedPublishes: 2 })
    })

    test("past the relay's stored bytes every client is refused", async () => {
      const r = await relay({ quotas: { storedBytes: 2 * cost } })
      for (const iss of ['alice', 'bob']) {
        const c = await client(r.url, iss)
        expect(
          (await c.request('irn_publish', { topic: randomTopic(), message: text(1000, iss), ttl: 300 }))
            .result,
        ).toBe(true)
      }
      const carol = await client(r.url, 'carol')
      const refused = await carol.request('irn_publish', {
        topic: randomTopic(),
        message: text(1000, 'c'),
        ttl: 300,
      })
      expect(refused.error).toEqual(mailboxLimit('this relay', 2 * cost))
      expect(r.stats()).toMatchObject({ messages: 2, storedBytes: 2 * cost })
    })
  }
  test('stored bytes are released when every subscriber has the message, when it expires, and when a cap drops it', async () => {
    // Two messages, plus the record of one already delivered.
    const quota = 2 * cost + RECORD_BYTES
    const r = await relay({ quotas: { storedBytesPerClient: quota }, limits: { maxMessagesPerTopic: 1 } })
    const [delivered, fetched] = [randomTopic(), randomTopic()]
    const bob = await client(r.url, 'bob', { acknowledge: false })
    await bob.request('irn_subscribe', { topic: delivered })
    const alice = await client(r.url, 'alice')
    expect(
      (await alice.request('irn_publish', { topic: delivered, message: text(1000, 'm1'), ttl: 300 })).result,
    ).toBe(true)
    expect(
      (await alice.request('irn_publish', { topic: fetched, message: text(1000, 'm2'), ttl: 300 })).result,
    ).toBe(true)
    const third = { topic: randomTopic(), message: text(1000, 'm3'), ttl: 300 }
    expect((await alice.request('irn_publish', third)).error).toEqual(mailboxLimit('this client', quota))

    // Bob acknowledges his push: its text is released, its record stays until it expires.
    const push = await bob.nextPush()
    expect(push.message).toBe(text(1000, 'm1'))
    bob.ws.send(`{"id":${push.rawId},"jsonrpc":"2.0","result":true}`)
    await eventually(() => r.stats().settled === 1)
    expect(r.stats()).toMatchObject({ messages: 2, storedBytes: cost + RECORD_BYTES })
    expect((await alice.request('irn_publish', third)).result).toBe(true)
    // A fetch is a delivery too.
    const carol = await client(r.url, 'carol')
    const page = (await carol.request('irn_fetchMessages', { topic: fetched })).result as {
      messages: unknown[]
    }
    expect(page.messages).toHaveLength(1)
    expect(r.stats()).toMatchObject({ settled: 2, storedBytes: cost + 2 * RECORD_BYTES })

    // A message the topic's cap drops is released whole (Carol's replaces Alice's).
    const replaced = await carol.request('irn_publish', {
      topic: third.topic,
      message: text(1000, 'm4'),
      ttl: 300,
    })
    expect(replaced.result).toBe(true)
    expect(r.stats()).toMatchObject({ dropped: 1, storedBytes: cost + 2 * RECORD_BYTES })
    expect(
      (await alice.request('irn_publish', { topic: randomTopic(), message: text(1000, 'm5'), ttl: 300 }))
        .result,
    ).toBe(true)
    // An expired one too.
    const before = r.stats().storedBytes
    expect(
      (await carol.request('irn_publish', { topic: randomTopic(), message: text(1000, 'm6'), ttl: 1 }))
        .result,
    ).toBe(true)
    expect(r.stats().storedBytes).toBe(before + cost)
    await eventually(() => r.stats().expired === 1)
    expect(r.stats().storedBytes).toBe(before)
  })

  if (testStore.name === 'memory') {
    test('subscribed topics past a quota are refused with -32000 SubscriberLimitExceeded, the whole request with them', async () => {
      const r = await relay({ trustProxy: true, quotas: { topicsPerClient: 3, topicsPerIp: 5 } })
      const here = fromAddress('198.51.100.1')
      const alice = await client(r.url, 'alice', here)
      const [t1, t2, t3, t4] = [randomTopic(), randomTopic(), randomTopic(), randomTopic()]
      expect((await alice.request('irn_batchSubscribe', { topics: [t1, t2] })).result).toHaveLength(2)
      expect((await alice.request('irn_batchSubscribe', { topics: [t3, t4] })).error).toEqual(
        subscriberLimit('this client', 3),
      )
      expect(r.stats().topics).toBe(2)
      // Subscribing again costs nothing; unsubscribing makes room.
      expect((await alice.request('irn_subscribe', { topic: t1 })).result).toMatch(/^[0-9a-f]{64}$/)
      expect((await alice.request('irn_subscribe', { topic: t3 })).result).toMatch(/^[0-9a-f]{64}$/)
      expect((await alice.request('irn_subscribe', { topic: t4 })).error).toEqual(
        subscriberLimit('this client', 3),
      )
      await alice.request('irn_unsubscribe', { topic: t1, id: 'x' })
      expect((await alice.request('irn_subscribe', { topic: t4 })).result).toMatch(/^[0-9a-f]{64}$/)

      // Alice holds 3 of her address's 5.
      const bob = await client(r.url, 'bob', here)
      expect(
        (await bob.request('irn_batchSubscribe', { topics: [randomTopic(), randomTopic()] })).result,
      ).toHaveLength(2)
      expect((await bob.request('irn_subscribe', { topic: randomTopic() })).error).toEqual(
        subscriberLimit('this address', 5),
      )
      // A proposal's implicit subscription counts too: refused, and its proposal not stored.
      const proposal = { pairingTopic: randomTopic(), sessionProposal: 'cHJvcG9zYWw=', ttl: 300 }
      expect((await bob.request('wc_proposeSession', proposal)).error).toEqual(
        subscriberLimit('this address', 5),
      )
      expect(r.stats()).toMatchObject({ topics: 5, messages: 0, refusedSubscriptions: 4 })
      const dave = await client(r.url, 'dave', fromAddress('198.51.100.2'))
      expect((await dave.request('irn_subscribe', { topic: randomTopic() })).result).toMatch(/^[0-9a-f]{64}$/)
    })

    test('connections past a quota are refused at the handshake with 429', async () => {
      const r = await relay({ trustProxy: true, quotas: { connectionsPerClient: 2, connectionsPerIp: 3 } })
      const here = fromAddress('198.51.100.1')
      await client(r.url, 'alice', here)
      await client(r.url, 'alice', here)
      await expect(client(r.url, 'alice', here)).rejects.toEqual(
        new RawClientRefusedError(
          429,
          'Too many connections of this client (2 at most): close one and retry',
        ),
      )
      const bob = await client(r.url, 'bob', here)
      await expect(client(r.url, 'carol', here)).rejects.toEqual(
        new RawClientRefusedError(
          429,
          'Too many connections from this address (3 at most): close one and retry',
        ),
      )
      await client(r.url, 'dave', fromAddress('198.51.100.2'))
      expect(r.stats()).toMatchObject({ connections: 4, refusedConnections: 2 })
      // A closed connection makes room.
      await bob.close()
      await eventually(() => r.stats().connections === 3)
      const carol = await client(r.url, 'carol', here)
      expect((await carol.request('irn_subscribe', { topic: randomTopic() })).result).toMatch(
        /^[0-9a-f]{64}$/,
      )
    })
  }
  test('the 60 × 1 MB attack: stored bytes stay within the quotas, from one socket and from many of one address', async () => {
    // Messages of 1 MB with a 30-day TTL pass these limits: only the stored-bytes quotas stop them.
    const MiB = 1024 * 1024
    const r = await relay({
      quotas: {
        maxMessageBytes: MiB,
        maxTtlSeconds: 30 * 86_400,
        storedBytesPerClient: MiB,
        storedBytesPerIp: 3 * MiB,
      },
    })
    const megabyte = (seed: number) => text(1_000_000, seed)
    const attack = (c: RawClient, seed: number) =>
      c.request('irn_publish', { topic: randomTopic(), message: megabyte(seed), ttl: 30 * 86_400, tag: 1108 })
    const codes = (answers: RawResponse[]) =>
      answers.map((answer) => (answer.error ? answer.error.data : answer.result))

    const socket = await client(r.url, 'attacker')
    const fromOne = []
    for (let i = 0; i < 60; i++) fromOne.push(await attack(socket, i))
    expect(codes(fromOne)).toEqual([true, ...Array(59).fill('MailboxLimitExceeded')])
    expect(r.stats()).toMatchObject({ messages: 1, storedBytes: 1_000_000 + RECORD_BYTES })

    const fromMany = []
    for (let i = 0; i < 60; i++) {
      const c = await client(r.url, `attacker-${i}`)
      fromMany.push(await attack(c, 100 + i))
      await c.close()
    }
    expect(codes(fromMany)).toEqual([true, true, ...Array(58).fill('MailboxLimitExceeded')])
    expect(fromMany[2]?.error).toEqual(mailboxLimit('this address', 3 * MiB))
    expect(r.stats()).toMatchObject({
      messages: 3,
      storedBytes: 3 * (1_000_000 + RECORD_BYTES),
      refusedPublishes: 117,
    })
  }, 60_000)

  if (testStore.name === 'memory') {
    test('the 60 × 1 MB attack at the default quotas: every message refused, nothing stored', async () => {
      const r = await relay()
      const message = text(1_000_000, 'attack')
      const socket = await client(r.url, 'attacker')
      const answers = []
      for (let i = 0; i < 60; i++)
        answers.push(
          await socket.request('irn_publish', { topic: randomTopic(), message, ttl: 30 * 86_400, tag: 1108 }),
        )
      for (let i = 0; i < 60; i++) {
        const c = await client(r.url, `attacker-${i}`)
        answers.push(
          await c.request('irn_publish', { topic: randomTopic(), message, ttl: 30 * 86_400, tag: 1108 }),
        )
        await c.close()
      }
      expect(new Set(answers.map((answer) => answer.error?.data))).toEqual(new Set(['PayloadSizeExceeded']))
      expect(r.stats()).toMatchObject({ messages: 0, storedBytes: 0, published: 0, refusedPublishes: 120 })
    }, 60_000)
  }
})

describe.each(testStores.filter((s) => s.name !== 'memory'))(
  'across a restart of the $name store',
  (testStore) => {
    test("a client's and an address's stored bytes and topics are counted again from the store", async () => {
      const store = await testStore.open()
      opened.push(store)
      const quotas = { storedBytesPerClient: 3000, storedBytesPerIp: 3500, topicsPerIp: 2 }
      const start = async () => {
        const started = await startRelay({ port: 0, storage: store.storage, quotas })
        relays.push(started)
        return started
      }
      const first = await start()
      const subscribed = randomTopic()
      const bob = await connectRawClient(first.url, { iss: 'bob' })
      await bob.request('irn_subscribe', { topic: subscribed })
      const alice = await connectRawClient(first.url, { iss: 'alice' })
      await alice.request('irn_publish', { topic: subscribed, message: text(1000, 'delivered'), ttl: 300 })
      await alice.request('irn_publish', { topic: randomTopic(), message: text(1000, 'waiting'), ttl: 300 })
      expect((await bob.nextPush()).message).toBe(text(1000, 'delivered'))
      await eventually(() => first.stats().settled === 1)
      const held = first.stats().storedBytes
      expect(held).toBe(cost + RECORD_BYTES)
      await Promise.all([alice.close(), bob.close()])
      await first.stop()

      const second = await start()
      expect(second.stats()).toMatchObject({ messages: 2, storedBytes: held, subscribedClients: 1 })
      // Alice's bytes are hers again: 2,024 of 3,000.
      const aliceAgain = await connectRawClient(second.url, { iss: 'alice' })
      clients.push(aliceAgain)
      expect(
        (
          await aliceAgain.request('irn_publish', {
            topic: randomTopic(),
            message: text(1000, 'over'),
            ttl: 300,
          })
        ).error,
      ).toEqual(mailboxLimit('this client', 3000))
      // And her address's: carol, from the same address, has 1,476 of its 3,500 left.
      const carol = await connectRawClient(second.url, { iss: 'carol' })
      clients.push(carol)
      expect(
        (await carol.request('irn_publish', { topic: randomTopic(), message: text(1000, 'c'), ttl: 300 }))
          .error,
      ).toEqual(mailboxLimit('this address', 3500))
      // Bob's subscription still counts for the address: one topic left of two.
      expect((await carol.request('irn_subscribe', { topic: randomTopic() })).result).toMatch(
        /^[0-9a-f]{64}$/,
      )
      expect((await carol.request('irn_subscribe', { topic: randomTopic() })).error).toEqual(
        subscriberLimit('this address', 2),
      )
    }, 90_000)

    test('a subscription made again from another address counts for that one, also once stored', async () => {
      const store = await testStore.open()
      opened.push(store)
      const options = { storage: store.storage, trustProxy: true, quotas: { topicsPerIp: 1 } }
      const first = await startRelay({ port: 0, ...options })
      relays.push(first)
      const [home, away] = [fromAddress('198.51.100.1'), fromAddress('198.51.100.2')]
      const topic = randomTopic()
      const atHome = await connectRawClient(first.url, { iss: 'alice', ...home })
      const abroad = await connectRawClient(first.url, { iss: 'alice', ...away })
      // Both in the same turn: the store writes them in one batch.
      const answers = await Promise.all([
        atHome.request('irn_subscribe', { topic }),
        abroad.request('irn_subscribe', { topic }),
      ])
      expect(answers.map((answer) => answer.error)).toEqual([undefined, undefined])
      await Promise.all([atHome.close(), abroad.close()])
      await first.stop()

      const second = await startRelay({ port: 0, ...options })
      relays.push(second)
      const fromHome = await connectRawClient(second.url, { iss: 'bob', ...home })
      const fromAway = await connectRawClient(second.url, { iss: 'carol', ...away })
      clients.push(fromHome, fromAway)
      expect((await fromHome.request('irn_subscribe', { topic: randomTopic() })).result).toMatch(
        /^[0-9a-f]{64}$/,
      )
      expect((await fromAway.request('irn_subscribe', { topic: randomTopic() })).error).toEqual(
        subscriberLimit('this address', 1),
      )
    }, 90_000)
  },
)

describe.each(testStores.filter((s) => s.name === 'postgres'))(
  'two instances on one $name database',
  (testStore) => {
    test('count the same bytes and topics, and release a message either delivered', async () => {
      const store = await testStore.open()
      opened.push(store)
      const quotas = { storedBytesPerIp: 2 * cost, topicsPerIp: 3 }
      const [a, b] = [
        await startRelay({ port: 0, storage: store.storage, quotas }),
        await startRelay({ port: 0, storage: store.storage, quotas }),
      ]
      relays.push(a, b)
      const shared = randomTopic()
      const bobOnB = await connectRawClient(b.url, { iss: 'bob' })
      clients.push(bobOnB)
      await bobOnB.request('irn_subscribe', { topic: shared })
      await eventually(() => a.stats().topics === 1)

      const aliceOnA = await connectRawClient(a.url, { iss: 'alice' })
      clients.push(aliceOnA)
      expect(
        (await aliceOnA.request('irn_publish', { topic: shared, message: text(1000, 'shared'), ttl: 300 }))
          .result,
      ).toBe(true)
      // B pushes it to Bob, who acknowledges it there; A learns of it and releases the text too.
      expect((await bobOnB.nextPush(5_000)).message).toBe(text(1000, 'shared'))
      await eventually(() => a.stats().settled === 1 && b.stats().settled === 1)
      expect(a.stats().storedBytes).toBe(RECORD_BYTES)
      expect(b.stats().storedBytes).toBe(RECORD_BYTES)

      // Carol, on B from the same address, shares its quotas with what went through A.
      await aliceOnA.request('irn_publish', { topic: randomTopic(), message: text(1000, 'a2'), ttl: 300 })
      await eventually(() => b.stats().messages === 2)
      const carolOnB = await connectRawClient(b.url, { iss: 'carol' })
      clients.push(carolOnB)
      expect(
        (await carolOnB.request('irn_publish', { topic: randomTopic(), message: text(1000, 'c'), ttl: 300 }))
          .error,
      ).toEqual(mailboxLimit('this address', 2 * cost))
      await aliceOnA.request('irn_batchSubscribe', { topics: [randomTopic(), randomTopic()] })
      await eventually(() => b.stats().topics === 3)
      expect((await carolOnB.request('irn_subscribe', { topic: randomTopic() })).error).toEqual(
        subscriberLimit('this address', 3),
      )
    }, 60_000)
  },
)
