import type { TransactionHistoryItem } from '@latch/api'
import { type Devnet, devnetTokenAbi, startDevnet, uniswapV2RouterAbi } from '@latch/devnet'
import { type Hex, maxUint256, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChainRegistry, createChainRegistry } from '../chains/createChainRegistry.js'
import { createIndexer, type Indexer } from '../indexer/createIndexer.js'
import { startServer } from '../startServer.js'
import { at } from '../testing/at.js'
import { createTestApp, type TestApp, testOrigin } from '../testing/createTestApp.js'
import { createTestWallet } from '../testing/createTestWallet.js'
import { defined } from '../testing/defined.js'
import { type ErrorBody, requestJson } from '../testing/requestJson.js'
import { createTestDatabaseTarget } from '../testing/testDatabase.js'
import { historyPageSize } from './getAccountHistory.js'

let devnet: Devnet
let test: TestApp
let chains: ChainRegistry
let indexer: Indexer
const accountKey: Hex = `0x${'7'.repeat(64)}`
const account = privateKeyToAccount(accountKey)
const other = privateKeyToAccount(`0x${'8'.repeat(64)}`)

const walletOf = (privateKey: Hex, chainIndex = 0) =>
  createTestWallet(at(devnet.chains, chainIndex), privateKey)
const mined = (hash: Promise<Hex>, chainIndex = 0) => walletOf(accountKey, chainIndex).mined(hash)

type Page = { data: TransactionHistoryItem[]; next: string | null }
/** The history page, or an `ErrorBody` when the test expects a 4xx. */
const history = <T = Page>(query: string, address: string = account.address) =>
  requestJson<T>(test.app, `/v1/account/${address}/history?projectId=latch-dev${query}`)

beforeAll(async () => {
  devnet = await startDevnet()
  chains = createChainRegistry(
    devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] })),
  )
  test = await createTestApp({ chains })
  indexer = createIndexer({ db: test.database.db, chains })
  const funder = walletOf(at(devnet.accounts, 2).privateKey)
  await funder.mined(funder.sendTransaction({ to: account.address, value: parseEther('100') }))
  await funder.mined(
    funder.writeContract({
      address: at(devnet.chains, 0).contracts.usdc,
      abi: devnetTokenAbi,
      functionName: 'transfer',
      args: [account.address, parseUnits('42.5', 6)],
    }),
  )
  // 24 sends, so the history spans two pages.
  const own = walletOf(accountKey)
  for (let i = 1; i <= 24; i++) await own.mined(own.sendTransaction({ to: other.address, value: BigInt(i) }))
  await indexer.sync()
})
afterAll(async () => {
  await test?.close()
  await devnet?.stop()
})

describe('GET /v1/account/{address}/history', () => {
  it('groups transfers per transaction, newest first, in the specification shape', async () => {
    const { status, body } = await history('&chainId=eip155:31337')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(historyPageSize)
    const newest = at(body.data, 0)
    expect(newest.metadata).toMatchObject({
      chain: 'eip155:31337',
      status: 'confirmed',
      operationType: 'send',
      sentFrom: account.address.toLowerCase(),
      sentTo: other.address.toLowerCase(),
      nonce: 23,
    })
    expect(new Date(newest.metadata.minedAt).toISOString()).toBe(newest.metadata.minedAt)
    expect(newest.transfers).toEqual([
      {
        fungible_info: {
          name: 'Ether',
          symbol: 'ETH',
          icon: { url: expect.stringMatching(/\/public\/getTokenImage\/eth$/) },
        },
        direction: 'out',
        quantity: { numeric: '0.000000000000000024', decimals: 18 },
      },
    ])
    const minedAt = body.data.map((item) => item.metadata.minedAt)
    expect([...minedAt].sort().reverse()).toEqual(minedAt)
  })

  it('pages with a cursor that neither skips nor repeats while new blocks arrive', async () => {
    const first = (await history('')).body
    expect(first.next).toEqual(expect.any(String))
    // New activity between page fetches: newer than the cursor, so it does not shift the next page.
    const own = walletOf(accountKey)
    for (let i = 0; i < 3; i++)
      await own.mined(own.sendTransaction({ to: other.address, value: 1000n + BigInt(i) }))
    await indexer.sync()
    const cursor = defined(first.next, 'a next-page cursor')
    const second = (await history(`&cursor=${encodeURIComponent(cursor)}`)).body
    expect(second.next).toBeNull()
    const ids = [...first.data, ...second.data].map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
    // 1 funding + 1 USDC receipt + 24 sends, none of the 3 new ones.
    expect(ids).toHaveLength(26)
    const receipt = defined(
      second.data.find((item) => item.transfers[0]?.fungible_info?.symbol === 'USDC'),
      'the USDC receipt on the second page',
    )
    expect(receipt.metadata.operationType).toBe('receive')
    expect(receipt.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '42.5', decimals: 6 },
    })
    expect(second.data.at(-1)?.metadata.operationType).toBe('receive')

    const fresh = (await history('')).body
    expect(fresh.data.slice(0, 3).map((item) => item.transfers[0]?.quantity.numeric)).toEqual([
      '0.000000000000001002',
      '0.000000000000001001',
      '0.000000000000001',
    ])
  })

  it('labels approvals and swaps', async () => {
    const chain = at(devnet.chains, 0)
    const own = walletOf(accountKey)
    await own.mined(
      own.writeContract({
        address: chain.contracts.usdc,
        abi: devnetTokenAbi,
        functionName: 'approve',
        args: [chain.contracts.uniswapV2Router, maxUint256],
      }),
    )
    await own.mined(
      own.writeContract({
        address: chain.contracts.uniswapV2Router,
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [
          parseUnits('10', 6),
          0n,
          [chain.contracts.usdc, chain.contracts.ltk],
          account.address,
          2n ** 40n,
        ],
      }),
    )
    await indexer.sync()
    const { data } = (await history('&chainId=eip155:31337')).body
    const swap = at(data, 0)
    const approval = at(data, 1)
    expect(approval.metadata.operationType).toBe('approve')
    expect(approval.transfers).toEqual([])
    expect(swap.metadata.operationType).toBe('trade')
    expect(swap.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
      ['out', 'USDC'],
      ['in', 'LTK'],
    ])
  })

  it('filters by chain', async () => {
    await mined(
      walletOf(at(devnet.accounts, 3).privateKey, 1).sendTransaction({ to: account.address, value: 5n }),
      1,
    )
    await indexer.sync()
    const all = (await history('')).body
    // Without a filter the other chain's transfer is in the page (the two chains' clocks differ, so where it
    // falls among the newest items depends on their timestamps); with one it is not.
    expect(all.data.map((item) => item.metadata.chain)).toContain('eip155:31338')
    const only = (await history('&chainId=eip155:31337')).body
    expect(only.data.every((item) => item.metadata.chain === 'eip155:31337')).toBe(true)
  })

  it('rejects cursors it did not issue for this request with 400 INVALID_CURSOR', async () => {
    const { next } = (await history('')).body
    const issued = defined(next, 'a next-page cursor')
    const tampered = `${next?.slice(0, 3)}${next?.[3] === 'A' ? 'B' : 'A'}${next?.slice(4)}`
    for (const [cursor, address, chain] of [
      ['garbage', account.address, ''],
      [tampered, account.address, ''],
      ['eyJ.AAAAAAAAAAAAAAAAAAAAAA', account.address, ''],
      // A real cursor, but for another account or another chain filter.
      [issued, other.address, ''],
      [issued, account.address, '&chainId=eip155:31337'],
    ] as const) {
      const { status, body } = await history<ErrorBody>(
        `&cursor=${encodeURIComponent(cursor)}${chain}`,
        address,
      )
      expect(status).toBe(400)
      expect(body.code).toBe('INVALID_CURSOR')
    }
    const overlong = await history<ErrorBody>(`&cursor=${'a'.repeat(300)}`)
    expect(overlong.status).toBe(400)
    expect(overlong.body.code).toBe('INVALID_PARAMS')
  })

  it('validates the address, chain and project', async () => {
    expect((await history<ErrorBody>('', '0xnope')).body.code).toBe('INVALID_PARAMS')
    expect((await history<ErrorBody>('&chainId=eip155:424242')).body.code).toBe('UNSUPPORTED_CHAIN')
    const res = await requestJson<ErrorBody>(
      test.app,
      `/v1/account/${account.address}/history?projectId=unknown`,
    )
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('PROJECT_NOT_FOUND')
    expect((await history('&onramp=coinbase')).body).toEqual({ data: [], next: null })
  })
})

describe('startServer with chains', () => {
  it('indexes in the background and serves the history over HTTP', async () => {
    const target = await createTestDatabaseTarget()
    const server = await startServer({
      port: 0,
      ...target.options,
      chains: devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] })),
    })
    try {
      expect(server.indexer).toBeDefined()
      const receiver = privateKeyToAccount(`0x${'9'.repeat(64)}`).address
      const hash = await mined(
        walletOf(at(devnet.accounts, 6).privateKey).sendTransaction({ to: receiver, value: 77n }),
      )
      const url = `${server.url}/v1/account/${receiver}/history?projectId=latch-dev`
      await expect
        .poll(
          async () =>
            ((await (await fetch(url, { headers: { Origin: testOrigin } })).json()) as Page).data.map(
              (item) => item.metadata.hash,
            ),
          {
            timeout: 15_000,
            interval: 100,
          },
        )
        .toEqual([hash])
    } finally {
      await server.stop()
      await target.cleanup()
    }
  })
})
