import type { TokenBalance } from '@latch/api'
import {
  type Devnet,
  devnetPools,
  devnetTokenAbi,
  startDevnet,
  toViemChain,
  uniswapV2PairAbi,
} from '@latch/devnet'
import { createPublicClient, erc20Abi, formatUnits, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GasPrices } from '../swap/readGasPrice.js'
import { at } from '../testing/at.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { createTestWallet } from '../testing/createTestWallet.js'
import { defined } from '../testing/defined.js'
import { type ErrorBody, requestJson } from '../testing/requestJson.js'

let devnet: Devnet
let test: TestApp

beforeAll(async () => {
  devnet = await startDevnet()
  test = await createTestApp({
    chains: [
      ...devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] })),
      // A real network whose node is not reachable: prices have no source there.
      { chainId: 1, rpcUrls: ['http://127.0.0.1:9'] },
    ],
  })
})
afterAll(async () => {
  await test?.close()
  await devnet?.stop()
})

type Balances = { balances: TokenBalance[] }
type FungiblePrices = {
  fungibles: { name: string; symbol: string; iconUrl: string; price: number; address: string }[]
}
type TokenList = {
  tokens: {
    name: string
    symbol: string
    address: string
    decimals: number
    logoUri: string
    eip2612?: boolean
  }[]
}

const get = <T>(path: string) => requestJson<T>(test.app, path)
const post = <T>(path: string, body: unknown) =>
  requestJson<T>(test.app, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const usdcAddress = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const usdc = () => at(devnet.chains, 0).contracts.usdc
const ltk = () => at(devnet.chains, 0).contracts.ltk

describe('GET /v1/account/{address}/balance', () => {
  it('returns the native coin and every non-zero token balance, matching the chain', async () => {
    const account = privateKeyToAccount(`0x${'5'.repeat(64)}`)
    const chain = at(devnet.chains, 0)
    const funder = createTestWallet(chain, at(devnet.accounts, 2).privateKey)
    await funder.mined(funder.sendTransaction({ to: account.address, value: parseEther('2.25') }))
    await funder.mined(
      funder.writeContract({
        address: chain.contracts.ltk,
        abi: devnetTokenAbi,
        functionName: 'transfer',
        args: [account.address, parseUnits('10', 18)],
      }),
    )

    const { status, body } = await get<Balances>(
      `/v1/account/${account.address}/balance?projectId=latch-dev&chainId=eip155:31337`,
    )
    expect(status).toBe(200)
    const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
    const native = await client.getBalance({ address: account.address })
    const ltkBalance = await client.readContract({
      address: chain.contracts.ltk,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    // USDC and WETH are zero: left out.
    expect(body.balances.map((b) => b.symbol)).toEqual(['ETH', 'LTK'])
    const eth = at(body.balances, 0)
    const token = at(body.balances, 1)
    expect(eth).toMatchObject({
      name: 'Ether',
      chainId: 'eip155:31337',
      quantity: { decimals: '18', numeric: formatUnits(native, 18) },
    })
    expect(eth.address).toBeUndefined()
    expect(eth.price).toBeCloseTo(3000, 0)
    expect(eth.value).toBeCloseTo(2.25 * defined(eth.price, 'the ETH price'), 6)
    expect(token).toMatchObject({
      name: 'Latch Token',
      address: `eip155:31337:${chain.contracts.ltk.toLowerCase()}`,
      quantity: { decimals: '18', numeric: formatUnits(ltkBalance, 18) },
    })
    expect(token.iconUrl).toMatch(/\/public\/getTokenImage\/ltk$/)
    expect(token.price).toBeCloseTo(2, 1)
  })

  it('reads all chains when no chain is given, and account #5 holds its seeded tokens', async () => {
    const { body } = await get<Balances>(
      `/v1/account/${at(devnet.accounts, 5).address}/balance?projectId=latch-dev`,
    )
    const devnetBalances = body.balances.filter((b) => b.chainId !== 'eip155:1')
    expect(
      devnetBalances.filter((b) => b.symbol === 'USDC').map((b) => [b.chainId, b.quantity.numeric]),
    ).toEqual([
      ['eip155:31337', '1000000'],
      ['eip155:31338', '1000000'],
    ])
  })
})

describe('POST /v1/fungible/price', () => {
  it('prices from the pools: LTK ≈ 2 USDC, ETH ≈ 3000, USDC = 1', async () => {
    const client = createPublicClient({
      chain: toViemChain(at(devnet.chains, 0)),
      transport: http(at(devnet.chains, 0).rpcUrl),
    })
    const pool = defined(
      devnetPools.find((p) => [p.token0, p.token1].sort().join() === 'ltk,usdc'),
      'the LTK/USDC pool',
    )
    const [reserve0, reserve1] = await client.readContract({
      address: pool.address,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    })
    const [usdcReserve, ltkReserve] = pool.token0 === 'usdc' ? [reserve0, reserve1] : [reserve1, reserve0]
    const expected = Number(usdcReserve) / 1e6 / (Number(ltkReserve) / 1e18)

    const { status, body } = await post<FungiblePrices>('/v1/fungible/price', {
      projectId: 'latch-dev',
      currency: 'usd',
      addresses: [
        `eip155:31337:${ltk()}`,
        'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        `eip155:31338:${usdc()}`,
        // Unknown token: left out.
        'eip155:31337:0x000000000000000000000000000000000000dead',
      ],
    })
    expect(status).toBe(200)
    const bySymbol = Object.fromEntries(body.fungibles.map((f) => [f.symbol, f]))
    expect(Object.keys(bySymbol).sort()).toEqual(['ETH', 'LTK', 'USDC'])
    expect(bySymbol.LTK?.price).toBeCloseTo(expected, 9)
    expect(bySymbol.LTK?.price).toBeGreaterThan(1.9)
    expect(bySymbol.LTK?.price).toBeLessThan(2.1)
    expect(bySymbol.ETH?.price).toBeGreaterThan(2900)
    expect(bySymbol.ETH?.price).toBeLessThan(3100)
    expect(bySymbol.USDC).toMatchObject({ price: 1, name: 'USD Coin' })
    expect(bySymbol.LTK?.iconUrl).toMatch(/\/public\/getTokenImage\/ltk$/)
  })

  it('answers 503 PRICE_PROVIDER_UNAVAILABLE, never a zero price, when a chain has no reachable price source', async () => {
    const { status, body } = await post<ErrorBody>('/v1/fungible/price', {
      projectId: 'latch-dev',
      currency: 'usd',
      addresses: ['eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'],
    })
    expect(status).toBe(503)
    expect(body.code).toBe('PRICE_PROVIDER_UNAVAILABLE')
    expect(body.message).toContain('eip155:1')
  })
})

describe('GET /v1/convert/*', () => {
  it('gives gas price tiers in wei from the fee data', async () => {
    const { status, body } = await get<GasPrices>(
      '/v1/convert/gas-price?projectId=latch-dev&chainId=eip155:31337',
    )
    expect(status).toBe(200)
    const standard = BigInt(body.standard)
    expect(standard).toBeGreaterThan(0n)
    expect(BigInt(body.fast)).toBeGreaterThanOrEqual(standard)
    expect(BigInt(body.instant)).toBeGreaterThanOrEqual(BigInt(body.fast))
  })

  it('lists the devnet tokens with CAIP-10 addresses, and real tokens from the registry', async () => {
    const { body } = await get<TokenList>('/v1/convert/tokens?projectId=latch-dev&chainId=eip155:31338')
    expect(body.tokens.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ['ETH', 'eip155:31338:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18],
      ['USDC', `eip155:31338:${usdc().toLowerCase()}`, 6],
      ['LTK', `eip155:31338:${ltk().toLowerCase()}`, 18],
      ['WETH', `eip155:31338:${at(devnet.chains, 1).contracts.weth.toLowerCase()}`, 18],
      ['GLD', `eip155:31338:${at(devnet.chains, 1).contracts.gld.toLowerCase()}`, 18],
    ])
    expect(at(body.tokens, 1).logoUri).toMatch(/\/public\/getTokenImage\/usdc$/)
    const mainnet = await get<TokenList>('/v1/convert/tokens?projectId=latch-dev&chainId=eip155:1')
    const usdcMainnet = mainnet.body.tokens.find((t) => t.symbol === 'USDC')
    expect(usdcMainnet).toMatchObject({
      address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      decimals: 6,
      eip2612: true,
    })
  })
})

describe('validation', () => {
  const long = 'x'.repeat(500)
  it.each([
    ['/v1/account/0x123/balance?projectId=latch-dev', 400, 'INVALID_PARAMS'],
    [`/v1/account/${'0x'.padEnd(42, 'g')}/balance?projectId=latch-dev`, 400, 'INVALID_PARAMS'],
    [
      '/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?projectId=latch-dev&chainId=eip155:999',
      400,
      'UNSUPPORTED_CHAIN',
    ],
    [
      '/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?projectId=latch-dev&chainId=solana:x',
      400,
      'INVALID_PARAMS',
    ],
    [
      '/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?projectId=nope',
      403,
      'PROJECT_NOT_FOUND',
    ],
    [
      `/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?projectId=${long}`,
      400,
      'INVALID_PARAMS',
    ],
    [
      '/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance?projectId=latch-dev&currency=eur',
      400,
      'INVALID_PARAMS',
    ],
    ['/v1/convert/gas-price?projectId=latch-dev', 400, 'INVALID_PARAMS'],
    ['/v1/convert/gas-price?projectId=latch-dev&chainId=eip155:5', 400, 'UNSUPPORTED_CHAIN'],
    ['/v1/convert/tokens?projectId=latch-dev&chainId=eip155:99999999999', 400, 'INVALID_PARAMS'],
  ])('GET %s → %i %s', async (path, status, code) => {
    const res = await get<ErrorBody>(path)
    expect(res.status).toBe(status)
    expect(res.body.code).toBe(code)
    expect(typeof res.body.message).toBe('string')
  })

  const token = `eip155:31337:${'0x'.padEnd(42, '1')}`
  it.each([
    ['no address', { projectId: 'latch-dev', currency: 'usd', addresses: [] }, 400, 'INVALID_PARAMS'],
    [
      'a bare address',
      { projectId: 'latch-dev', currency: 'usd', addresses: [usdcAddress] },
      400,
      'INVALID_PARAMS',
    ],
    [
      '101 addresses',
      { projectId: 'latch-dev', currency: 'usd', addresses: Array(101).fill(token) },
      400,
      'INVALID_PARAMS',
    ],
    [
      'an unknown chain',
      { projectId: 'latch-dev', currency: 'usd', addresses: [`eip155:7:${'0x'.padEnd(42, '1')}`] },
      400,
      'UNSUPPORTED_CHAIN',
    ],
    [
      'another currency',
      { projectId: 'latch-dev', currency: 'btc', addresses: [token] },
      400,
      'INVALID_PARAMS',
    ],
    [
      'an unknown project',
      { projectId: 'nope', currency: 'usd', addresses: [token] },
      403,
      'PROJECT_NOT_FOUND',
    ],
  ])('POST /v1/fungible/price with %s → %i %s', async (_, body, status, code) => {
    const res = await post<ErrorBody>('/v1/fungible/price', body)
    expect(res.status).toBe(status)
    expect(res.body.code).toBe(code)
  })
})
