import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type CaipNetwork,
  type Connector,
  type Eip1193Provider,
  InvalidAddressError,
  UserRejectedRequestError,
} from '@latch/core'
import { type Devnet, devnetAccounts, devnetContracts, devnetRpc, startDevnet } from '@latch/devnet'
import { startServer } from '@latch/server'
import { createPublicClient, erc20Abi, type Hex, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createEip155Runtime } from './createEip155Runtime.js'
import { createRpcTransport } from './createRpcTransport.js'

let devnet: Devnet
let server: { url: string; stop(): Promise<void> }
let dataDir: string
let rpcA: string
let rpcB: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-evm-send-'))
  devnet = await startDevnet()
  ;[rpcA, rpcB] = devnet.chains.map((chain) => chain.rpcUrl) as [string, string]
  server = await startServer({
    port: 0,
    dataDir,
    indexer: false,
    chains: devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] })),
  })
})

afterAll(async () => {
  await server?.stop()
  await devnet?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const network = (id: number, urls: string[]): CaipNetwork => ({
  id,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: urls } },
})

const rpc = <T = Hex>(url: string, method: string, params: unknown[] = []) =>
  devnetRpc<T>(url, method, params)

const fresh = () =>
  `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * A browser wallet in front of anvil, holding anvil account #0 (unlocked on the node): its own methods
 * are answered as `answers` says, everything else goes to the chain it is on.
 */
function walletOn(url: string, answers: Record<string, (params: unknown) => unknown> = {}) {
  const calls: { method: string; params: unknown }[] = []
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push({ method, params })
      const answer = answers[method]
      if (answer) return answer(params)
      return rpc(url, method, (params as unknown[] | undefined) ?? [])
    },
  }
  const connector: Connector = {
    id: 'test',
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    provider,
  }
  return { connector, calls }
}

const sender = devnetAccounts[0]?.address as Hex
const rejected = () => {
  throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

describe('createRpcTransport', () => {
  it("uses the network's URLs, then the server's proxy, each with the specified timeout", () => {
    const transport = createRpcTransport({
      network: network(31337, [rpcA, 'http://127.0.0.1:9']),
      apiUrl: `${server.url}/`,
      projectId: 'latch-dev',
    })({})
    const inner = (
      transport.value as { transports: { config: { timeout?: number }; value: { url: string } }[] }
    ).transports
    expect(transport.config.type).toBe('fallback')
    expect(inner.map((t) => t.value.url)).toEqual([
      rpcA,
      'http://127.0.0.1:9',
      `${server.url}/v1/?chainId=eip155%3A31337&projectId=latch-dev`,
    ])
    expect(inner.map((t) => t.config.timeout)).toEqual([10_000, 10_000, 10_000])
  })

  it('falls back past a URL that does not answer', async () => {
    const client = createPublicClient({
      transport: createRpcTransport({ network: network(31337, ['http://127.0.0.1:9', rpcA]) }),
    })
    expect(await client.getChainId()).toBe(31337)
  })

  it("reaches the chain through the server's proxy when the network has no URL of its own", async () => {
    // A page of the development project's site: its browser sends the Origin the server checks.
    const pageFetch = globalThis.fetch
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      pageFetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), Origin: 'http://localhost:5173' },
      }),
    )
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    const client = createPublicClient({
      transport: createRpcTransport({
        network: network(31338, []),
        apiUrl: server.url,
        projectId: 'latch-dev',
      }),
    })
    expect(await client.getChainId()).toBe(31338)
    expect(await client.getBalance({ address: devnetAccounts[5]?.address as Hex })).toBe(parseEther('10000'))
  })

  it("with no URL at all raises 'No URL was provided to the Transport'", () => {
    expect(() =>
      createPublicClient({ transport: createRpcTransport({ network: network(31337, []) }) }),
    ).toThrow('No URL was provided to the Transport')
  })

  it('sends the calls made together in one JSON-RPC batch', async () => {
    const bodies: unknown[] = []
    const forwarder: Server = createServer(async (request, response) => {
      let text = ''
      for await (const chunk of request) text += chunk
      bodies.push(JSON.parse(text))
      const upstream = await fetch(rpcA, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      })
      response.setHeader('content-type', 'application/json')
      response.end(await upstream.text())
    })
    await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}`
      const client = createPublicClient({ transport: createRpcTransport({ network: network(31337, [url]) }) })
      const addresses = devnetAccounts.slice(0, 3).map((a) => a.address as Hex)
      const balances = await Promise.all(addresses.map((address) => client.getBalance({ address })))
      expect(balances).toHaveLength(3)
      expect(bodies).toHaveLength(1)
      expect(Array.isArray(bodies[0]) && bodies[0].length).toBe(3)
    } finally {
      await new Promise((resolve) => forwarder.close(resolve))
    }
  })
})

describe('wallet assets', () => {
  const assets = { '0x7a69': [] }

  it('asks wallet_getAssets with the account and the hex chain filter when the wallet reports asset discovery', async () => {
    const wallet = walletOn(rpcA, {
      wallet_getCapabilities: () => ({ '0x7a69': { assetDiscovery: { supported: true } } }),
      wallet_getAssets: () => assets,
    })
    const answer = await createEip155Runtime().getWalletAssets?.({
      connector: wallet.connector,
      address: sender.toLowerCase(),
      network: network(31337, [rpcA]),
    })
    expect(answer).toBe(assets)
    expect(wallet.calls).toEqual([
      { method: 'wallet_getCapabilities', params: [sender, ['0x7a69']] },
      { method: 'wallet_getAssets', params: [{ account: sender, chainFilter: ['0x7a69'] }] },
    ])
  })

  it('does not ask when the chain has no asset discovery or the wallet has no capabilities', async () => {
    for (const capabilities of [
      () => ({ '0x7a69': {} }),
      () => ({ '0x1': { assetDiscovery: { supported: true } } }),
      () => null,
      () => {
        throw Object.assign(new Error('Method not supported'), { code: -32601 })
      },
    ]) {
      const wallet = walletOn(rpcA, { wallet_getCapabilities: capabilities, wallet_getAssets: () => assets })
      const answer = await createEip155Runtime().getWalletAssets?.({
        connector: wallet.connector,
        address: sender,
        network: network(31337, [rpcA]),
      })
      expect(answer).toBeUndefined()
      expect(wallet.calls.map((c) => c.method)).toEqual(['wallet_getCapabilities'])
    }
  })
})

describe('sending', () => {
  it('sends ETH with the given gas price, and waits for it to be mined', async () => {
    const runtime = createEip155Runtime()
    const wallet = walletOn(rpcA)
    const to = fresh()
    const gasPrice = 3_000_000_000n
    const hash = await runtime.sendTransaction?.({
      connector: wallet.connector,
      network: network(31337, [rpcA]),
      transaction: { from: sender, to, data: '0x', value: parseEther('0.75'), gasPrice },
    })
    await runtime.waitForTransactionReceipt?.({
      network: network(31337, [rpcA]),
      hash: hash as string,
      timeout: 5_000,
    })
    expect(BigInt(await rpc(rpcA, 'eth_getBalance', [to, 'latest']))).toBe(parseEther('0.75'))
    const sent = await rpc<{ gasPrice: Hex }>(rpcA, 'eth_getTransactionByHash', [hash])
    expect(BigInt(sent.gasPrice)).toBe(gasPrice)
  })

  it('sends an ERC-20 with transfer', async () => {
    const runtime = createEip155Runtime()
    const wallet = walletOn(rpcB)
    const to = fresh() as Hex
    await runtime.transferToken?.({
      connector: wallet.connector,
      network: network(31338, [rpcB]),
      address: sender,
      tokenAddress: devnetContracts.usdc,
      to,
      amount: 12_340_000n,
    })
    const client = createPublicClient({ transport: createRpcTransport({ network: network(31338, [rpcB]) }) })
    const held = await client.readContract({
      address: devnetContracts.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    })
    expect(held).toBe(12_340_000n)
    const sent = wallet.calls.find((c) => c.method === 'eth_sendTransaction')
    expect((sent?.params as [{ to: string }] | undefined)?.[0].to.toLowerCase()).toBe(
      devnetContracts.usdc.toLowerCase(),
    )
  })

  it("a declined send is the product's rejection, and nothing reaches the chain", async () => {
    const runtime = createEip155Runtime()
    const wallet = walletOn(rpcA, { eth_sendTransaction: rejected })
    const nonce = await rpc(rpcA, 'eth_getTransactionCount', [sender, 'latest'])
    const to = fresh()
    const error = await runtime
      .sendTransaction?.({
        connector: wallet.connector,
        network: network(31337, [rpcA]),
        transaction: { from: sender, to, data: '0x', value: 1n },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    // The wallet's own words reach the visitor.
    expect((error as UserRejectedRequestError).shortMessage).toBe('User rejected the request.')
    expect(await rpc(rpcA, 'eth_getTransactionCount', [sender, 'latest'])).toBe(nonce)
    expect(BigInt(await rpc(rpcA, 'eth_getBalance', [to, 'latest']))).toBe(0n)
  })

  it('refuses a receiver whose EIP-55 checksum is wrong, before asking the wallet', async () => {
    const runtime = createEip155Runtime()
    const { connector, calls } = walletOn(rpcA)
    const receiver = devnetAccounts[7]?.address as Hex
    // One letter's case flipped: a typo that a lenient check would "correct" into an address.
    const flipped = receiver.replace(/[a-f]/, (letter) => letter.toUpperCase())
    expect(flipped).not.toBe(receiver)
    const base = { connector, network: network(31337, [rpcA]) }
    await expect(
      runtime.sendTransaction?.({
        ...base,
        transaction: { from: sender, to: flipped, data: '0x', value: 1n },
      }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
    await expect(
      runtime.transferToken?.({
        ...base,
        address: sender,
        tokenAddress: devnetContracts.usdc,
        to: flipped,
        amount: 1n,
      }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
    expect(calls.filter((call) => call.method === 'eth_sendTransaction')).toEqual([])
    // All lower case carries no checksum, and is taken.
    const hash = await runtime.sendTransaction?.({
      ...base,
      transaction: { from: sender, to: receiver.toLowerCase(), data: '0x', value: 1n },
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('refuses to send while the wallet is on another chain', async () => {
    const wallet = walletOn(rpcB)
    const to = fresh()
    await expect(
      createEip155Runtime().sendTransaction?.({
        connector: wallet.connector,
        network: network(31337, [rpcA]),
        transaction: { from: sender, to, data: '0x', value: 1n },
      }),
    ).rejects.toThrow(/chain/i)
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
  })
})
