import { createServer, type Server } from 'node:http'
import { type Devnet, devnetRpc, startDevnet } from '@latch/devnet'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createChainRegistry } from '../chains/createChainRegistry.js'
import { createIndexer } from '../indexer/createIndexer.js'
import { runCli } from '../runCli.js'
import { at } from '../testing/at.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { requestJson } from '../testing/requestJson.js'

const secret = 'sk_live_5f1e8c2a9b7d4e3f'
let devnet: Devnet
let failing: Server
let failingUrl: string
let test: TestApp

beforeAll(async () => {
  // An upstream that answers 500 to everything, reached with a key in its path and its query.
  failing = createServer((request, response) => {
    request.resume()
    response.writeHead(500, { 'content-type': 'text/plain' })
    response.end(`upstream broken for ${request.url}`)
  })
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
  const { port } = failing.address() as { port: number }
  failingUrl = `http://127.0.0.1:${port}/v3/${secret}?apikey=${secret}`
  devnet = await startDevnet()
  const chains = createChainRegistry([
    { chainId: 31337, rpcUrls: [at(devnet.chains, 0).rpcUrl] },
    // Both upstreams fail: one answers 500, the other refuses connections; both URLs hold the key, and so
    // does the bundler's, with a user name and password.
    {
      chainId: 31338,
      rpcUrls: [failingUrl, `http://127.0.0.1:9/rpc/${secret}`],
      smartAccounts: { bundlerUrl: `http://latch:${secret}@127.0.0.1:9/v3/${secret}` },
    },
  ])
  test = await createTestApp({ chains, rateLimits: false })
})
afterAll(async () => {
  await test?.close()
  await devnet?.stop()
  failing?.close()
})

const rpc = (body: unknown, chainId = 'eip155:31337') =>
  requestJson<unknown>(test.app, `/v1/?chainId=${chainId}&projectId=latch-dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('upstream errors', () => {
  it('name an upstream by position and host in answers and logs, never its path or query', async () => {
    const lines: string[] = []
    const capture = (...args: unknown[]) => {
      lines.push(
        args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' '),
      )
    }
    const spies = [
      ...(['log', 'error', 'warn', 'info', 'debug'] as const).map((method) =>
        vi.spyOn(console, method).mockImplementation(capture),
      ),
      // The server's JSON log lines (serverLog) go to stderr.
      vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
        capture(String(chunk))
        return true
      }),
    ]
    try {
      const proxied = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }, 'eip155:31338')
      expect(proxied.status).toBe(502)
      const balance = await requestJson<{ code: string; message: string }>(
        test.app,
        `/v1/account/${at(devnet.accounts, 0).address}/balance?projectId=latch-dev&chainId=eip155:31338`,
      )
      expect(balance.status).toBe(502)
      expect(balance.body.message).toContain('upstream 1 (127.0.0.1:')
      const gas = await test.app.request('/v1/convert/gas-price?projectId=latch-dev&chainId=eip155:31338')
      // The indexer logs what fails while it follows a chain.
      const indexer = createIndexer({
        db: test.database.db,
        chains: createChainRegistry([{ chainId: 31338, rpcUrls: [failingUrl] }]),
      })
      await indexer.sync(31338).catch((error: unknown) => capture(error))
      const bundler = await test.app.request('/v1/bundler?chainId=eip155:31338&projectId=latch-dev', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      })
      expect(bundler.status).toBe(503)
      // A start with such a URL is refused, and says so without it (before opening the database, which
      // here is one nothing listens on).
      const refused = await runCli(['serve'], {
        out: capture,
        err: capture,
        env: {
          PORT: '0',
          DATABASE_URL: 'postgres://latch@127.0.0.1:9/latch',
          LATCH_CHAINS: `31338=http://latch:${secret}@127.0.0.1:9/v3/${secret}`,
        },
      })
      expect(refused).toBe(2)
      expect(lines.join('\n')).toContain(
        'LATCH_CHAINS: the RPC URL of chain 31338 holds a user name or password',
      )
      const replies = [
        JSON.stringify(proxied.body),
        JSON.stringify(balance.body),
        await gas.text(),
        await bundler.text(),
      ]
      expect(replies.join('\n')).toContain('upstream 2 (127.0.0.1:9)')
      for (const text of [...replies, ...lines]) {
        expect(text).not.toContain(secret)
        expect(text).not.toContain('/v3/')
      }
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  })
})

describe('the proxy passes on reads and signed transactions only', () => {
  it('refuses methods that use the node’s accounts or administer it, and never forwards them', async () => {
    const from = at(devnet.accounts, 3).address
    const nonceBefore = await devnetRpc(at(devnet.chains, 0).rpcUrl, 'eth_getTransactionCount', [
      from,
      'latest',
    ])
    const refused = [
      { method: 'eth_sendTransaction', params: [{ from, to: from, value: '0x1' }] },
      { method: 'eth_sign', params: [from, '0xdeadbeef'] },
      { method: 'personal_sign', params: ['0xdeadbeef', from] },
      { method: 'eth_signTypedData_v4', params: [from, '{}'] },
      { method: 'eth_accounts', params: [] },
      { method: 'anvil_setBalance', params: [from, '0x1'] },
      { method: 'debug_traceTransaction', params: ['0x00'] },
      { method: 'txpool_content', params: [] },
    ]
    for (const [index, call] of refused.entries()) {
      const { status, body } = await rpc({ jsonrpc: '2.0', id: index, ...call })
      expect([call.method, status, body]).toEqual([
        call.method,
        200,
        {
          jsonrpc: '2.0',
          id: index,
          error: { code: -32601, message: `Method ${call.method} is not available through this endpoint` },
        },
      ])
    }
    expect(await devnetRpc(at(devnet.chains, 0).rpcUrl, 'eth_getTransactionCount', [from, 'latest'])).toBe(
      nonceBefore,
    )
    // A signed transaction goes through (here an invalid one, refused by the node, not by the proxy).
    const raw = (await rpc({ jsonrpc: '2.0', id: 9, method: 'eth_sendRawTransaction', params: ['0x00'] }))
      .body as {
      error?: { code: number }
    }
    expect(raw.error?.code).not.toBe(-32601)
  })

  it('answers an empty or oversized batch with one invalid-request error', async () => {
    const empty = await rpc([])
    expect(empty).toEqual({
      status: 400,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Invalid request: the batch is empty' },
      },
    })
    const oversized = await rpc(
      Array.from({ length: 1001 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
    )
    expect(oversized).toEqual({
      status: 400,
      body: {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Invalid request: a batch holds at most 1000 calls' },
      },
    })
  })
})
