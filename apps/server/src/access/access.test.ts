import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.js'
import { createProject } from '../projects/createProject.js'
import { rotateSecretKey } from '../projects/rotateSecretKey.js'
import { maxRpcBodyBytes } from '../rpc/rpcProxyRoutes.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { rateLimits } from './accessTables.js'
import { createDatabaseRateLimitStore } from './createDatabaseRateLimitStore.js'
import { secretKeyHeader } from './createProjectAccess.js'
import { createRateLimits } from './createRateLimits.js'

let test: TestApp
let secretKey: string
beforeAll(async () => {
  test = await createTestApp({ rateLimits: false })
  ;({ secretKey } = await createProject(test.database.db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://shop.example.com'],
  }))
})
afterAll(() => test?.close())

type Operation = { method: string; path: string; projectIn: 'query' | 'body' }

/** Every operation of /openapi.json that names a project, with its path parameters filled in. */
async function projectOperations(): Promise<Operation[]> {
  const document = (await (await test.app.request('/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string }[]
          requestBody?: { content: Record<string, { schema: { $ref?: string; properties?: object } }> }
        }
      >
    >
    components: { schemas: Record<string, { properties?: Record<string, unknown> }> }
  }
  const operations: Operation[] = []
  for (const [template, methods] of Object.entries(document.paths)) {
    const path = template
      .replace('{address}', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
      .replace('{name}', 'alice.latch.localhost')
      .replace('{id}', 'x')
    for (const [method, operation] of Object.entries(methods)) {
      const inQuery = operation.parameters?.some((p) => p.name === 'projectId' && p.in === 'query')
      const schema = operation.requestBody?.content['application/json']?.schema
      const bodySchema = schema?.$ref
        ? document.components.schemas[schema.$ref.split('/').pop() ?? '']
        : schema
      const inBody = Boolean(bodySchema?.properties && 'projectId' in bodySchema.properties)
      // The embedded wallet's service has its own gate (the frame's origin only; see embeddedRoutes.test.ts).
      if ((inQuery || inBody) && !path.startsWith('/v1/embedded/'))
        operations.push({ method: method.toUpperCase(), path, projectIn: inQuery ? 'query' : 'body' })
    }
  }
  return operations
}

const send = (operation: Operation, projectId: string, headers: Record<string, string>) => {
  const query = operation.projectIn === 'query' ? `?projectId=${projectId}` : ''
  const withBody = operation.method === 'POST'
  return test.app.request(`${operation.path}${query}`, {
    method: operation.method,
    headers: { ...(withBody ? { 'Content-Type': 'application/json' } : {}), ...headers },
    ...(withBody
      ? { body: JSON.stringify({ projectId, jsonrpc: '2.0', id: 1, method: 'eth_chainId' }) }
      : {}),
  })
}

describe('the project gate', () => {
  it('guards every project-scoped operation of the OpenAPI document', async () => {
    const operations = await projectOperations()
    // The catalogue, analytics, data API, proxy, names and sign-in.
    expect(operations.length).toBeGreaterThanOrEqual(20)
    for (const operation of operations) {
      const label = `${operation.method} ${operation.path}`
      const none = await send(operation, 'shop', { Origin: '' })
      expect([label, none.status]).toEqual([label, 401])
      const wrongKey = await send(operation, 'shop', {
        Origin: '',
        [secretKeyHeader]: `lsk_${'A'.repeat(43)}`,
      })
      expect([label, wrongKey.status]).toEqual([label, 401])
      const foreign = await send(operation, 'shop', { Origin: 'https://evil.example.org' })
      expect([label, foreign.status]).toEqual([label, 403])
      // The page may read the refusal (so the widget can say what to fix), never an answer.
      expect(foreign.headers.get('access-control-allow-origin')).toBe('https://evil.example.org')
      const site = await send(operation, 'shop', { Origin: 'https://shop.example.com' })
      expect([label, site.status === 401 || site.status === 403]).toEqual([label, false])
      const server = await send(operation, 'shop', { Origin: '', [secretKeyHeader]: secretKey })
      expect([label, server.status === 401 || server.status === 403]).toEqual([label, false])
      expect(server.headers.get('access-control-allow-origin')).toBeNull()
    }
  })

  it('answers CORS preflights only for allowed origins', async () => {
    const preflight = (origin: string) =>
      test.app.request('/v1/fungible/price?projectId=shop', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      })
    const allowed = await preflight('https://shop.example.com')
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example.com')
    const foreign = await preflight('http://localhost:5173')
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it("admits the embedded-wallet frame's origin as a site of every project", async () => {
    const frameOrigin = 'https://wallet.operator.example'
    const withFrame = createApp({
      db: test.database.db,
      rateLimits: false,
      embedded: { frameOrigins: [frameOrigin] },
    })
    const ask = (origin: string) =>
      withFrame.request('/getAnalyticsConfig?projectId=shop', { headers: { Origin: origin } })
    const frame = await ask(frameOrigin)
    expect(frame.status).toBe(200)
    expect(frame.headers.get('access-control-allow-origin')).toBe(frameOrigin)
    expect((await ask('https://wallet.other.example')).status).toBe(403)
  })

  it('stops accepting a secret key once it is rotated', async () => {
    const { secretKey: first } = await createProject(test.database.db, {
      id: 'rotating',
      name: 'Rotating',
      allowedOrigins: ['https://rotating.example.com'],
    })
    const ask = (key: string) =>
      test.app.request('/getAnalyticsConfig?projectId=rotating', {
        headers: { Origin: '', [secretKeyHeader]: key },
      })
    expect((await ask(first)).status).toBe(200)
    const second = await rotateSecretKey(test.database.db, 'rotating')
    // A fresh app: the other's project cache holds the old key for up to 30 s, as any replica's would.
    const fresh = createApp({ db: test.database.db, rateLimits: false })
    const freshAsk = (key: string) =>
      fresh.request('/getAnalyticsConfig?projectId=rotating', { headers: { [secretKeyHeader]: key } })
    expect((await freshAsk(first)).status).toBe(401)
    expect((await freshAsk(second)).status).toBe(200)
  })
})

describe('body limits', () => {
  it('refuses a body over 64 KiB while reading it, and takes up to 1 MiB on the proxy', async () => {
    const chunked = (size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          // Sent without a Content-Length, so only counting while reading can catch it.
          const chunk = new TextEncoder().encode(' '.repeat(16 * 1024))
          for (let sent = 0; sent < size; sent += chunk.length) controller.enqueue(chunk)
          controller.close()
        },
      })
    const big = await test.app.request('/v1/fungible/price?projectId=latch-dev', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunked(80 * 1024),
      duplex: 'half',
    } as RequestInit)
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body exceeds 65536 bytes',
    })
    // 200 KiB of JSON-RPC is fine for the proxy (then refused as an unknown chain, after reading).
    const batch = JSON.stringify(
      Array.from({ length: 900 }, (_, id) => ({
        jsonrpc: '2.0',
        id,
        method: 'eth_getBalance',
        params: ['0x'.padEnd(200, '0')],
      })),
    )
    const proxy = await test.app.request('/v1/?projectId=latch-dev&chainId=eip155:999', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: batch,
    })
    expect(batch.length).toBeGreaterThan(150 * 1024)
    expect(proxy.status).toBe(400)
  })

  it('answers a JSON-RPC batch over 1 MiB on the proxy with 413 in JSON-RPC once 1 MiB is read', async () => {
    const call = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'latest'],
    })
    const batch = new TextEncoder().encode(`[${Array(12_000).fill(call).join(',')}]`)
    expect(batch.length).toBeGreaterThan(maxRpcBodyBytes)
    // Sent without a Content-Length, 64 KiB at a time, and never finished: a proxy that read the whole
    // body before counting would wait forever; one that counts while reading answers after 1 MiB.
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= batch.length) return new Promise<void>(() => {})
        controller.enqueue(batch.subarray(sent, sent + 64 * 1024))
        sent += 64 * 1024
      },
    })
    const answer = test.app.request('/v1/?projectId=latch-dev&chainId=eip155:31337', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    const stillReading = new Promise<'still reading'>((resolve) =>
      setTimeout(() => resolve('still reading'), 30_000).unref(),
    )
    const tooBig = await Promise.race([answer, stillReading])
    if (tooBig === 'still reading') throw new Error(`no answer after ${sent} bytes were sent`)
    expect(tooBig.status).toBe(413)
    expect(tooBig.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await tooBig.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: `Request body exceeds ${maxRpcBodyBytes} bytes` },
    })
    // Reading stopped at the limit: the rest of the batch was never pulled.
    expect(sent).toBeLessThanOrEqual(maxRpcBodyBytes + 2 * 64 * 1024)
  })
})

describe('rate limits', () => {
  const fromIp = (ip: string) => ({ headers: { Origin: 'http://localhost:5173', 'X-Forwarded-For': ip } })

  it('answers 429 with Retry-After past the per-IP limit, and two instances share the counts', async () => {
    // A alone would count 5 of 6 below: only the hits B wrote to the database put it over.
    const config = { ip: { limit: 6, windowMs: 60_000 } }
    // Two servers on one database, as two replicas behind a load balancer.
    const limitsA = createRateLimits({
      db: test.database.db,
      config,
      trustedProxies: 1,
      flushIntervalMs: 10_000,
    })
    const limitsB = createRateLimits({
      db: test.database.db,
      config,
      trustedProxies: 1,
      flushIntervalMs: 10_000,
    })
    const a = createApp({ db: test.database.db, limits: limitsA })
    const b = createApp({ db: test.database.db, limits: limitsB })
    const path = '/getAnalyticsConfig?projectId=latch-dev'
    for (let i = 0; i < 3; i++) expect((await a.request(path, fromIp('203.0.113.7'))).status).toBe(200)
    await limitsA.flush()
    for (let i = 0; i < 3; i++) expect((await b.request(path, fromIp('203.0.113.7'))).status).toBe(200)
    await limitsB.flush()
    // The database holds 6. A learns B's hits with its next write (counts are shared within one flush
    // interval): its 4th request goes through, and then it knows of 7.
    expect((await a.request(path, fromIp('203.0.113.7'))).status).toBe(200)
    await limitsA.flush()
    const refused = await a.request(path, fromIp('203.0.113.7'))
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests: at most 6 requests from one address per 60 s/),
    })
    // Another address is not affected.
    expect((await b.request(path, fromIp('203.0.113.8'))).status).toBe(200)
    limitsA.stop()
    limitsB.stop()
  })

  it('counts the hits of a write still under way: none slips past the limit while the database answers', async () => {
    const store = createDatabaseRateLimitStore(test.database.db, {
      prefix: 'slow:',
      limit: 4,
      flushIntervalMs: 10_000,
    })
    store.init?.({ windowMs: 60_000 } as never)
    // Four hits, the last still in memory (each earlier one was written by the read the next one waited for).
    for (let i = 0; i < 4; i++) expect((await store.increment('k')).totalHits).toBe(i + 1)
    // The row is locked, so the next write waits in the database until the lock goes.
    let writing: Promise<void> | undefined
    await test.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from rate_limits where key = 'slow:k' for update`)
      writing = store.flush()
      await new Promise((wait) => setTimeout(wait, 100))
      expect(store.tryIncrementNow('k')).toBe(false)
      // A hit past the limit is refused on what is known, without waiting for the database.
      expect((await store.increment('k')).totalHits).toBe(5)
    })
    await writing
    expect(store.tryIncrementNow('k')).toBe(false)
    await store.flush()
    const [row] = await test.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'slow:k'))
    expect(row?.hits).toBe(5)
    store.shutdown?.()
  })

  it('serves one hit at once on a total read longer ago than the interval, then reads before the next', async () => {
    let clock = Date.now()
    const store = createDatabaseRateLimitStore(test.database.db, {
      prefix: 'stale:',
      limit: 100,
      flushIntervalMs: 10_000,
      now: () => clock,
    })
    store.init?.({ windowMs: 3_600_000 } as never)
    // A first hit: served at once and written as the total is read (100 left: a share of them may follow).
    expect(store.tryIncrementNow('k')).toBe(true)
    await store.flush()
    expect(store.tryIncrementNow('k')).toBe(true)
    // Another instance serves 95 meanwhile, and this one sits idle past its interval.
    await test.database.db
      .update(rateLimits)
      .set({ hits: sql`${rateLimits.hits} + 95` })
      .where(eq(rateLimits.key, 'stale:k'))
    clock += 11_000
    // 97 served in all (95 there, 2 here): one hit at once on what it knows, then each waits for the total, and
    // the 101st is refused. On its share of the last read (11 hits) it would have served 8 past the limit.
    let served = 0
    while ((await store.increment('k')).totalHits <= 100) served++
    expect(served).toBe(100 - 97)
    store.shutdown?.()
  })

  it('limits requests per project, and sign-in nonces per address more tightly', async () => {
    const limits = createRateLimits({
      db: test.database.db,
      config: { project: { limit: 4, windowMs: 60_000 }, nonce: { limit: 2, windowMs: 60_000 } },
      trustedProxies: 1,
    })
    const app = createApp({ db: test.database.db, limits })
    for (let i = 0; i < 2; i++)
      expect(
        (
          await app.request('/v1/siwx/nonce?projectId=shop', {
            headers: { Origin: 'https://shop.example.com', 'X-Forwarded-For': '198.51.100.1' },
          })
        ).status,
      ).toBe(200)
    const third = await app.request('/v1/siwx/nonce?projectId=shop', {
      headers: { Origin: 'https://shop.example.com', 'X-Forwarded-For': '198.51.100.1' },
    })
    expect(third.status).toBe(429)
    expect(((await third.json()) as { code: string }).code).toBe('RATE_LIMITED')
    // The refused nonce still counted for the project: 3 of 4 used, one left whatever the address.
    const path = '/getAnalyticsConfig?projectId=shop'
    const site = (ip: string) => ({ headers: { Origin: 'https://shop.example.com', 'X-Forwarded-For': ip } })
    expect((await app.request(path, site('198.51.100.2'))).status).toBe(200)
    await limits.flush()
    const over = await app.request(path, site('198.51.100.3'))
    expect(over.status).toBe(429)
    expect(((await over.json()) as { message: string }).message).toContain('requests for this project')
    // Another project has its own count (not the development project: the test above spent its 4).
    await createProject(test.database.db, {
      id: 'bakery',
      name: 'Bakery',
      allowedOrigins: ['https://bakery.example.com'],
    })
    const bakery = await app.request('/getAnalyticsConfig?projectId=bakery', {
      headers: { Origin: 'https://bakery.example.com', 'X-Forwarded-For': '198.51.100.3' },
    })
    expect(bakery.status).toBe(200)
    limits.stop()
  })
})
