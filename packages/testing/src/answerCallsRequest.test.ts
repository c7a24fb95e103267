import { type Devnet, devnetContracts, startDevnet } from '@latch/devnet'
import { encodeFunctionData, erc20Abi, type Hex, numberToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anvilAccounts } from './anvilAccounts.js'
import { createTestWalletController } from './createTestWalletController.js'
import { rpcRequest } from './rpcRequest.js'

let devnet: Devnet
let rpcUrl: string
beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
  rpcUrl = devnet.chains[0]?.rpcUrl as string
})
afterAll(async () => {
  await devnet?.stop()
})

async function wallet(key: Hex = anvilAccounts[3].privateKey, batchExecutor?: Hex) {
  const controller = createTestWalletController({
    accounts: [key],
    chains: [{ id: 31337, rpcUrl, batchExecutor }],
    chainId: 31337,
    walletName: 'Calls Wallet',
    emit: async () => {},
  })
  const origin = 'http://127.0.0.1:3000'
  const call = (method: string, params?: unknown) => controller.handle({ method, params, origin })
  await call('eth_requestAccounts')
  return { controller, call }
}

const to = anvilAccounts[9].address
const batch = (extra: Record<string, unknown> = {}) => ({
  version: '2.0.0',
  chainId: '0x7a69',
  from: anvilAccounts[3].address,
  calls: [
    { to, value: '0x1' },
    { to, value: '0x2', data: '0x' },
  ],
  ...extra,
})

describe('EIP-5792 in the test wallet', () => {
  test('reports atomic batching as unsupported and refuses an atomic batch with 5760', async () => {
    const { controller, call } = await wallet()
    expect(await call('wallet_getCapabilities', [anvilAccounts[3].address, ['0x7a69']])).toEqual({
      result: { '0x7a69': { atomic: { status: 'unsupported' } } },
    })
    expect(await call('wallet_sendCalls', [batch({ atomicRequired: true })])).toEqual({
      error: { code: 5760, message: 'The wallet cannot execute the calls atomically.' },
    })
    expect(controller.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
  })

  test('sends a non-atomic batch call by call after one approval, and reports it from the chain', async () => {
    const { call } = await wallet()
    const before = BigInt((await rpcRequest(rpcUrl, 'eth_getBalance', [to, 'latest'])) as string)
    const sent = (await call('wallet_sendCalls', [batch({ atomicRequired: false })])) as {
      result: { id: string }
    }
    expect(sent.result.id).toMatch(/^0x[0-9a-f]{64}$/)
    const after = BigInt((await rpcRequest(rpcUrl, 'eth_getBalance', [to, 'latest'])) as string)
    expect(after - before).toBe(3n)
    const status = (await call('wallet_getCallsStatus', [sent.result.id])) as {
      result: { status: number; atomic: boolean; chainId: string; receipts: { status: string }[] }
    }
    expect(status.result).toMatchObject({ status: 200, atomic: false, chainId: numberToHex(31337) })
    expect(status.result.receipts.map((r) => r.status)).toEqual(['0x1', '0x1'])
    expect(await call('wallet_showCallsStatus', [sent.result.id])).toEqual({ result: null })
    expect(await call('wallet_getCallsStatus', ['0x1234'])).toMatchObject({ error: { code: 5730 } })
  })

  test('checks each call as the specification says, and a decline sends nothing', async () => {
    const { controller, call } = await wallet()
    expect(await call('wallet_sendCalls', [batch({ calls: [{ to: to.slice(2) }] })])).toMatchObject({
      error: { code: -32602, message: 'Each call needs a destination starting with 0x.' },
    })
    expect(await call('wallet_sendCalls', [batch({ calls: [{ to, data: 'beef' }] })])).toMatchObject({
      error: { code: -32602, message: "A call's data must start with 0x." },
    })
    controller.setMode('wallet_sendCalls', 'reject')
    expect(await call('wallet_sendCalls', [batch()])).toMatchObject({ error: { code: 4001 } })
    expect(controller.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
  })

  test('with a batch executor the key account batches atomically for real (EIP-7702)', async () => {
    const owner = anvilAccounts[2]
    const { controller, call } = await wallet(owner.privateKey, devnetContracts.batchExecutor)
    const balanceOf = async (token: Hex, holder: Hex) =>
      BigInt(
        (await rpcRequest(rpcUrl, 'eth_call', [
          {
            to: token,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
          },
          'latest',
        ])) as string,
      )
    const receiver = anvilAccounts[8].address
    const capability = async () =>
      (
        (await call('wallet_getCapabilities', [owner.address, ['0x7a69']])) as {
          result: Record<string, unknown>
        }
      ).result
    expect(await capability()).toEqual({ '0x7a69': { atomic: { status: 'ready' } } })
    const transfer = (amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] })
    const usdcBefore = await balanceOf(devnetContracts.usdc, receiver)
    const ethBefore = BigInt((await rpcRequest(rpcUrl, 'eth_getBalance', [receiver, 'latest'])) as string)
    const sent = (await call('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: owner.address,
        atomicRequired: true,
        calls: [
          { to: devnetContracts.usdc, data: transfer(5n) },
          { to: receiver, value: '0x7' },
        ],
      },
    ])) as { result: { id: string } }
    // One transaction, from the account to itself, carrying the delegation: both calls happened in it.
    expect(controller.requests.filter((r) => r.method === 'eth_sendTransaction')).toEqual([])
    const status = (await call('wallet_getCallsStatus', [sent.result.id])) as {
      result: { status: number; atomic: boolean; receipts: { transactionHash: Hex }[] }
    }
    expect(status.result).toMatchObject({ status: 200, atomic: true })
    expect(status.result.receipts).toHaveLength(1)
    const tx = (await rpcRequest(rpcUrl, 'eth_getTransactionByHash', [
      status.result.receipts[0]?.transactionHash,
    ])) as {
      type: string
      to: string
    }
    expect(tx.type).toBe('0x4')
    expect(tx.to.toLowerCase()).toBe(owner.address.toLowerCase())
    expect((await balanceOf(devnetContracts.usdc, receiver)) - usdcBefore).toBe(5n)
    expect(
      BigInt((await rpcRequest(rpcUrl, 'eth_getBalance', [receiver, 'latest'])) as string) - ethBefore,
    ).toBe(7n)
    expect(await capability()).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })

    // All or nothing: a batch whose second call fails leaves the first undone.
    const usdcMid = await balanceOf(devnetContracts.usdc, receiver)
    const failed = await call('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [
          { to: devnetContracts.usdc, data: transfer(5n) },
          { to: devnetContracts.usdc, data: transfer(10n ** 30n) },
        ],
      },
    ])
    expect(failed).toHaveProperty('error')
    expect(await balanceOf(devnetContracts.usdc, receiver)).toBe(usdcMid)
  })
})
