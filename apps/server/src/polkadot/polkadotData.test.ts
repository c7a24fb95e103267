import type { Capabilities, TransactionHistoryPage } from '@latch/api'
import { type PolkadotChain, startPolkadotChain } from '@latch/devnet'
import { Keyring } from '@polkadot/keyring'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { type ErrorBody, requestJson } from '../testing/requestJson.js'
import { createPolkadotIndexer, type PolkadotIndexer } from './createPolkadotIndexer.js'
import {
  createPolkadotNetworkRegistry,
  type PolkadotNetworkRegistry,
  polkadotPublicKey,
} from './polkadotNetworks.js'
import { polkadotIndexerCursors, polkadotTransfers } from './polkadotTables.js'

let chain: PolkadotChain
let networks: PolkadotNetworkRegistry
let test: TestApp
let indexer: PolkadotIndexer
let keyring: Keyring
/** What the indexer reported for the height and lag metrics, in order. */
const progress: { network: string; indexedTo: number; head: number }[] = []

beforeAll(async () => {
  chain = await startPolkadotChain()
  networks = createPolkadotNetworkRegistry([{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.wsUrl }])
  test = await createTestApp({ polkadot: networks })
  indexer = createPolkadotIndexer({
    db: test.database.db,
    networks,
    onError: () => {},
    onProgress: (reported) => progress.push(reported),
  })
  keyring = new Keyring({ type: 'sr25519', ss58Format: chain.ss58Format })
}, 120_000)
afterAll(async () => {
  await indexer?.stop()
  await networks?.close()
  await test?.close()
  await chain?.stop()
})

const get = <T>(path: string) => requestJson<T>(test.app, path)
const historyOf = (address: string, query = '') =>
  get<TransactionHistoryPage>(`/v1/account/${address}/history?projectId=latch-dev${query}`)

function accountOf(index: number) {
  const account = chain.accounts[index]
  if (!account) throw new Error(`the devnet has no Polkadot account ${index}`)
  return account
}

/** Sends `amount` planck from one test account to another and resolves with the extrinsic's hash once in a block. */
async function transfer(from: number, to: number, amount: bigint): Promise<string> {
  const api = await networks.list()[0]?.api()
  if (!api) throw new Error('no Polkadot network')
  const extrinsic = api.tx.balances.transferKeepAlive(accountOf(to).address, amount)
  await new Promise<void>((resolve, reject) => {
    extrinsic
      .signAndSend(keyring.addFromUri(accountOf(from).uri), (result) => {
        if (result.dispatchError) reject(new Error(result.dispatchError.toString()))
        // Chopsticks may report the block finalized without an in-block status first.
        if (result.status.isInBlock || result.status.isFinalized) resolve()
      })
      .catch(reject)
  })
  return extrinsic.hash.toHex()
}

// A block executes the runtime's wasm: seconds on an idle machine, much longer on a loaded one; the tests wait on
// the chain itself, and the timeout only ends a chain that stopped answering.
describe('Polkadot history', { timeout: 180_000 }, () => {
  const amount = 12_345_000_000n
  let hash: string

  it('indexes a balance transfer and lists it for the sender (sent) and the receiver (received)', async () => {
    hash = await transfer(0, 1, amount)
    const [result] = await indexer.sync()
    expect(result?.indexedTo).toBeGreaterThan(0)
    // The height and lag metrics hear where the step ended.
    expect(progress.at(-1)).toEqual({
      network: chain.caipNetworkId,
      indexedTo: result?.indexedTo,
      head: result?.head,
    })
    const sender = await historyOf(accountOf(0).address, `&chainId=${chain.caipNetworkId}`)
    expect(sender.status).toBe(200)
    expect(sender.body.next).toBeNull()
    expect(sender.body.data).toHaveLength(1)
    const [sent] = sender.body.data
    expect(sent?.metadata).toMatchObject({
      chain: chain.caipNetworkId,
      status: 'confirmed',
      operationType: 'send',
      sentFrom: accountOf(0).address,
      sentTo: accountOf(1).address,
      hash,
    })
    // The block's own timestamp: Chopsticks stamps each block with the time it builds it.
    expect(Math.abs(Date.parse(sent?.metadata.minedAt ?? '') - Date.now())).toBeLessThan(10 * 60_000)
    expect(sent?.transfers).toEqual([
      {
        fungible_info: { name: chain.symbol, symbol: chain.symbol, icon: { url: '' } },
        direction: 'out',
        quantity: { numeric: '0.012345', decimals: 12 },
      },
    ])
    // Without a network: the address's form names the namespace, and every Polkadot network is read.
    const receiver = await historyOf(accountOf(1).address)
    expect(receiver.status).toBe(200)
    expect(
      receiver.body.data.map((item) => [item.metadata.operationType, item.transfers[0]?.direction]),
    ).toEqual([['receive', 'in']])
    expect((await historyOf(accountOf(2).address)).body.data).toEqual([])
  })

  it('reads an account written with another SS58 prefix as the same account', async () => {
    const generic = keyring.encodeAddress(keyring.decodeAddress(accountOf(0).address), 0)
    expect(generic).not.toBe(accountOf(0).address)
    const page = await historyOf(generic, `&chainId=${chain.caipNetworkId}`)
    expect(page.body.data.map((item) => item.metadata.hash)).toEqual([hash])
    // Addresses in the answer are in the network's own format.
    expect(page.body.data[0]?.metadata.sentFrom).toBe(accountOf(0).address)
  })

  it('indexes a chain that restarted afresh: its old rows go, its blocks are read again', async () => {
    await test.database.db.update(polkadotIndexerCursors).set({ blockHash: `0x${'00'.repeat(32)}` })
    const [result] = await indexer.sync()
    expect(result?.reset).toBe(true)
    const page = await historyOf(accountOf(1).address)
    expect(page.body.data.map((item) => item.metadata.hash)).toEqual([hash])
  })

  it('offers the network in the capabilities: the widget shows Activity there', async () => {
    const { status, body } = await get<Capabilities>('/v1/capabilities?projectId=latch-dev')
    expect(status).toBe(200)
    expect(body.history).toEqual([chain.caipNetworkId])
  })

  it('pages an account with many transfers, newest first, with a cursor', async () => {
    const key = `0x${'ab'.repeat(32)}`
    const other = `0x${'cd'.repeat(32)}`
    await test.database.db.insert(polkadotTransfers).values(
      Array.from({ length: 25 }, (_, i) => ({
        network: chain.caipNetworkId,
        blockNumber: 1_000 + i,
        eventIndex: 2,
        extrinsicHash: `0x${i.toString(16).padStart(64, '0')}`,
        timestamp: 1_700_000_000 + i * 6,
        fromKey: i % 2 ? key : other,
        toKey: i % 2 ? other : key,
        amount: `${i + 1}0000000000`,
      })),
    )
    const address = keyring.encodeAddress(key)
    const first = await historyOf(address, `&chainId=${chain.caipNetworkId}`)
    expect(first.body.data).toHaveLength(20)
    expect(first.body.data[0]?.id).toBe(`${chain.caipNetworkId}:1024-2`)
    expect(first.body.next).toEqual(expect.any(String))
    const second = await historyOf(
      address,
      `&chainId=${chain.caipNetworkId}&cursor=${encodeURIComponent(first.body.next ?? '')}`,
    )
    expect(second.body.data.map((item) => item.id)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `${chain.caipNetworkId}:${1_000 + i}-2`),
    )
    expect(second.body.next).toBeNull()
    await test.database.db.execute(sql`delete from polkadot_transfers where block_number >= 1000`)
  })

  it('answers 400 { code, message } for a malformed network id, an unserved network or a bad address', async () => {
    const address = accountOf(0).address
    const malformed = await get<ErrorBody>(
      `/v1/account/${address}/history?projectId=latch-dev&chainId=polkadot:xyz`,
    )
    expect(malformed.status).toBe(400)
    expect(malformed.body.code).toBe('INVALID_PARAMS')
    expect(malformed.body.message).toMatch(/chainId/)
    const unserved = await get<ErrorBody>(
      `/v1/account/${address}/history?projectId=latch-dev&chainId=polkadot:${'0'.repeat(32)}`,
    )
    expect(unserved.status).toBe(400)
    expect(unserved.body.code).toBe('UNSUPPORTED_CHAIN')
    // One character changed: the SS58 checksum no longer matches.
    const last = address.at(-1) === 'a' ? 'b' : 'a'
    const corrupted = `${address.slice(0, -1)}${last}`
    expect(polkadotPublicKey(corrupted)).toBeUndefined()
    const bad = await get<ErrorBody>(
      `/v1/account/${corrupted}/history?projectId=latch-dev&chainId=${chain.caipNetworkId}`,
    )
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ code: 'INVALID_PARAMS', message: expect.stringContaining(corrupted) })
    const tooLong = await get<ErrorBody>(`/v1/account/${address}xxxxx/history?projectId=latch-dev`)
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.code).toBe('INVALID_PARAMS')
  })
})
