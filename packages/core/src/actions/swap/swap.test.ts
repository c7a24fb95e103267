import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, devnetRpc, startDevnet, waitForDevnetReceipt } from '@latch/devnet'
import { startServer } from '@latch/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { UserRejectedRequestError } from '../../errors/connection.js'
import { TransactionFailedError } from '../../errors/transaction.js'
import { fetchFromPage } from '../../test/fetchFromPage.js'
import { testConnector } from '../../test/testAdapter.js'
import type { Adapter, AdapterRuntime, CaipNetwork, Latch, SwapToken } from '../../types.js'
import { truncateDecimals } from '../../utils/truncateDecimals.js'
import { connect } from '../connect.js'
import { navigate } from '../navigate.js'
import { buildSwapTransaction } from './buildSwapTransaction.js'
import { initializeSwap } from './initializeSwap.js'
import { quoteSwap } from './quoteSwap.js'
import { setSwapSourceToken } from './setSwapSourceToken.js'
import { setSwapSourceTokenAmount } from './setSwapSourceTokenAmount.js'
import { setSwapToToken } from './setSwapToToken.js'
import { submitSwap } from './submitSwap.js'
import { switchSwapTokens } from './switchSwapTokens.js'

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const LTK = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const FEE_RECIPIENT = '0x000000000000000000000000000000000000fee1'

let devnet: Devnet
let server: Awaited<ReturnType<typeof startServer>>
let dataDir: string
let network: CaipNetwork
let accountSeq = 0

// The widget's calls reach the server as a page of the development site would make them.
afterAll(fetchFromPage())
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-core-swap-'))
  devnet = await startDevnet({ chainIds: [31337] })
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no devnet chain')
  server = await startServer({
    port: 0,
    dataDir,
    logger: false,
    indexer: false,
    chains: [{ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] }],
    swapFeeRecipient: FEE_RECIPIENT,
  })
  network = {
    id: 31337,
    name: 'Latch Devnet',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await devnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const rpc = <T>(method: string, params: unknown[] = []) =>
  devnetRpc<T>(network.rpcUrls.default.http[0] as string, method, params)

const word = (value: bigint | string) =>
  (typeof value === 'bigint' ? value.toString(16) : value.replace(/^0x/, '').toLowerCase()).padStart(64, '0')

async function tokenBalance(token: string, holder: string): Promise<bigint> {
  return BigInt(await rpc<string>('eth_call', [{ to: token, data: `0x70a08231${word(holder)}` }, 'latest']))
}

const receiptOf = (hash: string) => waitForDevnetReceipt(network.rpcUrls.default.http[0] as string, hash)

async function mined(hash: string) {
  if ((await receiptOf(hash)).status !== '0x1') throw new Error(`transaction ${hash} failed`)
}

/**
 * A fresh account for each test: anvil sends from it without a key (impersonation), so each test owns its
 * balances. Funded with 1 ETH and `usdc` USDC from anvil's first account.
 */
async function freshAccount(usdc: bigint): Promise<string> {
  accountSeq++
  const address = `0x${(0xa11ce000n + BigInt(accountSeq)).toString(16).padStart(40, '0')}`
  await rpc('anvil_impersonateAccount', [address])
  await rpc('anvil_setBalance', [address, `0x${(10n ** 18n).toString(16)}`])
  const funder = devnet.accounts[0]?.address as string
  const hash = await rpc<string>('eth_sendTransaction', [
    { from: funder, to: USDC, data: `0xa9059cbb${word(address)}${word(usdc)}` },
  ])
  await mined(hash)
  return address
}

type WalletAnswer = 'approve' | 'reject'

/**
 * The eip155 adapter contract over anvil itself: the impersonated account sends with eth_sendTransaction,
 * so core's swap flow runs against the real server, router and tokens without a browser wallet.
 */
function anvilAdapter(address: string, answers: WalletAnswer[]): Adapter {
  const sent: string[] = []
  const runtime: AdapterRuntime = {
    connect: async () => ({ address, chainId: 31337 }),
    reconnect: async () => ({ address, chainId: 31337 }),
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({
      value: BigInt(await rpc<string>('eth_getBalance', [address, 'latest'])),
      decimals: 18,
      symbol: 'ETH',
    }),
    watchProvider: () => () => {},
    async sendTransaction({ transaction }) {
      if ((answers.shift() ?? 'approve') === 'reject')
        throw new UserRejectedRequestError({ shortMessage: 'User rejected the request.' })
      // The node's own error message stands for the wallet's, as a wallet passes it on.
      const hash = await rpc<string>('eth_sendTransaction', [
        {
          from: transaction.from,
          to: transaction.to,
          data: transaction.data,
          value: `0x${transaction.value.toString(16)}`,
          ...(transaction.gas ? { gas: `0x${transaction.gas.toString(16)}` } : {}),
        },
      ]).catch((error: Error) => {
        throw new TransactionFailedError({ shortMessage: error.message, cause: error })
      })
      sent.push(hash)
      return hash
    },
    async waitForTransactionReceipt({ hash }) {
      if ((await receiptOf(hash)).status !== '0x1')
        throw new TransactionFailedError({ shortMessage: 'reverted' })
      return { status: 'success' }
    },
    async getAccountType() {
      return (await rpc<string>('eth_getCode', [address, 'latest'])) === '0x' ? 'eoa' : 'smartAccount'
    },
  }
  return {
    namespace: 'eip155',
    discover(discovery) {
      discovery.setConnectors([testConnector])
      return () => {}
    },
    load: async () => runtime,
  }
}

async function setup(
  options: { usdc?: bigint; answers?: WalletAnswer[]; apiUrl?: string; unlimitedApproval?: boolean } = {},
) {
  const address = await freshAccount(options.usdc ?? 100_000_000n)
  const latch = createLatch({
    projectId: 'latch-dev',
    apiUrl: options.apiUrl ?? server.url,
    networks: [network],
    adapters: [anvilAdapter(address, options.answers ?? [])],
    storage: null,
    features: { analytics: false },
    ...(options.unlimitedApproval ? { swaps: { unlimitedApproval: true } } : {}),
  })
  latch.store.setState({ connectors: [testConnector] })
  await connect(latch, { connectorId: testConnector.id })
  navigate(latch, { view: 'Account' })
  navigate(latch, { view: 'Swap' })
  return { latch, address }
}

const tokenOf = (latch: Latch, address: string): SwapToken => {
  const token = latch.store
    .getState()
    .swap.tokens.find((t) => t.address.toLowerCase() === `eip155:31337:${address}`.toLowerCase())
  if (!token) throw new Error(`${address} is not in the token list`)
  return token
}

/** Initialized, USDC → LTK, with `amount` quoted. */
async function quoted(latch: Latch, amount: string) {
  expect(await initializeSwap(latch)).toBe(true)
  await setSwapSourceToken(latch, { token: tokenOf(latch, USDC) })
  await setSwapToToken(latch, { token: tokenOf(latch, LTK) })
  setSwapSourceTokenAmount(latch, { amount, debounce: 0 })
  await expect.poll(() => latch.store.getState().swap.toTokenAmount).not.toBe('')
  return latch.store.getState().swap
}

const alerts = (latch: Latch) => latch.store.getState().alerts.map((a) => a.title)

describe('swap', () => {
  it('initializes with the token list, balances, prices and the native coin as source', async () => {
    const { latch } = await setup()
    const states: string[] = []
    latch.store.subscribe(
      (s) => s.swap.status,
      (status) => states.push(status),
    )
    expect(await initializeSwap(latch)).toBe(true)
    expect(states).toEqual(['initializing', 'initialized'])
    const { swap } = latch.store.getState()
    expect(swap.sourceToken?.symbol).toBe('ETH')
    expect(swap.tokens.map((t) => t.symbol)).toEqual(expect.arrayContaining(['ETH', 'USDC', 'LTK']))
    expect(swap.networkPrice).toBeCloseTo(3000, -1)
    expect(BigInt(swap.gasFee)).toBeGreaterThan(0n)
    expect(swap.isSmartAccount).toBe(false)
    expect(swap.myTokensWithBalance.find((t) => t.symbol === 'USDC')?.quantity?.numeric).toBe('100')
  })

  it('counts an account the connection names a smart account as one before it has code (an undeployed embedded smart account)', async () => {
    const { latch, address } = await setup()
    expect(await rpc<string>('eth_getCode', [address, 'latest'])).toBe('0x')
    latch.store.setState((state) => ({
      connections: state.connections.map((c) => ({ ...c, accountType: 'smartAccount' as const })),
    }))
    expect(await initializeSwap(latch)).toBe(true)
    // Its gas is paid by a paymaster: the native balance never makes a swap 'Insufficient balance'.
    expect(latch.store.getState().swap.isSmartAccount).toBe(true)
  })

  it('quotes to 6 decimals with USD gas for 150,000 units, price impact, slippage and the provider fee', async () => {
    const { latch } = await setup()
    const swap = await quoted(latch, '10')
    // 1 LTK = 2 USDC: 10 USDC less the 0.85% fee buys a little under 4.9575 LTK.
    expect(Number(swap.toTokenAmount)).toBeGreaterThan(4.9)
    expect(Number(swap.toTokenAmount)).toBeLessThan(4.9575)
    expect(swap.toTokenAmount.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6)
    expect(swap.providerFee).toBe('0.085')
    expect(swap.priceImpact).toBeGreaterThan(0)
    expect(swap.maxSlippage).toBeCloseTo(Number(swap.toTokenAmount) / 100, 6)
    expect(swap.gasPriceInUSD).toBeCloseTo(((Number(swap.gasFee) * 150_000) / 1e18) * swap.networkPrice, 5)
    expect(swap.sourceTokenPriceInUSD).toBeCloseTo(1, 1)
    expect(swap.toTokenPriceInUSD).toBeCloseTo(2, 1)
    expect(swap.inputError).toBeUndefined()
  })

  it('shows no provider fee when the server takes none', async () => {
    const chain = devnet.chains[0] as Devnet['chains'][number]
    const feelessDir = mkdtempSync(join(tmpdir(), 'latch-core-swap-nofee-'))
    const feeless = await startServer({
      port: 0,
      dataDir: feelessDir,
      logger: false,
      indexer: false,
      chains: [{ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] }],
    })
    try {
      const { latch } = await setup({ apiUrl: feeless.url })
      const swap = await quoted(latch, '10')
      expect(swap.providerFee).toBeUndefined()
      // Without the fee the same 10 USDC buy more than 4.9575 LTK.
      expect(Number(swap.toTokenAmount)).toBeGreaterThan(4.9575)
    } finally {
      await feeless.stop()
      rmSync(feelessDir, { recursive: true, force: true })
    }
  })

  it('clears the target for 0, and answers more than the balance with Insufficient balance', async () => {
    const { latch } = await setup({ usdc: 5_000_000n })
    await quoted(latch, '1')
    setSwapSourceTokenAmount(latch, { amount: '0' })
    expect(latch.store.getState().swap.toTokenAmount).toBe('')
    setSwapSourceTokenAmount(latch, { amount: '6', debounce: 0 })
    await expect.poll(() => latch.store.getState().swap.inputError).toBe('Insufficient balance')
    // Native gas: an account left with almost no ETH cannot pay for the swap either.
    const { address } = getAccountOf(latch)
    await rpc('anvil_setBalance', [address, '0x10'])
    await initializeSwapAgain(latch)
    setSwapSourceTokenAmount(latch, { amount: '1', debounce: 0 })
    await expect.poll(() => latch.store.getState().swap.inputError).toBe('Insufficient balance')
  })

  it('ignores a switch until initialized; the new source amount is the old target amount', async () => {
    const { latch } = await setup()
    await switchSwapTokens(latch)
    expect(latch.store.getState().swap.sourceToken).toBeUndefined()
    const before = await quoted(latch, '10')
    await switchSwapTokens(latch)
    const after = latch.store.getState().swap
    expect(after.sourceToken?.symbol).toBe('LTK')
    expect(after.toToken?.symbol).toBe('USDC')
    expect(after.sourceTokenAmount).toBe(before.toTokenAmount)
    expect(Number(after.toTokenAmount)).toBeGreaterThan(9.5)
    // With no target amount, the switched source amount is 1.
    setSwapSourceTokenAmount(latch, { amount: '' })
    await switchSwapTokens(latch)
    expect(latch.store.getState().swap.sourceTokenAmount).toBe('1')
  })

  it('approves exactly the amount by default: each swap of a token asks for its own approval', async () => {
    const { latch } = await setup()
    await quoted(latch, '10')
    navigate(latch, { view: 'SwapPreview' })
    const approval = await buildSwapTransaction(latch)
    expect(approval?.to.toLowerCase()).toBe(USDC.toLowerCase())
    // approve(router, 10 USDC): the amount is the calldata's last word.
    expect(BigInt(`0x${approval?.data.slice(-64)}`)).toBe(10_000_000n)
    await submitSwap(latch)
    navigate(latch, { view: 'Swap' })
    await quoted(latch, '5')
    navigate(latch, { view: 'SwapPreview' })
    const again = await buildSwapTransaction(latch)
    expect(latch.store.getState().swap.approvalTransaction).toBeDefined()
    expect(BigInt(`0x${again?.data.slice(-64)}`)).toBe(5_000_000n)
  })

  it('with unlimited approval opted in: approves, then swaps; the second swap needs no approval; the fee reaches its recipient', async () => {
    const { latch, address } = await setup({ unlimitedApproval: true })
    const feeBefore = await tokenBalance(USDC, FEE_RECIPIENT)
    const swap = await quoted(latch, '10')
    navigate(latch, { view: 'SwapPreview' })
    const built = await buildSwapTransaction(latch)
    expect(built?.to.toLowerCase()).toBe(USDC.toLowerCase())
    expect(latch.store.getState().swap.approvalTransaction).toBeDefined()
    const titles: string[] = []
    latch.store.subscribe(
      (s) => s.alerts,
      (list) => titles.push(list[list.length - 1]?.title ?? ''),
    )
    const hash = await submitSwap(latch)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const toTokenAmount = swap.toTokenAmount
    expect(titles).toEqual([
      'Approve limit increase in your wallet',
      'Confirm transaction in your wallet',
      `Swapping USDC to ${truncateDecimals(toTokenAmount, 3, { pad: true })} LTK`,
      `Swapped USDC to ${truncateDecimals(toTokenAmount, 3, { pad: true })} LTK`,
    ])
    expect(await tokenBalance(USDC, address)).toBe(90_000_000n)
    const ltk = await tokenBalance(LTK, address)
    const quotedUnits = BigInt(Math.floor(Number(toTokenAmount) * 1e6)) * 10n ** 12n
    expect(ltk).toBeGreaterThanOrEqual((quotedUnits * 99n) / 100n)
    expect(await tokenBalance(USDC, FEE_RECIPIENT)).toBe(feeBefore + 85_000n)
    const state = latch.store.getState()
    expect(state.router.view).toBe('Account')
    // Back from Account leads where it led before the swap, not into the finished swap.
    expect(state.router.history).toEqual([{ view: 'Connect' }])
    expect(state.swap.status).toBe('uninitialised')

    navigate(latch, { view: 'Swap' })
    await quoted(latch, '5')
    navigate(latch, { view: 'SwapPreview' })
    await buildSwapTransaction(latch)
    expect(latch.store.getState().swap.approvalTransaction).toBeUndefined()
    expect(latch.store.getState().swap.swapTransaction).toBeDefined()
    const second = await submitSwap(latch)
    expect(second, `${latch.store.getState().swap.transactionError}`).toBeDefined()
    expect(await tokenBalance(USDC, address)).toBe(85_000_000n)
  })

  it('keeps the wallet message and tracks SWAP_APPROVAL_ERROR / SWAP_ERROR when the wallet declines', async () => {
    const { latch, address } = await setup({ answers: ['reject', 'approve', 'reject'] })
    const events: string[] = []
    latch.internal.eventListeners.add((event) => events.push(event.event))
    await quoted(latch, '10')
    navigate(latch, { view: 'SwapPreview' })
    await buildSwapTransaction(latch)
    expect(await submitSwap(latch)).toBeUndefined()
    expect(latch.store.getState().swap.transactionError).toBe('User rejected the request.')
    expect(alerts(latch).at(-1)).toBe('User rejected the request.')
    expect(events).toEqual(['SWAP_APPROVAL_ERROR'])
    expect(latch.store.getState().router.view).toBe('SwapPreview')
    // Approved this time, then the swap itself is declined: nothing is lost but the approval's gas.
    expect(await submitSwap(latch)).toBeUndefined()
    expect(events).toEqual(['SWAP_APPROVAL_ERROR', 'SWAP_ERROR'])
    expect(latch.store.getState().swap.transactionError).toBe('User rejected the request.')
    expect(await tokenBalance(USDC, address)).toBe(100_000_000n)
    expect(await tokenBalance(LTK, address)).toBe(0n)
  })

  it('goes back and clears the transactions when building fails', async () => {
    const { latch } = await setup()
    await quoted(latch, '10')
    navigate(latch, { view: 'SwapPreview' })
    // A token the server does not list: the allowance check fails.
    const unknown = {
      ...tokenOf(latch, USDC),
      address: 'eip155:31337:0x00000000000000000000000000000000000000aa',
    }
    latch.store.setState((s) => ({ swap: { ...s.swap, sourceToken: unknown as SwapToken } }))
    expect(await buildSwapTransaction(latch)).toBeUndefined()
    expect(alerts(latch).at(-1)).toBe('Failed to check allowance')
    const state = latch.store.getState()
    expect(state.router.view).toBe('Swap')
    expect(state.swap.approvalTransaction).toBeUndefined()
    expect(state.swap.swapTransaction).toBeUndefined()
  })

  it('names a pair without a route, and the native coin against its wrapped token', async () => {
    const { latch } = await setup()
    await quoted(latch, '10')
    const weth = latch.store.getState().swap.tokens.find((t) => t.symbol === 'WETH') as SwapToken
    const eth = latch.store.getState().swap.tokens.find((t) => t.symbol === 'ETH') as SwapToken
    await setSwapSourceToken(latch, { token: eth })
    setSwapSourceTokenAmount(latch, { amount: '0.01', debounce: 0 })
    await setSwapToToken(latch, { token: weth })
    await expect.poll(() => latch.store.getState().swap.inputError).toBe('Unsupported pair')
    // GLD is pooled with WETH only: USDC reaches it in two hops.
    await setSwapSourceToken(latch, { token: tokenOf(latch, USDC) })
    const gld = latch.store.getState().swap.tokens.find((t) => t.symbol === 'GLD') as SwapToken
    await setSwapToToken(latch, { token: gld })
    await expect.poll(() => latch.store.getState().swap.inputError).toBeUndefined()
    expect(Number(latch.store.getState().swap.toTokenAmount)).toBeGreaterThan(0)
  })

  it("answers an amount that buys nothing with 'Incorrect amount' / 'Please enter a valid amount'", async () => {
    const { latch } = await setup()
    await quoted(latch, '10')
    await switchSwapTokens(latch)
    // One wei of LTK buys less than the smallest unit of USDC.
    setSwapSourceTokenAmount(latch, { amount: '0.000000000000000001', debounce: 0 })
    await expect.poll(() => latch.store.getState().alerts.at(-1)?.title).toBe('Incorrect amount')
    expect(latch.store.getState().alerts.at(-1)?.message).toBe('Please enter a valid amount')
    expect(latch.store.getState().swap.toTokenAmount).toBe('')
  })

  it("fails to build with 'Failed to create approval transaction' or 'Failed to create transaction'", async () => {
    const { latch } = await setup()
    await quoted(latch, '10')
    const unlisted = {
      ...tokenOf(latch, LTK),
      address: 'eip155:31337:0x00000000000000000000000000000000000000bb',
    }
    // USDC has no allowance yet, and the approval for an unlisted target is refused.
    navigate(latch, { view: 'SwapPreview' })
    latch.store.setState((s) => ({ swap: { ...s.swap, toToken: unlisted as SwapToken } }))
    expect(await buildSwapTransaction(latch)).toBeUndefined()
    expect(alerts(latch).at(-1)).toBe('Failed to create approval transaction')
    expect(latch.store.getState().router.view).toBe('Swap')
    // The native coin needs no approval, so the swap transaction itself is refused.
    navigate(latch, { view: 'SwapPreview' })
    const native = latch.store.getState().swap.tokens.find((t) => t.symbol === 'ETH') as SwapToken
    latch.store.setState((s) => ({ swap: { ...s.swap, sourceToken: native, sourceTokenAmount: '0.01' } }))
    expect(await buildSwapTransaction(latch)).toBeUndefined()
    expect(alerts(latch).at(-1)).toBe('Failed to create transaction')
    expect(latch.store.getState().router.view).toBe('Swap')
    expect(latch.store.getState().swap.approvalTransaction).toBeUndefined()
    expect(latch.store.getState().swap.swapTransaction).toBeUndefined()
  })

  it("needs a connected account: 'No address found to swap the tokens from.'", async () => {
    const { latch } = await setup()
    await quoted(latch, '10')
    navigate(latch, { view: 'SwapPreview' })
    latch.store.setState({ connections: [] })
    expect(await buildSwapTransaction(latch)).toBeUndefined()
    expect(alerts(latch).at(-1)).toBe('No address found to swap the tokens from.')
    expect(latch.store.getState().router.view).toBe('Swap')
  })

  it("goes on without the native price when the price source is down: 'Failed to fetch network token price'", async () => {
    // The real server behind a proxy that answers the price route as an unreachable price source does.
    const proxy = createServer(async (request, response) => {
      if (request.url?.startsWith('/v1/fungible/price')) {
        response.writeHead(503, { 'content-type': 'application/json' })
        return response.end(JSON.stringify({ code: 'PRICE_UNAVAILABLE', message: 'price source down' }))
      }
      const upstream = await fetch(`${server.url}${request.url}`, { method: request.method ?? 'GET' })
      response.writeHead(upstream.status, { 'content-type': 'application/json' })
      response.end(await upstream.text())
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    try {
      const { latch } = await setup({ apiUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` })
      expect(await initializeSwap(latch)).toBe(true)
      expect(alerts(latch)).toEqual(['Failed to fetch network token price'])
      expect(latch.store.getState().swap.networkPrice).toBe(0)
      expect(latch.store.getState().router.view).toBe('Swap')
    } finally {
      await new Promise((resolve) => proxy.close(resolve))
    }
  })

  it("shows 'Failed to initialize swap' and goes back when the server cannot be reached", async () => {
    const { latch } = await setup({ apiUrl: 'http://127.0.0.1:9' })
    expect(await initializeSwap(latch)).toBe(false)
    expect(alerts(latch)).toContain('Failed to initialize swap')
    expect(latch.store.getState().swap.status).toBe('uninitialised')
    expect(latch.store.getState().router.view).toBe('Account')
  })

  it('drops a quote answer that arrives after a newer amount', async () => {
    const { latch } = await setup()
    await quoted(latch, '10')
    const slow = quoteSwap(latch)
    setSwapSourceTokenAmount(latch, { amount: '2', debounce: 0 })
    expect(await slow).toBe(false)
    await expect.poll(() => Number(latch.store.getState().swap.toTokenAmount)).toBeLessThan(1)
  })
})

function getAccountOf(latch: Latch) {
  const state = latch.store.getState()
  const connection = state.connections[0]
  if (!connection) throw new Error('not connected')
  return connection
}

async function initializeSwapAgain(latch: Latch) {
  latch.store.setState((s) => ({ swap: { ...s.swap, status: 'uninitialised' } }))
  const { sourceToken, toToken } = latch.store.getState().swap
  expect(await initializeSwap(latch)).toBe(true)
  await setSwapSourceToken(latch, { token: sourceToken })
  await setSwapToToken(latch, { token: toToken })
}
