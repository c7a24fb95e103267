import { type Devnet, startDevnet } from '@latch/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainRegistry } from './chains/createChainRegistry.js'
import { startServer } from './startServer.js'
import { at } from './testing/at.js'
import { createTestApp, type TestApp, testOrigin } from './testing/createTestApp.js'

// Every operation of /openapi.json, each of its inputs replaced in turn by malformed values of every class
// the server must refuse with a 4xx JSON answer, never a 5xx or a crash.

type Parameter = { name: string; in: 'query' | 'path'; schema?: { type?: string } }
type Operation = {
  method: string
  path: string
  parameters: Parameter[]
  body: Record<string, unknown> | undefined
}

const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** A valid value per input name, so that each request is malformed in exactly one place. */
const valid: Record<string, string> = {
  projectId: 'latch-dev',
  chainId: 'eip155:31337',
  address: user,
  userAddress: `eip155:31337:${user}`,
  tokenAddress: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  from: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  to: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  amount: '1000',
  name: 'alice.latch.id',
  id: 'usdc',
  page: '1',
  entries: '10',
  coinType: '60',
  currency: 'usd',
}

/** Bodies that pass validation, one per operation with a body. */
const bodies: Record<string, Record<string, unknown>> = {
  'POST /e': {
    eventId: '0b5d5c86-3f2a-4a4e-9c5f-0e6b1c2d3e4f',
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: 1_795_000_000_000,
    props: { event: 'MODAL_OPEN' },
  },
  'POST /v1/fungible/price': { projectId: 'latch-dev', currency: 'usd', addresses: [valid.tokenAddress] },
  'POST /v1/convert/build-transaction': {
    projectId: 'latch-dev',
    userAddress: valid.userAddress,
    from: valid.from,
    to: valid.to,
    amount: '1000',
    eip155: { slippage: '1' },
  },
  'POST /v1/': { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
  'POST /v1/profile/account': {
    coinType: 60,
    address: user,
    signature: `0x${'11'.repeat(65)}`,
    message: '{}',
  },
  'POST /v1/siwx/sessions': { data: {}, message: 'x', signature: '0x00' },
  'POST /v1/siwx/sessions/cacao': { cacaos: [{}] },
}

/** The classes of malformed text: characters PostgreSQL cannot store, invalid UTF-16, overlong, and numbers out of range. */
const badStrings = [
  'a\u0000b',
  '\u0000',
  '\u0001\u001f\u007f',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  'x'.repeat(5_000),
  '1e400',
  '-1',
  '99999999999999999999999999999',
  '-0',
  'NaN',
  '1.5',
  '',
  '%00',
  '../../etc/passwd',
]
/** Body values of the wrong type or out of range. */
const badValues: unknown[] = [
  ...badStrings,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  1.5,
  null,
  true,
  [],
  [['nested']],
  {},
  { toString: 'x' },
]

let devnet: Devnet
let test: TestApp
let operations: Operation[]

beforeAll(async () => {
  devnet = await startDevnet()
  const chains = createChainRegistry([{ chainId: 31337, rpcUrls: [at(devnet.chains, 0).rpcUrl] }])
  test = await createTestApp({ chains, rateLimits: false })
  const document = (await (await test.app.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>
  }
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: bodies[`${method.toUpperCase()} ${path}`],
    })),
  )
}, 120_000)
afterAll(async () => {
  await test?.close()
  await devnet?.stop()
})

/** Percent-encodes text as a client would send its bytes; an unpaired surrogate as its (invalid) UTF-8 bytes. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...value]
      .map((character) => {
        const code = character.charCodeAt(0)
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(character)
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('')
      })
      .join('')
  }
}

function urlOf(operation: Operation, override?: { name: string; value: string }): string {
  let path = operation.path
  const query = new URLSearchParams()
  for (const parameter of operation.parameters) {
    const value = override?.name === parameter.name ? override.value : valid[parameter.name]
    if (value === undefined) continue
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodePathValue(value))
    else query.set(parameter.name, value)
  }
  path = path.replace(/\{\w+\}/g, 'x')
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

async function send(operation: Operation, url: string, body?: unknown) {
  const res = await test.app.request(url, {
    method: operation.method,
    headers: { 'content-type': 'application/json', Origin: testOrigin },
    ...(operation.method === 'GET' || operation.method === 'DELETE' || body === undefined
      ? {}
      : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: res.status, json, text }
}

/** A refusal: 4xx with `{ code, message }` (the proxy: JSON-RPC errors), or an answer the input did not break. */
function expectHandled(label: string, answer: { status: number; json: unknown; text: string }) {
  expect([label, answer.status < 500]).toEqual([label, true])
  if (answer.status >= 400) {
    const body = answer.json as { code?: unknown; message?: unknown; error?: { code?: unknown } } | unknown[]
    const shaped = Array.isArray(body)
      ? body.every((entry) => typeof (entry as { error?: { code?: unknown } }).error?.code === 'number')
      : typeof body?.code === 'string' && typeof body.message === 'string'
        ? true
        : typeof body?.error?.code === 'number'
    expect([label, shaped]).toEqual([label, true])
  }
}

describe('any malformed input answers 4xx JSON, never 5xx', () => {
  it('in every query and path parameter of every operation', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(26)
    for (const operation of operations) {
      for (const parameter of operation.parameters) {
        for (const value of badStrings) {
          const url = urlOf(operation, { name: parameter.name, value })
          expectHandled(
            `${operation.method} ${url.slice(0, 120)}`,
            await send(operation, url, operation.body),
          )
        }
      }
    }
  }, 300_000)

  it('in every top-level field of every JSON body, and as the whole body', async () => {
    for (const operation of operations.filter((o) => o.body)) {
      const url = urlOf(operation)
      for (const field of Object.keys(operation.body ?? {})) {
        for (const value of badValues) {
          const label = `${operation.method} ${operation.path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`
          expectHandled(label, await send(operation, url, { ...operation.body, [field]: value }))
        }
      }
      for (const value of [...badValues, 'not json at all']) {
        const label = `${operation.method} ${operation.path} body=${JSON.stringify(value)?.slice(0, 40)}`
        const raw = await test.app.request(url, {
          method: operation.method,
          headers: { 'content-type': 'application/json', Origin: testOrigin },
          body: typeof value === 'string' ? value : JSON.stringify(value),
        })
        const text = await raw.text()
        expectHandled(label, { status: raw.status, text, json: JSON.parse(text) })
      }
    }
  }, 300_000)

  it('an empty and an oversized JSON-RPC batch', async () => {
    const proxy = operations.find((o) => o.path === '/v1/') as Operation
    for (const batch of [
      [],
      Array.from({ length: 1_001 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })),
    ]) {
      const answer = await send(proxy, urlOf(proxy), batch)
      expect(answer.status).toBe(400)
      expectHandled(`batch of ${batch.length}`, answer)
    }
  })
})

describe("requests over the HTTP parser's limits", () => {
  it('answer JSON from the server too: a URL or a header over 16 KiB, and bytes that are not HTTP', async () => {
    const server = await startServer({ port: 0, indexer: false, rateLimits: false })
    try {
      const long = await fetch(`${server.url}/getWallets?projectId=latch-dev&search=${'x'.repeat(20_000)}`)
      expect(long.status).toBe(431)
      expect(await long.json()).toEqual({
        code: 'HEADERS_TOO_LARGE',
        message: 'The URL and headers exceed 16 KiB',
      })
      const header = await fetch(`${server.url}/health`, { headers: { 'X-Padding': 'x'.repeat(20_000) } })
      expect(header.status).toBe(431)
      expect(((await header.json()) as { code: string }).code).toBe('HEADERS_TOO_LARGE')
      const { createConnection } = await import('node:net')
      const raw = await new Promise<string>((resolve) => {
        const socket = createConnection({ port: server.port, host: '127.0.0.1' }, () =>
          socket.write('NOT HTTP AT ALL\r\n\r\n'),
        )
        let text = ''
        socket.on('data', (chunk) => {
          text += chunk
        })
        socket.on('close', () => resolve(text))
      })
      expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request/)
      expect(raw).toContain('{"code":"BAD_REQUEST","message":"The request is not valid HTTP"}')
      // The server goes on answering.
      expect((await fetch(`${server.url}/health`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  }, 120_000)
})
