import { rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { createServer as createTcpServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEsploraClient } from '../bitcoin/createEsploraClient.js'
import { parseChainsEnv } from '../chains/parseChainsEnv.js'
import { type CliIo, runCli } from '../runCli.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { describeUpstreamError } from './describeUpstreamError.js'

/** An API key as providers put it in their URLs (Alchemy's /v2/<key>, Infura's /v3/<key>). */
const key = 'k3y0f4n4p1pr0v1d3r'
const password = 'p4ssw0rd-s3cr3t'
const userName = 'latch-operator'
const bitcoinRegtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let closedPort: number
let echoing: Server
let echoingUrl: string
let keyed: Server
let keyedUrl: string
let test: TestApp
const dataDir = join(tmpdir(), `latch-upstream-errors-${process.pid}`)

async function listen(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return (server.address() as { port: number }).port
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}

/** What no answer, reply or log line may hold: the key, the password, the user name, the paths. */
function expectNoSecret(text: string) {
  for (const secret of [key, password, userName, '/v2/', '/rpc/', '/api/']) expect(text).not.toContain(secret)
}

beforeAll(async () => {
  const probe = createTcpServer()
  closedPort = await listen(probe as unknown as Server)
  await new Promise<void>((done) => probe.close(() => done()))
  // A node that writes the URL it was called at, key included, into its JSON-RPC errors.
  echoing = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as { id: number } | { id: number }[]
    const error = (id: number) => ({
      jsonrpc: '2.0',
      id,
      error: { code: -32000, message: `unknown key ${key} at http://${request.headers.host}${request.url}` },
    })
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(Array.isArray(body) ? body.map((call) => error(call.id)) : error(body.id)))
  })
  echoingUrl = `http://127.0.0.1:${await listen(echoing)}/v2/${key}`
  // A node that answers only requests carrying its key in a header.
  keyed = createServer(async (request, response) => {
    const body = await readBody(request)
    if (request.headers['x-api-key'] !== key) {
      response.writeHead(401).end('missing key')
      return
    }
    if (request.url?.startsWith('/address/')) {
      response.writeHead(200, { 'content-type': 'application/json' })
      const stats = { funded_txo_sum: 5, spent_txo_sum: 0, tx_count: 1 }
      response.end(JSON.stringify({ chain_stats: stats, mempool_stats: { ...stats, funded_txo_sum: 0 } }))
      return
    }
    const { id } = JSON.parse(body) as { id: number }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x7a6a' }))
  })
  keyedUrl = `http://127.0.0.1:${await listen(keyed)}`
  const withCredentials = `http://${userName}:${password}@127.0.0.1:${closedPort}`
  test = await createTestApp({
    rateLimits: false,
    chains: [
      {
        chainId: 31338,
        rpcUrls: [`${withCredentials}/v2/${key}?apikey=${key}`, `http://127.0.0.1:${closedPort}/v3/${key}`],
        smartAccounts: { bundlerUrl: `http://user:secret@127.0.0.1:${closedPort}/rpc/${key}` },
      },
      { chainId: 31339, rpcUrls: [echoingUrl] },
      { chainId: 31340, rpcUrls: [{ url: keyedUrl, headers: { 'X-Api-Key': key } }] },
    ],
    bitcoin: [{ caipNetworkId: bitcoinRegtest, esploraUrls: [`${withCredentials}/api/${key}`] }],
  })
})

afterAll(async () => {
  await test?.close()
  echoing?.close()
  keyed?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const post = (path: string, body: unknown) =>
  test.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('upstream errors in answers', () => {
  it('name the bundler by its host, never its user name, password or path', async () => {
    const res = await post('/v1/bundler?chainId=eip155:31338&projectId=latch-dev', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_chainId',
      params: [],
    })
    expect(res.status).toBe(503)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({
      code: 'BUNDLER_UNAVAILABLE',
      message: `The bundler of eip155:31338 cannot be reached: Request cannot be constructed from a URL that includes credentials: http://127.0.0.1:${closedPort}`,
    })
    expectNoSecret(text)
    expect(text).not.toContain('secret')
    expect(text).not.toContain('user')
  })

  it('name RPC upstreams by position and host in the proxy and the data API', async () => {
    const proxied = await post('/v1/?chainId=eip155:31338&projectId=latch-dev', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_blockNumber',
    })
    expect(proxied.status).toBe(502)
    const balance = await test.app.request(
      `/v1/account/${account}/balance?projectId=latch-dev&chainId=eip155:31338`,
    )
    expect(balance.status).toBe(502)
    const texts = [await proxied.text(), await balance.text()]
    for (const text of texts) {
      expect(text).toContain(`upstream 1 (127.0.0.1:${closedPort})`)
      expect(text).toContain(`upstream 2 (127.0.0.1:${closedPort}): ECONNREFUSED`)
      expectNoSecret(text)
    }
  })

  it("takes the upstream's key out of a node's own error", async () => {
    const balance = await test.app.request(
      `/v1/account/${account}/balance?projectId=latch-dev&chainId=eip155:31339`,
    )
    expect(balance.status).toBe(502)
    const text = await balance.text()
    expect(text).toContain('unknown key … at http://127.0.0.1:')
    expectNoSecret(text)
  })

  it('name an Esplora API by position and host', async () => {
    const balance = await test.app.request(
      `/v1/account/bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080/balance?projectId=latch-dev&chainId=${bitcoinRegtest}`,
    )
    expect(balance.status).toBe(502)
    const text = await balance.text()
    expect(text).toContain(`upstream 1 (127.0.0.1:${closedPort})`)
    expectNoSecret(text)
  })
})

describe('credentials of upstreams', () => {
  it('sends the headers configured with an upstream on each request', async () => {
    const answer = await post('/v1/?chainId=eip155:31340&projectId=latch-dev', {
      jsonrpc: '2.0',
      id: 7,
      method: 'eth_chainId',
    })
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a6a' })
    const esplora = createEsploraClient({ urls: [{ url: keyedUrl, headers: { 'x-api-key': key } }] })
    expect((await esplora.address('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).chain_stats.tx_count).toBe(
      1,
    )
    expect(
      parseChainsEnv(
        JSON.stringify([{ chainId: 1, rpcUrls: [{ url: keyedUrl, headers: { 'X-Api-Key': key } }] }]),
      ),
    ).toEqual([{ chainId: 1, rpcUrls: [{ url: keyedUrl, headers: { 'X-Api-Key': key } }] }])
  })

  const serve = async (env: Record<string, string>) => {
    const err: string[] = []
    // A free port and a data directory of its own, should the refusal ever let it start.
    const io: CliIo = {
      out: () => {},
      err: (line) => err.push(line),
      env: { PORT: '0', DATA_DIR: dataDir, ...env },
    }
    return { code: await runCli(['serve'], io), err: err.join('\n') }
  }

  it('refuses to start with a user name or password in an upstream URL, saying how to pass it', async () => {
    const compact = await serve({ LATCH_CHAINS: `1=https://${userName}:${password}@rpc.example/v2/${key}` })
    expect(compact.code).toBe(2)
    expect(compact.err).toBe(
      'LATCH_CHAINS: the RPC URL of chain 1 holds a user name or password (https://user:password@rpc.example), which this server does not send from a URL; pass it in a header instead, with the JSON form of LATCH_CHAINS: [{"chainId":1,"rpcUrls":[{"url":"https://rpc.example/…","headers":{"Authorization":"Basic <base64 of user:password>"}}]}] (headers go with each request and are never logged; see apps/server/README.md)',
    )
    const bundler = await serve({
      LATCH_CHAINS: JSON.stringify([
        {
          chainId: 1,
          rpcUrls: ['https://rpc.example'],
          smartAccounts: { bundlerUrl: `https://${userName}:${password}@bundler.example/rpc` },
        },
      ]),
    })
    expect(bundler.code).toBe(2)
    expect(bundler.err).toContain(
      'LATCH_CHAINS: [0].smartAccounts.bundlerUrl, the bundler of chain 1, holds a user name or password',
    )
    expect(bundler.err).toContain("in the URL's path or query")
    const bitcoin = await serve({
      LATCH_BITCOIN: `${bitcoinRegtest}=https://${userName}:${password}@esplora.example/api`,
    })
    expect(bitcoin.code).toBe(2)
    expect(bitcoin.err).toContain(
      `LATCH_BITCOIN: a URL of ${bitcoinRegtest} holds a user name or password (https://user:password@esplora.example)`,
    )
    const solana = await serve({
      LATCH_SOLANA: JSON.stringify([
        {
          caipNetworkId: 'solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm',
          urls: [{ url: `https://${userName}:${password}@solana.example` }],
        },
      ]),
    })
    expect(solana.code).toBe(2)
    expect(solana.err).toContain('"urls":[{"url":"https://solana.example/…","headers":{"Authorization"')
    // A malformed JSON setting is refused by position, never with the text around it.
    const malformed = await serve({
      LATCH_CHAINS: `[{"chainId":1,"rpcUrls":[{"url":"https://rpc.example","headers":{"Authorization":Bearer ${key}}}]}]`,
    })
    expect(malformed.code).toBe(2)
    expect(malformed.err).toMatch(/^LATCH_CHAINS is not valid JSON( \(at character \d+\))?$/)
    for (const { err } of [compact, bundler, bitcoin, solana, malformed]) expectNoSecret(err)
  })
})

describe('describeUpstreamError', () => {
  it("gives a failed fetch's code, a timeout's length, and any other text without URL secrets", () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    })
    expect(describeUpstreamError(refused)).toBe('ECONNREFUSED')
    expect(describeUpstreamError(new TypeError('fetch failed', { cause: new Error(`at /v2/${key}`) }))).toBe(
      'unreachable',
    )
    expect(describeUpstreamError(new DOMException('timed out', 'TimeoutError'), { timeoutMs: 1_000 })).toBe(
      'no answer within 1000 ms',
    )
    expect(
      describeUpstreamError(
        new Error(`HTTP request failed.\n\nURL: https://${userName}:${password}@eth.example/v2/${key}`),
      ),
    ).toBe('HTTP request failed.')
    expect(
      describeUpstreamError(
        `${key} refused for ${userName}:${password}@eth.example, see https://eth.example/v2/${key}?a=1 and /v2/${key}`,
        {
          url: `https://eth.example/v2/${key}`,
        },
      ),
    ).toBe('… refused for eth.example, see https://eth.example and …')
  })
})
