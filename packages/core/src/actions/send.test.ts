import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, devnetAccounts, devnetRpc, startDevnet, waitForDevnetReceipt } from '@latch/devnet'
import { startServer } from '@latch/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BALANCE_CACHE_MS, BALANCE_RETRY_BLOCK_MS } from '../constants.js'
import { createLatch } from '../createLatch.js'
import { UserRejectedRequestError } from '../errors/connection.js'
import { InvalidSendInputError } from '../errors/send.js'
import { emptySendState } from '../internal/emptySendState.js'
import { fetchFromPage } from '../test/fetchFromPage.js'
import { solanaProfile } from '../test/solanaFixtures.js'
import { createTestAdapter, createTestWallet, type TestWallet, testConnector } from '../test/testAdapter.js'
import type { CaipNetwork, Latch, LatchEvent, TokenBalance, WalletTransaction } from '../types.js'
import { connect } from './connect.js'
import { fetchSendGasPrice } from './fetchSendGasPrice.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { getSendInputError } from './getSendInputError.js'
import { navigate } from './navigate.js'
import { openModal } from './openModal.js'
import { resetSend } from './resetSend.js'
import { sendToken } from './sendToken.js'
import { setSendAmount } from './setSendAmount.js'
import { setSendReceiver } from './setSendReceiver.js'
import { setSendToken } from './setSendToken.js'
import { switchNetwork } from './switchNetwork.js'
import { watchEvents } from './watchEvents.js'

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const minter = devnetAccounts[0]?.address as string

let devnet: Devnet
let server: { url: string; stop(): Promise<void> }
let dataDir: string
let rpcUrl: string
let network: CaipNetwork
/** Configured in the widget, not served by the server: its balance requests fail for real. */
const unserved: CaipNetwork = {
  id: 31339,
  name: 'Unserved',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31339',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}

// The widget's calls reach the server as a page of the development site would make them.
afterAll(fetchFromPage())
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-core-send-'))
  devnet = await startDevnet({ chainIds: [31337] })
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no devnet chain')
  rpcUrl = chain.rpcUrl
  server = await startServer({
    port: 0,
    dataDir,
    indexer: false,
    chains: [{ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] }],
  })
  network = {
    id: 31337,
    name: 'Latch Devnet',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
})

afterAll(async () => {
  await server?.stop()
  await devnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const rpc = <T = string>(method: string, params: unknown[] = []) => devnetRpc<T>(rpcUrl, method, params)

const word = (value: string | bigint) =>
  (typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0')

/** Waits until `hash` is mined: anvil can answer a send before its block exists. */
const mined = (hash: string) => waitForDevnetReceipt(rpcUrl, hash)

/** Sends from an unlocked account and waits until it is mined. */
async function sendMined(transaction: Record<string, string>): Promise<void> {
  await mined(await rpc('eth_sendTransaction', [transaction]))
}

async function mintUsdc(to: string, amount: bigint): Promise<void> {
  // mint(address,uint256) by the devnet's minter, unlocked on anvil.
  await sendMined({ from: minter, to: usdc, data: `0x40c10f19${word(to)}${word(amount)}` })
}

async function usdcBalanceOf(holder: string): Promise<bigint> {
  // balanceOf(address)
  return BigInt(await rpc('eth_call', [{ to: usdc, data: `0x70a08231${word(holder)}` }, 'latest']))
}

/** A new address of the test's own with `wei` and `usdc` (6 decimals), able to send through anvil. */
async function freshAccount(wei: bigint, usdcAmount = 0n): Promise<string> {
  const address = `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`
  await rpc('anvil_setBalance', [address, `0x${wei.toString(16)}`])
  await rpc('anvil_impersonateAccount', [address])
  if (usdcAmount > 0n) await mintUsdc(address, usdcAmount)
  return address
}

const eth = (amount: number) => BigInt(Math.round(amount * 1e6)) * 10n ** 12n

async function connected(address: string, options: { chainId?: number } = {}) {
  const wallet: TestWallet = { ...createTestWallet(), accounts: [address], rpcUrl }
  wallet.chainId = options.chainId ?? 31337
  const latch = createLatch({
    projectId: 'latch-dev',
    apiUrl: server.url,
    networks: [network, unserved],
    adapters: [createTestAdapter(wallet)],
    storage: null,
    features: { analytics: false },
  })
  latch.store.setState({ connectors: [testConnector] })
  await connect(latch, { connectorId: testConnector.id })
  const events: LatchEvent[] = []
  watchEvents(latch, { onEvent: (event) => events.push(event) })
  return { latch, wallet, events }
}

/** Counts the requests the widget makes to the server (they still go through). */
function countServerRequests(): () => number {
  const spy = vi.spyOn(globalThis, 'fetch')
  return () =>
    spy.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).startsWith(server.url),
    ).length
}

const native = (balances: readonly TokenBalance[]) => balances.find((b) => b.address === undefined)
const token = (balances: readonly TokenBalance[], symbol: string) => balances.find((b) => b.symbol === symbol)

describe('fetchTokenBalances', () => {
  it("reads the account's balances from the server, then serves them from a 30 s cache", async () => {
    const address = await freshAccount(eth(2), 12_500_000n)
    const { latch } = await connected(address)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const requests = countServerRequests()

    const balances = await fetchTokenBalances(latch)
    expect(native(balances)).toMatchObject({
      symbol: 'ETH',
      chainId: 'eip155:31337',
      quantity: { decimals: '18', numeric: '2' },
    })
    expect(token(balances, 'USDC')).toMatchObject({
      name: 'USD Coin',
      quantity: { decimals: '6', numeric: '12.5' },
    })
    expect(token(balances, 'USDC')?.address?.toLowerCase()).toBe(`eip155:31337:${usdc.toLowerCase()}`)
    // The devnet pools price USDC, so holdings have a USD value.
    expect(token(balances, 'USDC')?.value).toBeGreaterThan(0)
    expect(latch.store.getState().tokenBalances?.balances).toEqual(balances)
    expect(requests()).toBe(1)

    await mintUsdc(address, 1_000_000n)
    vi.setSystemTime(Date.now() + BALANCE_CACHE_MS - 1_000)
    expect(token(await fetchTokenBalances(latch), 'USDC')?.quantity.numeric).toBe('12.5')
    expect(requests()).toBe(1)

    vi.setSystemTime(Date.now() + 1_000)
    expect(token(await fetchTokenBalances(latch), 'USDC')?.quantity.numeric).toBe('13.5')
    expect(requests()).toBe(2)
    await mintUsdc(address, 1_000_000n)
    expect(token(await fetchTokenBalances(latch, { force: true }), 'USDC')?.quantity.numeric).toBe('14.5')
    expect(requests()).toBe(3)
  })

  it('callers asking at the same time share one request', async () => {
    const address = await freshAccount(eth(1), 2_000_000n)
    const { latch } = await connected(address)
    const requests = countServerRequests()
    const [a, b] = await Promise.all([fetchTokenBalances(latch), fetchTokenBalances(latch)])
    expect(a).toBe(b)
    expect(requests()).toBe(1)
    expect(latch.store.getState().tokenBalancesLoading).toBe(false)
  })

  it('after a failure keeps it in state, with no error alert, and returns an empty list for 30 s', async () => {
    const address = await freshAccount(eth(1), 5_000_000n)
    const { latch } = await connected(address, { chainId: 31339 })
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const requests = countServerRequests()

    // The server does not serve 31339: a real 400.
    expect(await fetchTokenBalances(latch)).toEqual([])
    expect(requests()).toBe(1)
    const state = latch.store.getState()
    expect(state.alerts.map((alert) => alert.title)).not.toContain('Token Balance Unavailable')
    expect(state.tokenBalancesLastRetry).toBe(Date.now())
    expect(state.tokenBalancesLoading).toBe(false)

    // Even on a chain the server serves, and even forced, nothing is asked during the block.
    await switchNetwork(latch, { caipNetworkId: 'eip155:31337' })
    vi.setSystemTime(Date.now() + BALANCE_RETRY_BLOCK_MS - 1)
    expect(await fetchTokenBalances(latch, { force: true })).toEqual([])
    expect(requests()).toBe(1)

    vi.setSystemTime(Date.now() + 1)
    expect(token(await fetchTokenBalances(latch), 'USDC')?.quantity.numeric).toBe('5')
    expect(requests()).toBe(2)
    expect(latch.store.getState().tokenBalancesLastRetry).toBeUndefined()
  })

  it("the visitor's retry asks at once, inside the 30 s block", async () => {
    const address = await freshAccount(eth(1), 5_000_000n)
    const { latch } = await connected(address, { chainId: 31339 })
    const requests = countServerRequests()
    expect(await fetchTokenBalances(latch)).toEqual([])
    expect(latch.store.getState().tokenBalancesLastRetry).toBeDefined()

    await switchNetwork(latch, { caipNetworkId: 'eip155:31337' })
    expect(await fetchTokenBalances(latch)).toEqual([])
    expect(requests()).toBe(1)
    expect(token(await fetchTokenBalances(latch, { retry: true }), 'USDC')?.quantity.numeric).toBe('5')
    expect(requests()).toBe(2)
    expect(latch.store.getState().tokenBalancesLastRetry).toBeUndefined()
  })

  it("uses the wallet's wallet_getAssets when it has asset discovery, dropping 0-decimal tokens", async () => {
    const address = await freshAccount(eth(1))
    const { latch, wallet } = await connected(address)
    const metadata = { price: 1, iconUrl: '' }
    wallet.assets = {
      '0x7a69': [
        {
          address: 'native',
          balance: '0x1bc16d674ec80000',
          type: 'NATIVE',
          metadata: { ...metadata, name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
        {
          address: usdc,
          balance: '0x4c4b40',
          type: 'ERC20',
          metadata: { ...metadata, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
        },
        {
          address: '0x000000000000000000000000000000000000dEaD',
          balance: '0x5',
          type: 'ERC20',
          metadata: { ...metadata, name: 'Spam', symbol: 'SPAM', decimals: 0 },
        },
      ],
    }
    const requests = countServerRequests()
    const balances = await fetchTokenBalances(latch)
    expect(balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([
      ['ETH', '2'],
      ['USDC', '5'],
    ])
    expect(token(balances, 'USDC')?.address).toBe(`eip155:31337:${usdc}`)
    expect(requests()).toBe(0)
    expect(wallet.calls).toContain('wallet_getAssets')
  })

  it('falls back to the server when the wallet answers wallet_getAssets with an invalid asset', async () => {
    const address = await freshAccount(eth(3))
    const { latch, wallet } = await connected(address)
    wallet.assets = { '0x7a69': [{ address: 'native', balance: 5, type: 'NATIVE', metadata: {} }] }
    const requests = countServerRequests()
    const balances = await fetchTokenBalances(latch)
    expect(native(balances)?.quantity.numeric).toBe('3')
    expect(requests()).toBe(1)
  })
})

describe('the Send form', () => {
  it('validates as it is filled in and resets to empty', async () => {
    const address = await freshAccount(eth(1), 20_000_000n)
    const { latch } = await connected(address)
    const balances = await fetchTokenBalances(latch)
    expect(getSendInputError(latch)).toBe('selectToken')
    setSendToken(latch, { token: token(balances, 'USDC') })
    expect(getSendInputError(latch)).toBe('addAmount')
    setSendAmount(latch, { amount: '20.000001' })
    expect(getSendInputError(latch)).toBe('insufficientBalance')
    setSendAmount(latch, { amount: ' 20 ' })
    expect(latch.store.getState().send.sendTokenAmount).toBe('20')
    expect(getSendInputError(latch)).toBe('addAddress')
    await setSendReceiver(latch, { receiver: 'alice.latch.id' })
    // The name service knows no such name: it stays what was typed, and is not an address.
    expect(latch.store.getState().send).toMatchObject({
      receiverAddress: 'alice.latch.id',
      receiverProfileName: undefined,
    })
    expect(getSendInputError(latch)).toBe('invalidAddress')
    await setSendReceiver(latch, { receiver: ` ${devnetAccounts[3]?.address} ` })
    expect(latch.store.getState().send.receiverAddress).toBe(devnetAccounts[3]?.address)
    expect(getSendInputError(latch)).toBeUndefined()

    const gas = await fetchSendGasPrice(latch)
    expect(gas?.gasPrice).toBeGreaterThan(0n)
    expect(latch.store.getState().send.gasPrice).toBe(gas?.gasPrice.toString())
    // 1 ETH at the devnet's pool price (3000 USDC) is worth thousands of dollars; the gas a few cents.
    expect(Number(latch.store.getState().send.networkBalanceInUSD)).toBeGreaterThan(1000)
    expect(gas?.gasPriceInUSD).toBeGreaterThan(0)

    resetSend(latch)
    expect(latch.store.getState().send).toEqual(emptySendState)
  })

  it('counts the chosen token only on its network, at the amount held now', async () => {
    const address = await freshAccount(eth(1), 10_000_000n)
    const { latch } = await connected(address)
    setSendToken(latch, { token: token(await fetchTokenBalances(latch), 'USDC') })
    setSendAmount(latch, { amount: '10' })
    await setSendReceiver(latch, { receiver: devnetAccounts[3]?.address })
    expect(getSendInputError(latch)).toBeUndefined()
    // 4 USDC spent elsewhere (transfer(address,uint256)): once the balances are read again, 10 is too much.
    await sendMined({ from: address, to: usdc, data: `0xa9059cbb${word(minter)}${word(4_000_000n)}` })
    await fetchTokenBalances(latch, { force: true })
    expect(getSendInputError(latch)).toBe('insufficientBalance')
    await switchNetwork(latch, { caipNetworkId: 'eip155:31339' })
    expect(getSendInputError(latch)).toBe('selectToken')
  })

  it('refuses a token when the account has no ETH for gas', async () => {
    const address = await freshAccount(0n, 1_000_000n)
    const { latch } = await connected(address)
    const balances = await fetchTokenBalances(latch)
    expect(native(balances)).toBeUndefined()
    setSendToken(latch, { token: token(balances, 'USDC') })
    setSendAmount(latch, { amount: '1' })
    await setSendReceiver(latch, { receiver: devnetAccounts[3]?.address })
    expect(getSendInputError(latch)).toBe('insufficientGas')
    await expect(sendToken(latch)).rejects.toBeInstanceOf(InvalidSendInputError)
  })
})

describe('sendToken', () => {
  async function ready(latch: Latch, symbol: string, amount: string, receiver: string) {
    openModal(latch, { view: 'Account' })
    navigate(latch, { view: 'WalletSend' })
    navigate(latch, { view: 'WalletSendSelectToken' })
    setSendToken(latch, { token: token(await fetchTokenBalances(latch), symbol) })
    setSendAmount(latch, { amount })
    await setSendReceiver(latch, { receiver })
    await fetchSendGasPrice(latch)
  }

  it('sends ETH: Account, the notice, the events, a reset form and the coins on chain', async () => {
    const sender = await freshAccount(eth(5))
    const receiver = await freshAccount(0n)
    const { latch, events } = await connected(sender)
    await ready(latch, 'ETH', '1.25', receiver)

    const { hash } = await sendToken(latch)
    await mined(hash)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const state = latch.store.getState()
    expect(state.router).toMatchObject({ view: 'Account', history: [] })
    expect(state.alerts.at(-1)).toMatchObject({ variant: 'success', title: 'Transaction started' })
    expect(state.send).toEqual(emptySendState)
    const properties = {
      isSmartAccount: false,
      token: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      amount: '1.25',
      network: 'eip155:31337',
    }
    expect(events.filter((e) => e.event.startsWith('SEND_')).map((e) => [e.event, e.properties])).toEqual([
      ['SEND_INITIATED', properties],
      ['SEND_SUCCESS', properties],
    ])
    expect(BigInt(await rpc('eth_getBalance', [receiver, 'latest']))).toBe(eth(1.25))
    // Sent at the form's gas price: a legacy transaction.
    expect(await rpc<{ type: string }>('eth_getTransactionByHash', [hash])).toMatchObject({ type: '0x0' })
  })

  it('reads the gas price for a native send when the form has none yet', async () => {
    const sender = await freshAccount(eth(2))
    const receiver = await freshAccount(0n)
    const { latch } = await connected(sender)
    setSendToken(latch, { token: native(await fetchTokenBalances(latch)) })
    setSendAmount(latch, { amount: '0.5' })
    await setSendReceiver(latch, { receiver })
    expect(latch.store.getState().send.gasPrice).toBeUndefined()
    const { hash } = await sendToken(latch)
    await mined(hash)
    const sent = await rpc<{ type: string; gasPrice: string }>('eth_getTransactionByHash', [hash])
    expect(sent.type).toBe('0x0')
    expect(BigInt(sent.gasPrice)).toBeGreaterThan(0n)
    expect(BigInt(await rpc('eth_getBalance', [receiver, 'latest']))).toBe(eth(0.5))
  })

  it('sends USDC with transfer and refreshes the balances', async () => {
    const sender = await freshAccount(eth(1), 50_000_000n)
    const receiver = await freshAccount(0n)
    const { latch, events } = await connected(sender)
    await ready(latch, 'USDC', '7.5', receiver)
    await mined((await sendToken(latch)).hash)
    expect(await usdcBalanceOf(receiver)).toBe(7_500_000n)
    expect(await usdcBalanceOf(sender)).toBe(42_500_000n)
    expect(events.find((e) => e.event === 'SEND_SUCCESS')?.properties?.token).toMatch(
      /^eip155:31337:0x5fbdb/i,
    )
    await vi.waitFor(() =>
      expect(token(latch.store.getState().tokenBalances?.balances ?? [], 'USDC')?.quantity.numeric).toBe(
        '42.5',
      ),
    )
  })

  it("a declined send shows 'Something went wrong', tracks SEND_ERROR with the message and sends nothing", async () => {
    const sender = await freshAccount(eth(2))
    const receiver = await freshAccount(0n)
    const { latch, wallet, events } = await connected(sender)
    await ready(latch, 'ETH', '1', receiver)
    wallet.rejectSends = true

    await expect(sendToken(latch)).rejects.toBeInstanceOf(UserRejectedRequestError)
    const state = latch.store.getState()
    expect(state.router.view).toBe('Account')
    expect(state.alerts.at(-1)).toMatchObject({ variant: 'error', title: 'Something went wrong' })
    expect(state.send.sendTokenAmount).toBeUndefined()
    expect(state.send.loading).toBe(false)
    expect(events.find((e) => e.event === 'SEND_ERROR')?.properties).toMatchObject({
      amount: '1',
      message: 'Transaction declined',
    })
    expect(events.some((e) => e.event === 'SEND_SUCCESS')).toBe(false)
    expect(await rpc('eth_getTransactionCount', [sender, 'latest'])).toBe('0x0')
    expect(BigInt(await rpc('eth_getBalance', [receiver, 'latest']))).toBe(0n)
  })

  it('a native send whose gas price cannot be read fails with the notice and asks the wallet nothing', async () => {
    const sender = await freshAccount(eth(2))
    // The server does not serve 31339, so it has no gas price for it.
    const { latch, wallet, events } = await connected(sender, { chainId: 31339 })
    setSendToken(latch, {
      token: {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31339',
        quantity: { decimals: '18', numeric: '2' },
        iconUrl: '',
      },
    })
    setSendAmount(latch, { amount: '1' })
    await setSendReceiver(latch, { receiver: devnetAccounts[3]?.address })
    expect(getSendInputError(latch)).toBeUndefined()
    await expect(sendToken(latch)).rejects.toBeInstanceOf(InvalidSendInputError)
    expect(latch.store.getState().alerts.at(-1)?.title).toBe('Something went wrong')
    expect(events.find((e) => e.event === 'SEND_ERROR')?.properties?.message).toBe(
      'Please enter a valid amount and receiver address',
    )
    expect(wallet.calls).not.toContain('eth_sendTransaction')
  })

  it("sends SOL on solana with to and value only, and a failure there shows 'Failed to send transaction. Please try again.'", async () => {
    const solana: CaipNetwork = {
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'Solana',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    }
    const receiver = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const sent: WalletTransaction[] = []
    const send = async (fail: boolean) => {
      const wallet: TestWallet = {
        ...createTestWallet(),
        accounts: ['EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
        chainId: 0,
      }
      const latch = createLatch({
        projectId: 'latch-dev',
        apiUrl: server.url,
        networks: [solana],
        adapters: [
          {
            ...createTestAdapter(wallet, {
              runtime: {
                async sendTransaction({ transaction }) {
                  if (fail) throw new Error('Blockhash not found')
                  sent.push(transaction)
                  return '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
                },
                async waitForTransactionReceipt() {
                  return { status: 'success' }
                },
              },
            }),
            namespace: 'solana',
            profile: solanaProfile,
          },
        ],
        storage: null,
        features: { analytics: false },
      })
      latch.store.setState({ connectors: [{ ...testConnector, chain: 'solana' }] })
      await connect(latch, { connectorId: testConnector.id, namespace: 'solana' })
      latch.store.setState({
        connections: latch.store
          .getState()
          .connections.map((c) => ({ ...c, caipNetworkId: solana.caipNetworkId })),
      })
      setSendToken(latch, {
        token: {
          name: 'Solana',
          symbol: 'SOL',
          chainId: solana.caipNetworkId,
          quantity: { decimals: '9', numeric: '3' },
          iconUrl: '',
        },
      })
      setSendAmount(latch, { amount: '1.5' })
      await setSendReceiver(latch, { receiver })
      expect(getSendInputError(latch)).toBeUndefined()
      const outcome = await sendToken(latch).catch((e: unknown) => e)
      return { latch, outcome }
    }
    const ok = await send(false)
    expect(ok.outcome).toMatchObject({ hash: expect.any(String) })
    expect(sent).toEqual([
      expect.objectContaining({ to: receiver, value: 1_500_000_000n, gasPrice: undefined }),
    ])
    expect(ok.latch.store.getState().alerts.at(-1)?.title).toBe('Transaction started')
    const failed = await send(true)
    expect(failed.outcome).toBeInstanceOf(Error)
    expect(failed.latch.store.getState().alerts.at(-1)?.title).toBe(
      'Failed to send transaction. Please try again.',
    )
  })
})
