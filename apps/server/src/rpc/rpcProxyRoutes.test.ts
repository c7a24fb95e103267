import { createServer, type Server, type Socket } from 'node:net'
import { type AnvilInstance, type Devnet, startAnvil, startDevnet } from '@latch/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChainRegistry, createChainRegistry } from '../chains/createChainRegistry.js'
import { at } from '../testing/at.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { type JsonResponse, requestJson } from '../testing/requestJson.js'

let devnet: Devnet
let spare: AnvilInstance
let silent: { server: Server; url: string; sockets: Set<Socket> }
let test: TestApp
let chains: ChainRegistry
/** Long enough for a busy machine's anvil to answer, so only the silent upstream ever times out. */
const hungTimeoutMs = 1_500

/** A TCP server that accepts connections and never answers: an upstream that hangs. */
async function startSilentServer() {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { server, url: `http://127.0.0.1:${port}`, sockets }
}

beforeAll(async () => {
  ;[devnet, spare, silent] = await Promise.all([
    startDevnet(),
    startAnvil({ chainId: 31337, port: 0, host: '127.0.0.1' }),
    startSilentServer(),
  ])
  chains = createChainRegistry([
    // The spare node is the primary: killing it mid-load must fail nothing.
    { chainId: 31337, rpcUrls: [spare.rpcUrl, at(devnet.chains, 0).rpcUrl] },
    { chainId: 31338, rpcUrls: [silent.url, at(devnet.chains, 1).rpcUrl], rpcTimeoutMs: hungTimeoutMs },
    { chainId: 1, rpcUrls: ['http://127.0.0.1:9'] },
  ])
  test = await createTestApp({ chains })
})
afterAll(async () => {
  await test?.close()
  await Promise.all([devnet?.stop(), spare?.stop()])
  for (const socket of silent?.sockets ?? []) socket.destroy()
  silent?.server.close()
})

/** One JSON-RPC answer: a result, or an error (also for requests the proxy refuses itself). */
type RpcAnswer = {
  jsonrpc: '2.0'
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string }
}

/** A single answer, or `RpcAnswer[]` for a batch. */
const rpc = <T = RpcAnswer>(body: unknown, query = 'chainId=eip155:31337&projectId=latch-dev') =>
  requestJson<T>(test.app, `/v1/?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('POST /v1/ (JSON-RPC proxy)', () => {
  it('forwards a single request', async () => {
    const { status, body } = await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] })
    expect(status).toBe(200)
    expect(body).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
  })

  it('forwards a batch, answers keeping the ids', async () => {
    const { status, body } = await rpc<RpcAnswer[]>([
      { jsonrpc: '2.0', id: 'a', method: 'eth_chainId' },
      {
        jsonrpc: '2.0',
        id: 'b',
        method: 'eth_getBalance',
        params: [at(devnet.accounts, 4).address, 'latest'],
      },
    ])
    expect(status).toBe(200)
    const byId = Object.fromEntries(body.map((answer) => [String(answer.id), answer.result]))
    expect(byId).toEqual({ a: '0x7a69', b: expect.stringMatching(/^0x[0-9a-f]+$/) })
  })

  it('answers node administration methods itself with a JSON-RPC error', async () => {
    const { body } = await rpc<RpcAnswer[]>([
      { jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [at(devnet.accounts, 4).address, '0x1'] },
      { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
    ])
    const byId = Object.fromEntries(body.map((answer) => [String(answer.id), answer]))
    expect(byId[1]?.error?.code).toBe(-32601)
    expect(byId[2]?.result).toBe('0x7a69')
  })

  it.each([
    ['an unknown chain', 'chainId=eip155:999&projectId=latch-dev', 400, -32602],
    ['an unknown project', 'chainId=eip155:31337&projectId=nope', 403, -32001],
    ['a malformed chain id', 'chainId=31337&projectId=latch-dev', 400, -32600],
    ['no project', 'chainId=eip155:31337', 400, -32600],
  ])('answers %s with a JSON-RPC error object and a 4xx status', async (_, query, status, code) => {
    const res = await rpc({ jsonrpc: '2.0', id: 3, method: 'eth_chainId' }, query)
    expect(res.status).toBe(status)
    expect(res.body).toEqual({ jsonrpc: '2.0', id: 3, error: { code, message: expect.any(String) } })
  })

  it('rejects malformed bodies with JSON-RPC errors', async () => {
    expect(await rpc('{"jsonrpc":')).toEqual({
      status: 400,
      body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.any(String) } },
    })
    const missing = await rpc({ jsonrpc: '2.0', id: 4 })
    expect(missing.status).toBe(400)
    expect(missing.body.error?.code).toBe(-32600)
    const tooMany = await rpc(
      Array.from({ length: 1001 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
    )
    expect(tooMany.status).toBe(400)
    const empty = await rpc([])
    expect(empty.status).toBe(400)
  })

  it('answers 502 with a JSON-RPC error, promptly, when no upstream answers', async () => {
    const started = Date.now()
    const { status, body } = await rpc(
      { jsonrpc: '2.0', id: 9, method: 'eth_chainId' },
      'chainId=eip155:1&projectId=latch-dev',
    )
    expect(status).toBe(502)
    expect(body).toMatchObject({ jsonrpc: '2.0', id: 9, error: { code: -32603 } })
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('moves past an upstream that hangs after its timeout', async () => {
    const { status, body } = await rpc(
      { jsonrpc: '2.0', id: 5, method: 'eth_chainId' },
      'chainId=eip155:31338&projectId=latch-dev',
    )
    expect(status).toBe(200)
    expect(body.result).toBe('0x7a6a')
    // The hung upstream now ranks last, so the next request does not wait out its timeout.
    const started = Date.now()
    await rpc({ jsonrpc: '2.0', id: 6, method: 'eth_chainId' }, 'chainId=eip155:31338&projectId=latch-dev')
    expect(Date.now() - started).toBeLessThan(hungTimeoutMs)
  })

  it('fails no request when one of two upstreams is killed mid-load', async () => {
    const chainId = (id: number) => rpc({ jsonrpc: '2.0', id, method: 'eth_blockNumber' })
    const results: JsonResponse<RpcAnswer>[] = []
    const wave = async () => {
      const first = results.length
      results.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => chainId(first + i)))))
    }
    for (let i = 0; i < 3; i++) await wave()
    // Waves go on while the spare stops (requests in flight meet a closing server), then two more once it is gone:
    // however long the stop takes, the dead spare has been tried and ranked down by the end.
    let stopped = false
    const killed = spare.stop().then(() => {
      stopped = true
    })
    do await wave()
    while (!stopped)
    await killed
    for (let i = 0; i < 2; i++) await wave()
    expect(results.length).toBeGreaterThanOrEqual(120)
    expect(results.filter((r) => r.status !== 200 || r.body.error)).toEqual([])
    expect(chains.get(31337)?.rpc.ranking()[0]?.url).toBe(at(devnet.chains, 0).rpcUrl)
  })
})
