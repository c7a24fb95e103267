import pg from 'pg'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectRawClient, randomTopic } from './rawClient.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'
import {
  closeTestSignClient,
  connectDapp,
  createTestSignClient,
  keepVerifyOffline,
  serveWallet,
} from './testClients.js'
import { type OpenedTestStore, stopTestPostgres, testStores } from './testing/testStores.js'

// Two relay instances on one PostgreSQL, as an operator runs them behind one name: each instance holds
// its own sockets; the database stores the messages and its notifications carry them across.

// A database of its own on the server of TEST_DATABASE_URL (or one started for the run).
let database: OpenedTestStore | undefined
let databaseUrl: string
beforeAll(async () => {
  keepVerifyOffline()
  const postgres = testStores.find((store) => store.name === 'postgres')
  database = await postgres?.open()
  if (database?.storage.kind !== 'postgres') throw new Error('no PostgreSQL for the scale tests')
  databaseUrl = database.storage.databaseUrl
}, 60_000)
afterAll(async () => {
  await database?.remove()
  await stopTestPostgres()
})

/** How many acknowledgements of the topic's messages the shared database holds. */
async function storedAcks(topic: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      'select count(*) from relay_acks a join relay_messages m on m.id = a.message_id where m.topic = $1',
      [topic],
    )
    return Number(rows[0]?.count ?? 0)
  } finally {
    await client.end()
  }
}

async function twoInstances(): Promise<[StartRelayReturnType, StartRelayReturnType]> {
  const storage = { kind: 'postgres', databaseUrl } as const
  return [await startRelay({ port: 0, storage }), await startRelay({ port: 0, storage })]
}

test('the two peers of a session on different instances pair and exchange requests both ways', async () => {
  const [a, b] = await twoInstances()
  const dapp = await createTestSignClient({ relayUrl: a.url, name: 'scale-dapp' })
  const wallet = await createTestSignClient({ relayUrl: b.url, name: 'scale-wallet' })
  try {
    const account = privateKeyToAccount(generatePrivateKey())
    serveWallet(wallet, account)
    const session = await connectDapp(dapp, wallet)
    // dApp (on A) → wallet (on B), and the signature back.
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [stringToHex('across instances'), account.address] },
    })
    expect(await verifyMessage({ address: account.address, message: 'across instances', signature })).toBe(
      true,
    )
    // Wallet (on B) → dApp (on A): a session event.
    const received = new Promise<unknown>((resolve) =>
      dapp.on('session_event', (event) => resolve(event.params.event)),
    )
    await wallet.emit({
      topic: session.topic,
      chainId: 'eip155:1',
      event: { name: 'accountsChanged', data: [account.address] },
    })
    expect(await received).toEqual({ name: 'accountsChanged', data: [account.address] })
    expect(a.stats().published).toBeGreaterThan(0)
    expect(b.stats().published).toBeGreaterThan(0)
    expect([...a.unknownMethods, ...b.unknownMethods]).toEqual([])
  } finally {
    await closeTestSignClient(dapp)
    await closeTestSignClient(wallet)
    await a.stop()
    await b.stop()
  }
}, 60_000)

test('a client that moves to the other instance gets what it missed, and not what it acknowledged', async () => {
  const [a, b] = await twoInstances()
  try {
    const topic = randomTopic()
    const bob = await connectRawClient(a.url, { iss: 'scale-bob' })
    await bob.request('irn_subscribe', { topic })
    const alice = await connectRawClient(b.url, { iss: 'scale-alice' })
    await alice.request('irn_publish', { topic, message: 'Zmlyc3Q=', ttl: 300 })
    expect((await bob.nextPush(5_000)).message).toBe('Zmlyc3Q=')
    // Acknowledgements are written in batches after the push is confirmed; delivery is at least once
    // until the acknowledgement is stored and announced, so the move starts once it is.
    await expect.poll(() => storedAcks(topic), { timeout: 5_000 }).toBe(1)
    await bob.close()
    await alice.request('irn_publish', { topic, message: 'c2Vjb25k', ttl: 300 })
    await alice.close()
    // Bob reconnects through B, which learnt of his acknowledgement from A.
    const bobOnB = await connectRawClient(b.url, { iss: 'scale-bob' })
    await bobOnB.request('irn_subscribe', { topic })
    expect((await bobOnB.nextPush(5_000)).message).toBe('c2Vjb25k')
    await expect(bobOnB.nextPush(500)).rejects.toThrow(/no message pushed/)
    await bobOnB.close()
  } finally {
    await a.stop()
    await b.stop()
  }
}, 60_000)
