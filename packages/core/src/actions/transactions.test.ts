import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, devnetRpc, startDevnet, waitForDevnetReceipt } from '@latch/devnet'
import { type StartServerReturnType, startServer } from '@latch/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PENDING_WATCH_MAX_ATTEMPTS } from '../constants.js'
import { createLatch } from '../createLatch.js'
import { fetchFromPage } from '../test/fetchFromPage.js'
import { createTestAdapter, createTestWallet, testConnector } from '../test/testAdapter.js'
import type { AdapterRuntime, CaipNetwork, Latch, LatchConfig } from '../types.js'
import { groupTransactionsByYearAndMonth } from '../utils/groupTransactionsByYearAndMonth.js'
import { connect } from './connect.js'
import { fetchTransactions } from './fetchTransactions.js'
import { refreshTransactions } from './refreshTransactions.js'
import { resetTransactions } from './resetTransactions.js'
import { switchNetwork } from './switchNetwork.js'
import { watchPendingTransaction } from './watchPendingTransaction.js'
import { watchTransactions } from './watchTransactions.js'

// The real data path: transfers made on a devnet chain, indexed by the server's indexer, read over HTTP.
let devnet: Devnet
let server: StartServerReturnType
let dataDir: string
let rpcUrl: string
let funder: string

/** A fresh address per test run, so nothing else on the chain touches its history. */
const freshAddress = () => `0x${randomBytes(20).toString('hex')}`

const rpc = <T = unknown>(method: string, params: unknown[] = [], url = rpcUrl) =>
  devnetRpc<T>(url, method, params)

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const word = (value: string | bigint) =>
  (typeof value === 'bigint' ? value.toString(16) : value.replace(/^0x/, '')).padStart(64, '0')
/**
 * Sends and waits until the transaction is mined (while automine is on): anvil can answer before its block
 * exists, and an indexer sync started then would not see it.
 */
async function sendMined(transaction: Record<string, string>, url = rpcUrl): Promise<string> {
  const hash = await rpc<string>('eth_sendTransaction', [transaction], url)
  const automine = await rpc<boolean>('anvil_getAutomine', [], url)
  if (automine) await waitForDevnetReceipt(url, hash)
  return hash
}
/** Anvil's dev accounts are unlocked, so the node signs these itself. */
const sendEth = (from: string, to: string, wei: bigint, url = rpcUrl) =>
  sendMined({ from, to, value: `0x${wei.toString(16)}` }, url)
const sendUsdc = (from: string, to: string, units: bigint) =>
  sendMined({ from, to: usdc, data: `0xa9059cbb${word(to)}${word(units)}` })

function networkOf(chainId: number): CaipNetwork {
  const chain = devnet.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`no chain ${chainId}`)
  return {
    id: chainId,
    name: chain.name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
}

const mainnet: CaipNetwork = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}

async function connected(
  address: string,
  runtime: Partial<AdapterRuntime> = {},
  config: Pick<LatchConfig, 'pendingTransactionsFilter'> = {},
): Promise<Latch> {
  const wallet = { ...createTestWallet(), accounts: [address] }
  const latch = createLatch({
    ...config,
    projectId: 'latch-dev',
    apiUrl: server.url,
    networks: [networkOf(31337), networkOf(31338), mainnet],
    adapters: [createTestAdapter(wallet, { runtime })],
    storage: null,
    features: { analytics: false },
  })
  latch.store.setState({ connectors: [testConnector] })
  await connect(latch, { connectorId: testConnector.id })
  return latch
}

/** Receipts read from the chain over JSON-RPC, as a runtime would. */
const chainReceipts: Partial<AdapterRuntime> = {
  async waitForTransactionReceipt({ hash, network, timeout }) {
    const until = Date.now() + timeout
    while (Date.now() < until) {
      const receipt = await rpc<{ status: string } | null>(
        'eth_getTransactionReceipt',
        [hash],
        network.rpcUrls.default.http[0],
      )
      if (receipt) return { status: receipt.status === '0x1' ? 'success' : 'reverted' }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return undefined
  },
}

// 2 transfers in + 22 sends back: more than one page (20) of the server's history.
const richAccount = freshAddress()

// The widget's calls reach the server as a page of the development site would make them.
afterAll(fetchFromPage())
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-core-history-'))
  devnet = await startDevnet()
  rpcUrl = devnet.chains[0]?.rpcUrl ?? ''
  funder = devnet.accounts[0]?.address ?? ''
  server = await startServer({
    port: 0,
    dataDir,
    chains: devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] })),
  })
  await sendEth(funder, richAccount, (10n ** 18n * 3n) / 2n)
  await sendUsdc(funder, richAccount, 42_500_000n)
  await rpc('anvil_impersonateAccount', [richAccount])
  for (let i = 1; i <= 22; i++) await sendEth(richAccount, funder, BigInt(i))
  // Activity on the other chain must not show on this one.
  await sendEth(funder, richAccount, 5n, devnet.chains[1]?.rpcUrl)
  await server.indexer?.sync()
})

afterAll(async () => {
  await server?.stop()
  await devnet?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('fetchTransactions', () => {
  it('pages through the history with the cursor, newest first, only on the active network', async () => {
    const latch = await connected(richAccount)
    const first = await fetchTransactions(latch)
    expect(first.transactions).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    let state = latch.store.getState().transactions
    expect(state).toMatchObject({ loading: false, empty: false, next: first.next })
    expect(state.caipAddress).toBe(`eip155:31337:${richAccount}`)
    expect(state.transactions[0]?.transfers[0]?.quantity.numeric).toBe('0.000000000000000022')

    const second = await fetchTransactions(latch)
    expect(second.next).toBeUndefined()
    state = latch.store.getState().transactions
    expect(state.transactions).toHaveLength(24)
    expect(new Set(state.transactions.map((t) => t.id)).size).toBe(24)
    expect(state.transactions.every((t) => t.metadata.chain === 'eip155:31337')).toBe(true)
    const [usdcIn, ethIn] = state.transactions.slice(-2)
    expect(usdcIn?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '42.5' } })
    expect(usdcIn?.transfers[0]?.fungible_info?.symbol).toBe('USDC')
    expect(ethIn?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1.5' } })

    // Mined just now: one group, this month.
    const now = new Date()
    expect(groupTransactionsByYearAndMonth(state.transactions, now)).toEqual([
      { year: now.getFullYear(), month: now.getMonth(), transactions: state.transactions },
    ])

    // The last page is loaded: nothing more to fetch.
    expect((await fetchTransactions(latch)).transactions).toHaveLength(24)

    // Another network of the same account: its own list.
    await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
    const other = await fetchTransactions(latch)
    expect(other.transactions.map((t) => t.transfers[0]?.quantity.numeric)).toEqual(['0.000000000000000005'])
    expect(latch.store.getState().transactions.caipAddress).toBe(`eip155:31338:${richAccount}`)
  })

  it('an account without history is empty, with no cursor', async () => {
    const latch = await connected(freshAddress())
    const result = await fetchTransactions(latch)
    expect(result).toEqual({ transactions: [], next: undefined })
    expect(latch.store.getState().transactions).toMatchObject({
      empty: true,
      loading: false,
      next: undefined,
    })
  })

  it('a failed page empties the list, clears the cursor and shows the error', async () => {
    const latch = await connected(richAccount)
    await fetchTransactions(latch)
    expect(latch.store.getState().transactions.transactions).toHaveLength(20)
    // A cursor the server did not issue: the server answers 400 INVALID_CURSOR.
    latch.store.setState((s) => ({ transactions: { ...s.transactions, next: `${s.transactions.next}x` } }))
    const result = await fetchTransactions(latch)
    expect(result.error?.shortMessage).toBe('Failed to fetch transactions')
    expect(latch.store.getState().transactions).toMatchObject({
      transactions: [],
      empty: true,
      loading: false,
      next: undefined,
    })
    expect(latch.store.getState().alerts.map((a) => [a.variant, a.title])).toEqual([
      ['error', 'Failed to fetch transactions'],
    ])

    // A network the server does not index: 400 UNSUPPORTED_CHAIN, the same outcome.
    await switchNetwork(latch, { caipNetworkId: 'eip155:1' })
    expect((await fetchTransactions(latch)).error).toBeDefined()
    expect(latch.store.getState().transactions).toMatchObject({
      transactions: [],
      empty: true,
      next: undefined,
    })
  })

  it('drops a page that lands after a reset', async () => {
    const latch = await connected(richAccount)
    const pending = fetchTransactions(latch)
    expect(latch.store.getState().transactions.loading).toBe(true)
    resetTransactions(latch)
    await pending
    expect(latch.store.getState().transactions).toMatchObject({
      transactions: [],
      loading: false,
      next: undefined,
    })
  })

  it('needs a connected account', async () => {
    const latch = createLatch({
      projectId: 'latch-dev',
      apiUrl: server.url,
      networks: [mainnet],
      storage: null,
    })
    await expect(fetchTransactions(latch)).rejects.toThrow('Transactions need an account address')
  })
})

describe('watchPendingTransaction', () => {
  it('shows a sent transaction as pending until mined, then the history replaces it', async () => {
    const sender = freshAddress()
    await sendEth(funder, sender, 10n ** 18n)
    await rpc('anvil_impersonateAccount', [sender])
    await server.indexer?.sync()
    const latch = await connected(sender, chainReceipts)
    await fetchTransactions(latch)
    expect(latch.store.getState().transactions.transactions).toHaveLength(1)

    await rpc('evm_setAutomine', [false])
    let hash: string
    let watching: Promise<string>
    try {
      hash = await sendEth(sender, funder, 7n)
      watching = watchPendingTransaction(latch, { hash, to: funder })
      // Watching the same transaction twice shares one watcher.
      expect(watchPendingTransaction(latch, { hash })).toBe(watching)
      const [local] = latch.store.getState().transactions.local
      expect(local?.metadata).toMatchObject({
        status: 'pending',
        hash,
        sentFrom: sender,
        chain: 'eip155:31337',
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(latch.store.getState().transactions.local[0]?.metadata.status).toBe('pending')
      await rpc('evm_mine')
    } finally {
      await rpc('evm_setAutomine', [true])
    }
    expect(await watching).toBe('confirmed')

    await server.indexer?.sync()
    await refreshTransactions(latch)
    const state = latch.store.getState().transactions
    expect(state.local).toEqual([])
    expect(state.transactions.map((t) => t.metadata.hash)).toEqual([hash, expect.any(String)])
  })

  it(`stops after ${PENDING_WATCH_MAX_ATTEMPTS} receipt waits and leaves the transaction pending`, async () => {
    let waits = 0
    const timeouts = new Set<number>()
    const latch = await connected(freshAddress(), {
      async waitForTransactionReceipt({ timeout }) {
        waits++
        timeouts.add(timeout)
        return undefined
      },
    })
    const hash = `0x${'ab'.repeat(32)}`
    expect(await watchPendingTransaction(latch, { hash })).toBe('pending')
    expect(waits).toBe(99)
    expect([...timeouts]).toEqual([25_000])
    expect(latch.store.getState().transactions.local[0]?.metadata.status).toBe('pending')
    expect(latch.internal.pendingWatchers.size).toBe(0)
  })
})

describe('watchTransactions', () => {
  it('refreshes the list only when polling is enabled (it is off by default)', async () => {
    const receiver = freshAddress()
    await sendEth(funder, receiver, 1n)
    await server.indexer?.sync()
    const quiet = await connected(receiver)
    const polling = await connected(
      receiver,
      {},
      { pendingTransactionsFilter: { enable: true, pollingInterval: 100 } },
    )
    await fetchTransactions(quiet)
    await fetchTransactions(polling)
    const stops = [watchTransactions(quiet), watchTransactions(polling)]
    try {
      await sendEth(funder, receiver, 2n)
      await server.indexer?.sync()
      await expect
        .poll(() => polling.store.getState().transactions.transactions.length, { timeout: 5_000 })
        .toBe(2)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(quiet.store.getState().transactions.transactions).toHaveLength(1)
    } finally {
      for (const stop of stops) stop()
    }
  })
})
