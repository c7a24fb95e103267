import { readFileSync } from 'node:fs'
import type { RouteResponse, swapAllowanceRoute, swapQuotesRoute } from '@latch/api'
import {
  type Devnet,
  type DevnetChain,
  devnetTokenAbi,
  startDevnet,
  toViemChain,
  uniswapV2RouterAbi,
} from '@latch/devnet'
import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.js'
import { at } from '../testing/at.js'
import { createTestApp, type TestApp, testOrigin } from '../testing/createTestApp.js'
import { createTestWallet } from '../testing/createTestWallet.js'
import { defined } from '../testing/defined.js'
import { type ErrorBody, requestJson } from '../testing/requestJson.js'
import { tokens } from '../tokens/tokensTables.js'

let devnet: Devnet
let test: TestApp
/** The same database and chains, with no fee recipient configured. */
let feeless: ReturnType<typeof createApp>
let chain: DevnetChain
let client: PublicClient
const feeRecipient = privateKeyToAccount(generatePrivateKey()).address
/** A listed token with no pool at all. */
let unpooled: Address

beforeAll(async () => {
  devnet = await startDevnet()
  chain = at(devnet.chains, 0)
  client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
  const chains = [
    ...devnet.chains.map((c) => ({ chainId: c.chainId, rpcUrls: [c.rpcUrl] })),
    // A served chain without swap contracts.
    { chainId: 1, rpcUrls: ['http://127.0.0.1:9'] },
  ]
  test = await createTestApp({ chains, swapFeeRecipient: feeRecipient })

  const { bytecode } = JSON.parse(
    readFileSync(new URL('../../../devnet/src/artifacts/DevnetToken.json', import.meta.url), 'utf8'),
  ) as { bytecode: Hex }
  const deployer = createTestWallet(chain, at(devnet.accounts, 8).privateKey)
  const receipt = await client.waitForTransactionReceipt({
    hash: await deployer.deployContract({ abi: devnetTokenAbi, bytecode, args: ['Unpooled', 'UNP', 18] }),
  })
  unpooled = receipt.contractAddress as Address
  await test.database.db.insert(tokens).values({
    chainId: chain.chainId,
    address: unpooled.toLowerCase(),
    name: 'Unpooled',
    symbol: 'UNP',
    decimals: 18,
    iconId: null,
    listed: true,
    source: 'devnet',
    rank: 50,
  })
  feeless = createApp({ db: test.database.db, chains })
})
afterAll(async () => {
  await test?.close()
  await devnet?.stop()
})

type Quotes = RouteResponse<typeof swapQuotesRoute>
type Allowance = RouteResponse<typeof swapAllowanceRoute>
// The schemas check the hex fields by pattern; typed as hex here so they go straight into viem.
type ApproveTransaction = {
  tx: { from: Address; to: Address; data: Hex; value: string; eip155: { gasPrice: string } }
}
type SwapTransaction = {
  tx: { from: Address; to: Address; data: Hex; value: string; eip155: { gas: string; gasPrice: string } }
}
type OpenApiDocument = { paths: Record<string, { post?: unknown }> }

/** Requests from the dev project's site, also to the apps built here without the test helper. */
const call = <T>(app: { request: typeof test.app.request }, path: string, init?: RequestInit) =>
  requestJson<T>(app, path, {
    ...init,
    headers: { Origin: testOrigin, ...(init?.headers as Record<string, string> | undefined) },
  })
const get = <T>(path: string, headers: Record<string, string> = {}) => call<T>(test.app, path, { headers })
const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  call<T>(test.app, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const caip = (address: string) => `eip155:${chain.chainId}:${address.toLowerCase()}`
const token = (key: 'usdc' | 'ltk' | 'weth' | 'gld') => caip(chain.contracts[key])
const user = (address: Address) => `eip155:${chain.chainId}:${address}`
const someone = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const quoteQuery = (from: string, to: string, amount: string, userAddress = user(someone)) =>
  `/v1/convert/quotes?projectId=latch-dev&userAddress=${userAddress}&from=${from}&to=${to}&amount=${amount}&gasPrice=1000000000`

const amountsOut = async (amountIn: bigint, path: Address[]) =>
  client.readContract({
    address: chain.contracts.uniswapV2Router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  })
const balanceOf = (address: Address, holder: Address) =>
  client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
const fee = (amount: bigint) => (amount * 85n) / 10_000n

/** A fresh account with ETH for gas and `usdc` USDC, so on-chain assertions do not depend on other tests. */
async function fundedAccount(usdc: bigint) {
  const key = generatePrivateKey()
  const wallet = createTestWallet(chain, key)
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [wallet.account.address, `0x${parseEther('10').toString(16)}`] as never,
  })
  if (usdc > 0n) {
    const funder = createTestWallet(chain, at(devnet.accounts, 7).privateKey)
    await funder.mined(
      funder.writeContract({
        address: chain.contracts.usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [wallet.account.address, usdc],
      }),
    )
  }
  return wallet
}

describe('GET /v1/convert/quotes', () => {
  it('quotes a direct pool exactly as Router02 getAmountsOut of the amount after the provider fee', async () => {
    const amount = parseUnits('1000', 6)
    const { status, body } = await get<Quotes>(quoteQuery(token('usdc'), token('ltk'), amount.toString()))
    expect(status).toBe(200)
    const quote = at(body.quotes, 0)
    const [, expected] = await amountsOut(amount - fee(amount), [chain.contracts.usdc, chain.contracts.ltk])
    expect(quote).toMatchObject({
      fromAmount: amount.toString(),
      fromAccount: token('usdc'),
      toAmount: String(expected),
      toAccount: token('ltk'),
      path: [token('usdc'), token('ltk')],
      fee: { rate: 0.0085, amount: '8500000', recipient: user(feeRecipient).toLowerCase() },
    })
    expect(typeof quote.id).toBe('string')
    // 991.5 USDC into a 2,000,000 USDC pool moves its price by about 0.05%.
    expect(quote.priceImpact).toBeGreaterThan(0.04)
    expect(quote.priceImpact).toBeLessThan(0.06)
  })

  it('routes through WETH when the tokens share no pool', async () => {
    const amount = parseUnits('300', 6)
    const { status, body } = await get<Quotes>(quoteQuery(token('usdc'), token('gld'), amount.toString()))
    expect(status).toBe(200)
    const path = [chain.contracts.usdc, chain.contracts.weth, chain.contracts.gld]
    const amounts = await amountsOut(amount - fee(amount), path)
    expect(at(body.quotes, 0).path).toEqual(path.map(caip))
    expect(at(body.quotes, 0).toAmount).toBe(String(amounts[2]))
    // 300 USDC buys about 200 GLD (1 GLD = 1.5 USDC) less fees.
    expect(Number(amounts[2]) / 1e18).toBeGreaterThan(195)
  })

  it('swaps the native coin as WETH through the router, both ways', async () => {
    const toLtk = await get<Quotes>(quoteQuery(caip(native), token('ltk'), parseEther('1').toString()))
    expect(at(toLtk.body.quotes, 0).path).toEqual([token('weth'), token('ltk')])
    const [, ltkOut] = await amountsOut(parseEther('1') - fee(parseEther('1')), [
      chain.contracts.weth,
      chain.contracts.ltk,
    ])
    expect(at(toLtk.body.quotes, 0).toAmount).toBe(String(ltkOut))
    expect(at(toLtk.body.quotes, 0).fee?.amount).toBe(parseEther('0.0085').toString())

    const fromGld = await get<Quotes>(quoteQuery(token('gld'), caip(native), parseEther('100').toString()))
    expect(at(fromGld.body.quotes, 0).path).toEqual([token('gld'), token('weth')])
  })

  it('states a price impact that grows with the trade, computed from the reserves', async () => {
    const impact = async (usdc: string) => {
      const { body } = await get<Quotes>(
        quoteQuery(token('usdc'), token('ltk'), parseUnits(usdc, 6).toString()),
      )
      return at(body.quotes, 0).priceImpact
    }
    const small = await impact('10')
    const large = await impact('200000')
    expect(small).toBeLessThan(0.001)
    // 198,300 USDC into 2,000,000: the pool's price moves by about 9%.
    expect(large).toBeGreaterThan(8.5)
    expect(large).toBeLessThan(9.5)
  })

  it('shows no fee and takes none when no fee recipient is configured', async () => {
    const amount = parseUnits('50', 6)
    const { status, body } = await call<Quotes>(
      feeless,
      quoteQuery(token('usdc'), token('ltk'), amount.toString()),
    )
    expect(status).toBe(200)
    expect(at(body.quotes, 0).fee).toBeNull()
    const [, expected] = await amountsOut(amount, [chain.contracts.usdc, chain.contracts.ltk])
    expect(at(body.quotes, 0).toAmount).toBe(String(expected))
  })
})

describe('GET /v1/convert/allowance and /v1/convert/build-approve', () => {
  it('reads the allowance of the swap router; the native coin needs none', async () => {
    const nativeAllowance = await get<Allowance>(
      `/v1/convert/allowance?projectId=latch-dev&tokenAddress=${caip(native)}&userAddress=${user(someone)}`,
    )
    expect(nativeAllowance).toEqual({ status: 200, body: { allowance: maxUint256.toString() } })
    const usdcAllowance = await get<Allowance>(
      `/v1/convert/allowance?projectId=latch-dev&tokenAddress=${token('usdc')}&userAddress=${user(someone)}`,
    )
    expect(usdcAllowance).toEqual({ status: 200, body: { allowance: '0' } })
  })

  it('builds an approve of exactly the amount to the swap router, priced by the chain', async () => {
    const { status, body } = await get<ApproveTransaction>(
      `/v1/convert/build-approve?projectId=latch-dev&userAddress=${user(someone)}&from=${token('ltk')}&to=${token('usdc')}&amount=123`,
    )
    expect(status).toBe(200)
    expect(body.tx).toMatchObject({ from: someone, to: chain.contracts.ltk.toLowerCase(), value: '0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: body.tx.data })).toEqual({
      functionName: 'approve',
      args: [chain.contracts.feeSwapRouter, 123n],
    })
    expect(BigInt(body.tx.eip155.gasPrice)).toBeGreaterThan(0n)
  })
})

const swapAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, address feeRecipient, uint256 deadline)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, address feeRecipient, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, address feeRecipient, uint256 deadline)',
])

describe('POST /v1/convert/build-transaction', () => {
  it('approves and swaps on chain through the endpoints: output as quoted, the fee recipient paid exactly the fee', async () => {
    const amount = parseUnits('150', 6)
    const wallet = await fundedAccount(amount)
    const userAddress = user(wallet.account.address)
    const allowanceUrl = `/v1/convert/allowance?projectId=latch-dev&tokenAddress=${token('usdc')}&userAddress=${userAddress}`
    expect((await get<Allowance>(allowanceUrl)).body.allowance).toBe('0')

    // Before the approval the swap cannot be simulated: the gas limit is the fixed fallback.
    const early = await post<SwapTransaction>('/v1/convert/build-transaction', {
      projectId: 'latch-dev',
      userAddress,
      from: token('usdc'),
      to: token('gld'),
      amount: amount.toString(),
      eip155: { slippage: '1' },
    })
    expect(early.status).toBe(200)
    expect(early.body.tx.eip155.gas).toBe('450000')

    const approve = await get<ApproveTransaction>(
      `/v1/convert/build-approve?projectId=latch-dev&userAddress=${userAddress}&from=${token('usdc')}&to=${token('gld')}&amount=${amount}`,
    )
    await wallet.mined(
      wallet.sendTransaction({
        to: approve.body.tx.to,
        data: approve.body.tx.data,
        value: BigInt(approve.body.tx.value),
        gasPrice: BigInt(approve.body.tx.eip155.gasPrice),
      }),
    )
    expect((await get<Allowance>(allowanceUrl)).body.allowance).toBe(amount.toString())

    const quoted = await get<Quotes>(quoteQuery(token('usdc'), token('gld'), amount.toString(), userAddress))
    const quote = at(quoted.body.quotes, 0)
    const before = BigInt(Math.floor(Date.now() / 1000))
    const { status, body } = await post<SwapTransaction>('/v1/convert/build-transaction', {
      projectId: 'latch-dev',
      userAddress,
      from: token('usdc'),
      to: token('gld'),
      amount: amount.toString(),
      eip155: { slippage: '1' },
    })
    expect(status).toBe(200)
    expect(body.tx).toMatchObject({
      from: wallet.account.address,
      to: chain.contracts.feeSwapRouter.toLowerCase(),
      value: '0',
    })
    const decoded = decodeFunctionData({ abi: swapAbi, data: body.tx.data })
    expect(decoded.functionName).toBe('swapExactTokensForTokens')
    const [amountIn, amountOutMin, path, to, recipient, deadline] = decoded.args as [
      bigint,
      bigint,
      Address[],
      Address,
      Address,
      bigint,
    ]
    expect(amountIn).toBe(amount)
    expect(amountOutMin).toBe((BigInt(quote.toAmount) * 99n) / 100n)
    expect(path.map(caip)).toEqual(quote.path)
    expect(to).toBe(wallet.account.address)
    expect(recipient.toLowerCase()).toBe(feeRecipient.toLowerCase())
    // 20 minutes from the later of the latest block and the server's clock at the request.
    const after = BigInt(Math.ceil(Date.now() / 1000))
    const { timestamp } = await client.getBlock()
    expect(deadline).toBeGreaterThanOrEqual((timestamp > before ? timestamp : before) + 1200n)
    expect(deadline).toBeLessThanOrEqual((timestamp > after ? timestamp : after) + 1200n)
    // Estimated on the chain, with margin, now that the allowance is in place.
    const gas = BigInt(body.tx.eip155.gas)
    expect(gas).not.toBe(450_000n)

    const receipt = await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: body.tx.to,
        data: body.tx.data,
        gas,
        gasPrice: BigInt(body.tx.eip155.gasPrice),
      }),
    })
    expect(receipt.status).toBe('success')
    expect(receipt.gasUsed).toBeLessThan(gas)
    const received = await balanceOf(chain.contracts.gld, wallet.account.address)
    expect(received).toBeGreaterThanOrEqual(amountOutMin)
    expect(received).toBe(BigInt(quote.toAmount))
    expect(await balanceOf(chain.contracts.usdc, feeRecipient)).toBe(
      BigInt(defined(quote.fee, 'the quoted fee').amount),
    )
    expect(await balanceOf(chain.contracts.usdc, wallet.account.address)).toBe(0n)
  })

  it('swaps the native coin in and out, the fee paid in the coin given', async () => {
    const wallet = await fundedAccount(0n)
    const userAddress = user(wallet.account.address)
    const build = (from: string, to: string, amount: bigint) =>
      post<SwapTransaction>('/v1/convert/build-transaction', {
        projectId: 'latch-dev',
        userAddress,
        from,
        to,
        amount: amount.toString(),
        eip155: { slippage: '0.5' },
      })
    const recipientEth = await client.getBalance({ address: feeRecipient })
    const ethIn = parseEther('0.2')
    const quotedIn = await get<Quotes>(quoteQuery(caip(native), token('ltk'), ethIn.toString(), userAddress))
    const quoteIn = at(quotedIn.body.quotes, 0)
    const swapIn = (await build(caip(native), token('ltk'), ethIn)).body.tx
    expect(swapIn.value).toBe(ethIn.toString())
    expect(decodeFunctionData({ abi: swapAbi, data: swapIn.data }).functionName).toBe('swapExactETHForTokens')
    const first = await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: swapIn.to,
        data: swapIn.data,
        value: BigInt(swapIn.value),
        gas: BigInt(swapIn.eip155.gas),
      }),
    })
    expect(first.status).toBe('success')
    const ltkReceived = await balanceOf(chain.contracts.ltk, wallet.account.address)
    expect(ltkReceived).toBe(BigInt(quoteIn.toAmount))
    expect((await client.getBalance({ address: feeRecipient })) - recipientEth).toBe(fee(ethIn))

    // And back to ETH: approve LTK, then the swap pays out ETH.
    const approve = (
      await get<ApproveTransaction>(
        `/v1/convert/build-approve?projectId=latch-dev&userAddress=${userAddress}&from=${token('ltk')}&to=${caip(native)}&amount=${ltkReceived}`,
      )
    ).body.tx
    await wallet.mined(wallet.sendTransaction({ to: approve.to, data: approve.data }))
    const recipientLtk = await balanceOf(chain.contracts.ltk, feeRecipient)
    const quotedOut = await get<Quotes>(
      quoteQuery(token('ltk'), caip(native), ltkReceived.toString(), userAddress),
    )
    const quoteOut = at(quotedOut.body.quotes, 0)
    const swapOut = (await build(token('ltk'), caip(native), ltkReceived)).body.tx
    expect(decodeFunctionData({ abi: swapAbi, data: swapOut.data }).functionName).toBe(
      'swapExactTokensForETH',
    )
    const ethBefore = await client.getBalance({ address: wallet.account.address })
    const second = await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: swapOut.to,
        data: swapOut.data,
        gas: BigInt(swapOut.eip155.gas),
      }),
    })
    expect(second.status).toBe('success')
    const ethAfter = await client.getBalance({ address: wallet.account.address })
    expect(ethAfter - ethBefore + second.gasUsed * second.effectiveGasPrice).toBe(BigInt(quoteOut.toAmount))
    expect((await balanceOf(chain.contracts.ltk, feeRecipient)) - recipientLtk).toBe(fee(ltkReceived))
  })

  it('passes a zero fee recipient when none is configured', async () => {
    const { status, body } = await call<SwapTransaction>(feeless, '/v1/convert/build-transaction', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        projectId: 'latch-dev',
        userAddress: user(someone),
        from: token('usdc'),
        to: token('ltk'),
        amount: '1000000',
        eip155: { slippage: '1' },
      }),
    })
    expect(status).toBe(200)
    const decoded = decodeFunctionData({ abi: swapAbi, data: body.tx.data })
    expect(decoded.args?.[4]).toBe('0x0000000000000000000000000000000000000000')
  })
})

describe('bad input answers 4xx { code, message }', () => {
  const usdc = () => token('usdc')
  const ltk = () => token('ltk')
  const cases: [string, () => string, number, string][] = [
    [
      'unknown token',
      () => quoteQuery(usdc(), caip('0x1111111111111111111111111111111111111111'), '1'),
      400,
      'UNSUPPORTED_TOKEN',
    ],
    ['zero amount', () => quoteQuery(usdc(), ltk(), '0'), 400, 'INVALID_PARAMS'],
    ['negative amount', () => quoteQuery(usdc(), ltk(), '-5'), 400, 'INVALID_PARAMS'],
    ['non-numeric amount', () => quoteQuery(usdc(), ltk(), '1e6'), 400, 'INVALID_PARAMS'],
    [
      'amount beyond uint256',
      () => quoteQuery(usdc(), ltk(), (maxUint256 + 1n).toString()),
      400,
      'INVALID_PARAMS',
    ],
    ['same token both sides', () => quoteQuery(usdc(), usdc(), '1'), 400, 'SAME_TOKEN'],
    [
      'user address that is not an address',
      () => quoteQuery(usdc(), ltk(), '1', `eip155:${chain.chainId}:0x1234`),
      400,
      'INVALID_PARAMS',
    ],
    [
      'plain address instead of CAIP-10',
      () => quoteQuery(chain.contracts.usdc, ltk(), '1'),
      400,
      'INVALID_PARAMS',
    ],
    [
      'token address with non-hex characters',
      () => quoteQuery(usdc(), `eip155:${chain.chainId}:0x${'z'.repeat(40)}`, '1'),
      400,
      'INVALID_PARAMS',
    ],
    [
      'tokens on different chains',
      () => quoteQuery(usdc(), `eip155:31338:${chain.contracts.ltk}`, '1'),
      400,
      'CHAIN_MISMATCH',
    ],
    [
      'user on another chain',
      () => quoteQuery(usdc(), ltk(), '1', `eip155:31338:${someone}`),
      400,
      'CHAIN_MISMATCH',
    ],
    [
      'unknown chain',
      () =>
        quoteQuery(
          `eip155:999:${chain.contracts.usdc}`,
          `eip155:999:${chain.contracts.ltk}`,
          '1',
          `eip155:999:${someone}`,
        ),
      400,
      'UNSUPPORTED_CHAIN',
    ],
    [
      'chain without swaps',
      () =>
        quoteQuery(
          'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
          `eip155:1:${native}`,
          '1',
          `eip155:1:${someone}`,
        ),
      400,
      'SWAP_UNSUPPORTED_CHAIN',
    ],
    [
      'native coin for its wrapped token',
      () => quoteQuery(caip(native), token('weth'), '1000'),
      400,
      'UNSUPPORTED_PAIR',
    ],
    [
      'token without any pool',
      () => quoteQuery(usdc(), caip(unpooled), '1000000'),
      400,
      'INSUFFICIENT_LIQUIDITY',
    ],
    ['amount that buys nothing', () => quoteQuery(ltk(), usdc(), '1'), 400, 'AMOUNT_TOO_SMALL'],
    [
      'missing user address',
      () => `/v1/convert/quotes?projectId=latch-dev&from=${usdc()}&to=${ltk()}&amount=1`,
      400,
      'INVALID_PARAMS',
    ],
    [
      'unknown project',
      () => quoteQuery(usdc(), ltk(), '1').replace('latch-dev', 'nope'),
      403,
      'PROJECT_NOT_FOUND',
    ],
    [
      'approval of the native coin',
      () =>
        `/v1/convert/build-approve?projectId=latch-dev&userAddress=${user(someone)}&from=${caip(native)}&to=${ltk()}&amount=1`,
      400,
      'APPROVAL_NOT_NEEDED',
    ],
    [
      'approval of zero',
      () =>
        `/v1/convert/build-approve?projectId=latch-dev&userAddress=${user(someone)}&from=${usdc()}&to=${ltk()}&amount=0`,
      400,
      'INVALID_PARAMS',
    ],
    [
      'allowance of an unknown token',
      () =>
        `/v1/convert/allowance?projectId=latch-dev&tokenAddress=${caip(someone)}&userAddress=${user(someone)}`,
      400,
      'UNSUPPORTED_TOKEN',
    ],
    [
      'allowance for a malformed user',
      () => `/v1/convert/allowance?projectId=latch-dev&tokenAddress=${usdc()}&userAddress=nobody`,
      400,
      'INVALID_PARAMS',
    ],
  ]
  it.each(cases)('%s', async (_name, path, status, code) => {
    const res = await get<ErrorBody>(path())
    expect(res.status).toBe(status)
    expect(res.body.code).toBe(code)
    expect(typeof res.body.message).toBe('string')
  })

  it('refuses a browser origin that is not on the project allowlist', async () => {
    const res = await get<ErrorBody>(quoteQuery(usdc(), ltk(), '1000'), { Origin: 'https://evil.example' })
    expect(res).toMatchObject({ status: 403, body: { code: 'ORIGIN_NOT_ALLOWED' } })
    const allowed = await get<Quotes>(quoteQuery(usdc(), ltk(), '1000'), { Origin: 'http://localhost:5173' })
    expect(allowed.status).toBe(200)
  })

  it.each([
    ['slippage not a number', { slippage: 'abc' }],
    ['negative slippage', { slippage: '-1' }],
    ['slippage of 50% or more', { slippage: '50' }],
    ['missing slippage', {}],
  ])('build-transaction: %s', async (_name, eip155) => {
    const res = await post<ErrorBody>('/v1/convert/build-transaction', {
      projectId: 'latch-dev',
      userAddress: user(someone),
      from: usdc(),
      to: ltk(),
      amount: '1000000',
      eip155,
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('INVALID_PARAMS')
  })

  it('build-transaction: the same checks as the quote', async () => {
    const res = await post<ErrorBody>('/v1/convert/build-transaction', {
      projectId: 'latch-dev',
      userAddress: user(someone),
      from: usdc(),
      to: usdc(),
      amount: '1000000',
      eip155: { slippage: '1' },
    })
    expect(res).toMatchObject({ status: 400, body: { code: 'SAME_TOKEN' } })
  })
})

it('openapi.json lists the swap routes', async () => {
  const { body } = await get<OpenApiDocument>('/openapi.json')
  expect(Object.keys(body.paths)).toEqual(
    expect.arrayContaining([
      '/v1/convert/quotes',
      '/v1/convert/allowance',
      '/v1/convert/build-approve',
      '/v1/convert/build-transaction',
    ]),
  )
  expect(body.paths['/v1/convert/build-transaction']?.post).toBeDefined()
})
