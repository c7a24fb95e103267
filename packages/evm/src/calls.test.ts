import type { CaipNetwork, Connector, Eip1193Provider } from '@latch/core'
import { UserRejectedRequestError } from '@latch/core'
import { type Devnet, devnetAccounts, devnetContracts, devnetRpc, startDevnet } from '@latch/devnet'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEip155Runtime } from './createEip155Runtime.js'

let devnet: Devnet
let rpcA: string

beforeAll(async () => {
  devnet = await startDevnet()
  rpcA = devnet.chains[0]?.rpcUrl as string
})

afterAll(async () => {
  await devnet?.stop()
})

const network = (): CaipNetwork => ({
  id: 31337,
  name: 'Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcA] } },
})

const fresh = (): Hex =>
  `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * A wallet without EIP-5792, in front of anvil: anvil itself answers, holding the account unlocked, so
 * wallet_getCapabilities and wallet_sendCalls get anvil's own "Method not found" and every send is real.
 * `decline` stands for the person refusing the prompt of a method.
 */
function walletOn(account = devnetAccounts[5], decline: string[] = []) {
  const requests: { method: string; result?: unknown; declined?: boolean }[] = []
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      const entry: (typeof requests)[number] = { method }
      requests.push(entry)
      if (decline.includes(method)) {
        entry.declined = true
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      entry.result = await devnetRpc(rpcA, method, (params as unknown[] | undefined) ?? [])
      return entry.result
    },
  }
  const connector: Connector = {
    id: 'test',
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    provider,
  }
  return { requests, connector, address: account?.address as Hex }
}

describe('EIP-5792 calls', () => {
  it('a wallet without the method has no atomic batching', async () => {
    const runtime = createEip155Runtime()
    const { requests, connector, address } = walletOn()
    expect(await runtime.getCapabilities?.({ connector, address, networks: [network()] })).toEqual({
      'eip155:31337': { atomic: 'unsupported', paymasterService: false },
    })
    // anvil answered for itself: it has no such method.
    expect(requests.map((r) => r.method)).toEqual(['wallet_getCapabilities'])
  })

  it('sends the calls one by one to a wallet without atomic batching, and the status is the chain’s', async () => {
    const runtime = createEip155Runtime()
    const { requests, connector, address } = walletOn()
    const receiver = fresh()
    const usdc = devnetContracts.usdc
    const sent = await runtime.sendCalls?.({
      connector,
      network: network(),
      address,
      calls: [
        { to: receiver, value: parseEther('0.25') },
        {
          to: usdc,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1_000n] }),
        },
      ],
    })
    expect(sent?.atomic).toBe(false)
    // Two prompts, two transactions: nothing was passed off as one batch.
    expect(
      requests.map((r) => r.method).filter((m) => m.startsWith('eth_send') || m === 'wallet_sendCalls'),
    ).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
    const client = createPublicClient({ transport: http(rpcA) })
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
    expect(
      await client.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [receiver],
      }),
    ).toBe(1_000n)
    const status = await runtime.getCallsStatus?.({ connector, network: network(), id: sent?.id as string })
    expect(status).toMatchObject({ chainId: 31337, atomic: false, status: 200 })
    expect(status?.receipts).toHaveLength(2)
    const hashes = requests.filter((r) => r.method === 'eth_sendTransaction').map((r) => r.result)
    expect(status?.receipts.map((r) => r.transactionHash)).toEqual(hashes)
    for (const receipt of status?.receipts ?? []) {
      const onChain = await client.getTransactionReceipt({ hash: receipt.transactionHash as Hex })
      expect(receipt).toEqual({
        status: 'success',
        transactionHash: onChain.transactionHash,
        blockNumber: onChain.blockNumber,
        gasUsed: onChain.gasUsed,
      })
    }
    // The wallet never took these as a batch: it has nothing to show.
    await expect(runtime.showCallsStatus?.({ connector, id: sent?.id as string })).rejects.toThrow(
      'Batched calls are not supported',
    )
  })

  it('stops at a failing call and sends nothing after it', async () => {
    const runtime = createEip155Runtime()
    const { requests, connector, address } = walletOn(devnetAccounts[6])
    const receiver = fresh()
    // More USDC than the account holds: anvil mines the transfer and it reverts; the plain transfer after it
    // is never asked for.
    await expect(
      runtime.sendCalls?.({
        connector,
        network: network(),
        address,
        calls: [
          {
            to: devnetContracts.usdc,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [receiver, 10n ** 30n],
            }),
          },
          { to: receiver, value: 1n },
        ],
      }),
    ).rejects.toThrow(/reverted; the calls after it were not sent/)
    const sends = requests.filter((r) => r.method === 'eth_sendTransaction')
    expect(sends).toHaveLength(1)
    const client = createPublicClient({ transport: http(rpcA) })
    expect((await client.getTransactionReceipt({ hash: sends[0]?.result as Hex })).status).toBe('reverted')
    expect(await createPublicClient({ transport: http(rpcA) }).getBalance({ address: receiver })).toBe(0n)
  })

  it('a declined call is the visitor declining', async () => {
    const runtime = createEip155Runtime()
    const { connector, address } = walletOn(devnetAccounts[7], ['eth_sendTransaction'])
    await expect(
      runtime.sendCalls?.({ connector, network: network(), address, calls: [{ to: fresh(), value: 1n }] }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('passes the batch on as one wallet_sendCalls to a wallet that batches atomically', async () => {
    // What the widget asks of such a wallet (the embedded smart account answers it for real in the frame).
    const runtime = createEip155Runtime()
    const asked: { method: string; params: unknown }[] = []
    const address = devnetAccounts[8]?.address as Hex
    const connector: Connector = {
      id: 'batching',
      name: 'Batching Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      provider: {
        async request({ method, params }) {
          asked.push({ method, params })
          if (method === 'eth_chainId') return numberToHex(31337)
          if (method === 'wallet_getCapabilities') return { '0x7a69': { atomic: { status: 'ready' } } }
          if (method === 'wallet_sendCalls') return { id: 'batch-1' }
          throw new Error(`unexpected ${method}`)
        },
      },
    }
    const to = fresh()
    const sent = await runtime.sendCalls?.({
      connector,
      network: network(),
      address,
      calls: [
        { to, data: '0xdeadbeef' },
        { to, value: 5n },
      ],
    })
    expect(sent).toEqual({ id: 'batch-1', atomic: true })
    expect(asked.at(-1)).toEqual({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: address,
          atomicRequired: true,
          calls: [
            { to: expect.stringMatching(new RegExp(`^${to}$`, 'i')), data: '0xdeadbeef' },
            { to: expect.stringMatching(new RegExp(`^${to}$`, 'i')), value: '0x5' },
          ],
        },
      ],
    })
  })
})
