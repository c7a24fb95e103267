import type { Capabilities } from '@latch/api'
import { type Devnet, type DevnetChain, startDevnet, toViemChain, uniswapV2RouterAbi } from '@latch/devnet'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseChainsEnv } from '../chains/parseChainsEnv.js'
import { at } from '../testing/at.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { createTestWallet } from '../testing/createTestWallet.js'
import { requestJson } from '../testing/requestJson.js'

// Swaps on a mainnet chain id, turned on by the operator's LATCH_CHAINS alone: an anvil chain with id 1
// holds USDC at its mainnet address (the token the registry lists there) and a Uniswap V2 pool of it with
// WETH; the server is told where the pools and the fee-taking router are, and nothing else.

const mainnetUsdc: Address = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const feeRecipient = privateKeyToAccount(generatePrivateKey()).address

let devnet: Devnet
let chain: DevnetChain
let client: PublicClient
let test: TestApp

/** What an operator puts in LATCH_CHAINS for this chain: its RPC, its pools and its swap router. */
const latchChains = (withSwap: boolean) =>
  JSON.stringify([
    {
      chainId: 1,
      rpcUrls: [chain.rpcUrl],
      amm: {
        factory: chain.contracts.uniswapV2Factory,
        usdToken: mainnetUsdc,
        wrappedNative: chain.contracts.weth,
      },
      ...(withSwap
        ? { swap: { router: chain.contracts.uniswapV2Router, feeSwapRouter: chain.contracts.feeSwapRouter } }
        : {}),
    },
  ])

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [1] })
  chain = at(devnet.chains, 0)
  client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
  const rpc = (method: string, params: unknown[]) =>
    client.request({ method: method as never, params: params as never })

  // USDC at its mainnet address: the devnet token's code (decimals and minter are immutables in it) and its
  // name and symbol (storage slots 0 and 1).
  await rpc('anvil_setCode', [mainnetUsdc, await client.getCode({ address: chain.contracts.usdc })])
  for (const slot of ['0x0', '0x1'])
    await rpc('anvil_setStorageAt', [
      mainnetUsdc,
      slot,
      await client.getStorageAt({ address: chain.contracts.usdc, slot: slot as Hex }),
    ])
  // A pool of 300,000 USDC and 100 ETH, added through Router02 by the token's minter (account #0).
  const minter = createTestWallet(chain, at(devnet.accounts, 0).privateKey)
  const usdc = parseUnits('300000', 6)
  await minter.mined(
    minter.writeContract({
      address: mainnetUsdc,
      abi: [
        {
          type: 'function',
          name: 'mint',
          stateMutability: 'nonpayable',
          inputs: [{ type: 'address' }, { type: 'uint256' }],
          outputs: [],
        },
      ] as const,
      functionName: 'mint',
      args: [minter.account.address, usdc],
    }),
  )
  await minter.mined(
    minter.writeContract({
      address: mainnetUsdc,
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.contracts.uniswapV2Router, maxUint256],
    }),
  )
  await minter.mined(
    minter.writeContract({
      address: chain.contracts.uniswapV2Router,
      abi: uniswapV2RouterAbi,
      functionName: 'addLiquidityETH',
      args: [mainnetUsdc, usdc, 0n, 0n, minter.account.address, 2n ** 40n],
      value: parseEther('100'),
    }),
  )
  test = await createTestApp({ chains: parseChainsEnv(latchChains(true)), swapFeeRecipient: feeRecipient })
}, 120_000)
afterAll(async () => {
  await test?.close()
  await devnet?.stop()
})

describe('swaps on a mainnet chain configured through LATCH_CHAINS', () => {
  it('are offered only where a swap router is configured', async () => {
    const { status, body } = await requestJson<Capabilities>(test.app, '/v1/capabilities?projectId=latch-dev')
    expect(status).toBe(200)
    // No bundler is configured for the chain: swaps only, no smart accounts; its history is served.
    expect(body).toEqual({ history: ['eip155:1'], swaps: ['eip155:1'], smartAccounts: [] })
    const pricingOnly = await createTestApp({ chains: parseChainsEnv(latchChains(false)) })
    try {
      expect(
        (await requestJson<Capabilities>(pricingOnly.app, '/v1/capabilities?projectId=latch-dev')).body,
      ).toEqual({ history: ['eip155:1'], swaps: [], smartAccounts: [] })
      const refused = await requestJson<{ code: string }>(
        pricingOnly.app,
        `/v1/convert/quotes?projectId=latch-dev&userAddress=eip155:1:${feeRecipient}&from=eip155:1:${native}&to=eip155:1:${mainnetUsdc}&amount=1000&gasPrice=1`,
      )
      expect(refused.status).toBe(400)
    } finally {
      await pricingOnly.close()
    }
  })

  it('quote as the router computes, and a built swap pays out the quote on chain 1 with the fee taken', async () => {
    const wallet = createTestWallet(chain, generatePrivateKey())
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [wallet.account.address, `0x${parseEther('5').toString(16)}`] as never,
    })
    const userAddress = `eip155:1:${wallet.account.address}`
    const ethIn = parseEther('1')
    const quoted = await requestJson<{ quotes: { toAmount: string }[] }>(
      test.app,
      `/v1/convert/quotes?projectId=latch-dev&userAddress=${userAddress}&from=eip155:1:${native}&to=eip155:1:${mainnetUsdc}&amount=${ethIn}&gasPrice=1000000000`,
    )
    expect(quoted.status).toBe(200)
    const toAmount = BigInt(at(quoted.body.quotes, 0).toAmount)
    const fee = (ethIn * 85n) / 10_000n
    const routerOut = await client.readContract({
      address: chain.contracts.uniswapV2Router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [ethIn - fee, [chain.contracts.weth, mainnetUsdc]],
    })
    expect(toAmount).toBe(routerOut[1])

    const built = await requestJson<{
      tx: { to: Address; data: Hex; value: string; eip155: { gas: string } }
    }>(test.app, '/v1/convert/build-transaction', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        projectId: 'latch-dev',
        userAddress,
        from: `eip155:1:${native}`,
        to: `eip155:1:${mainnetUsdc}`,
        amount: ethIn.toString(),
        eip155: { slippage: '0.5' },
      }),
    })
    expect(built.status).toBe(200)
    expect(built.body.tx.to.toLowerCase()).toBe(chain.contracts.feeSwapRouter.toLowerCase())
    const recipientBefore = await client.getBalance({ address: feeRecipient })
    const receipt = await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        to: built.body.tx.to,
        data: built.body.tx.data,
        value: BigInt(built.body.tx.value),
        gas: BigInt(built.body.tx.eip155.gas),
      }),
    })
    expect(receipt.status).toBe('success')
    const received = await client.readContract({
      address: mainnetUsdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet.account.address],
    })
    expect(received).toBe(toAmount)
    expect((await client.getBalance({ address: feeRecipient })) - recipientBefore).toBe(fee)
  })
})
