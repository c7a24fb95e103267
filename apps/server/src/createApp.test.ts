import type { ApiRoute } from '@latch/api'
import * as api from '@latch/api'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './createApp.js'
import type { Database } from './db/createDatabase.js'
import { createTestApp, type TestApp } from './testing/createTestApp.js'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test?.close())

describe('createApp', () => {
  it('publishes an OpenAPI document listing every route', async () => {
    const res = await test.app.request('/openapi.json')
    expect(res.status).toBe(200)
    const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> }
    expect(document.openapi).toMatch(/^3\./)
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(routes.sort()).toEqual(
      [
        'GET /getAnalyticsConfig',
        'GET /getWalletImage/{id}',
        'GET /getWallets',
        'GET /health',
        'GET /ready',
        'GET /public/getAssetImage/{id}',
        'GET /public/getCurrencyImage/{id}',
        'GET /public/getTokenImage/{id}',
        'POST /e',
        'GET /v1/account/{address}/history',
        'GET /v1/capabilities',
        // The embedded wallet's logins the widget may show for the project.
        'GET /v1/logins',
        'POST /v1/bundler',
        'GET /v1/account/{address}/balance',
        'POST /v1/fungible/price',
        'GET /v1/convert/gas-price',
        'GET /v1/convert/tokens',
        'GET /v1/convert/quotes',
        'GET /v1/convert/allowance',
        'GET /v1/convert/build-approve',
        'POST /v1/convert/build-transaction',
        'POST /v1/',
        'GET /v1/profile/account/{name}',
        'GET /v1/profile/suggestions/{name}',
        'GET /v1/profile/reverse/{address}',
        'POST /v1/profile/account',
        'GET /v1/siwx/nonce',
        'POST /v1/siwx/sessions',
        'POST /v1/siwx/sessions/cacao',
        'GET /v1/siwx/sessions',
        'DELETE /v1/siwx/sessions',
        // The on-ramp: providers, quotes and purchases; the providers' signed webhooks and the sandbox's page.
        'GET /v1/onramp/providers',
        'GET /v1/onramp/quote',
        'POST /v1/onramp/session',
        'GET /v1/onramp/purchases/{id}',
        'POST /onramp/webhook/sandbox',
        'POST /onramp/webhook/moonpay',
        'GET /onramp/sandbox/{id}',
        'POST /onramp/sandbox/{id}',
        // The embedded wallet's service (the frame's calls, and the device-approval link in the e-mail).
        'GET /v1/embedded/config',
        'POST /v1/embedded/email/start',
        'POST /v1/embedded/devices/wait',
        'GET /v1/embedded/devices/approve',
        'POST /v1/embedded/email/verify',
        'POST /v1/embedded/sessions/refresh',
        'POST /v1/embedded/social/connect',
        'POST /v1/embedded/social/start',
        'POST /v1/embedded/farcaster/connect',
        'POST /v1/embedded/farcaster/start',
        'DELETE /v1/embedded/sessions',
        'GET /v1/embedded/me',
        'PUT /v1/embedded/shares',
        'POST /v1/embedded/passkeys/register/options',
        'POST /v1/embedded/passkeys/register/verify',
        'POST /v1/embedded/passkeys/login/options',
        'POST /v1/embedded/passkeys/login/verify',
        'GET /v1/embedded/passkeys',
        'DELETE /v1/embedded/passkeys',
        'PUT /v1/embedded/passkeys/recovery',
        'GET /v1/embedded/shares/auth',
        'GET /v1/embedded/shares/recovery',
        'POST /v1/embedded/email/update',
        'POST /v1/embedded/email/update/primary',
        'POST /v1/embedded/email/update/secondary',
      ].sort(),
    )
    // Reading and revoking a sign-in session needs its bearer token, and the document says so.
    const sessions = document.paths['/v1/siwx/sessions'] as Record<
      string,
      { security?: unknown; responses: object }
    >
    for (const method of ['get', 'delete']) {
      expect(sessions[method]?.security).toEqual([{ siwxSession: [] }])
      expect(Object.keys(sessions[method]?.responses ?? {})).toContain('401')
    }
    const components = (document as unknown as { components: { securitySchemes: object } }).components
    expect(components.securitySchemes).toEqual({
      siwxSession: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      embeddedSession: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    })
    const getWallets = document.paths['/getWallets']?.get as { parameters: { name: string }[] } | undefined
    const parameters = getWallets?.parameters ?? []
    expect(parameters.map((parameter) => parameter.name).sort()).toEqual(
      [
        'badge_type',
        'chains',
        'entries',
        'exclude',
        'include',
        'page',
        'projectId',
        'search',
        'st',
        'sv',
      ].sort(),
    )
  })

  it('serves every route of the API contract (@latch/api)', async () => {
    const document = (await (await test.app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const contract = Object.values(api as Record<string, unknown>).filter(
      (value): value is ApiRoute =>
        typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
    )
    expect(contract.length).toBeGreaterThan(20)
    for (const route of contract) expect(document.paths[route.path]?.[route.method], route.path).toBeDefined()
  })

  it('answers unknown routes and methods with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/nope'],
      ['DELETE', '/getWallets'],
      ['GET', '/e'],
    ] as const) {
      const res = await test.app.request(path, { method })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: `No route for ${method} ${path}` })
    }
  })

  it("answers CORS for the project's allowed origins only", async () => {
    const preflight = (origin: string) =>
      test.app.request('/e?projectId=latch-dev', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      })
    const allowed = await preflight('http://localhost:5173')
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST')
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type')
    const foreign = await preflight('https://anywhere.example')
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()

    const get = await test.app.request('/getWallets?projectId=latch-dev', {
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(get.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(get.headers.get('access-control-expose-headers')).toContain('ETag')
    expect(get.headers.get('vary')).toContain('Origin')
  })

  it('answers /health, and /ready while the database answers', async () => {
    expect(await (await test.app.request('/health')).json()).toEqual({ ok: true })
    const ready = await test.app.request('/ready')
    expect({ status: ready.status, body: await ready.json() }).toEqual({ status: 200, body: { ok: true } })
  })

  it('answers /ready 503 when the database does not answer, and /health 200', async () => {
    // A PostgreSQL pool on a port nothing listens on: every query fails to connect.
    const pool = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:9/none',
      connectionTimeoutMillis: 500,
    })
    const app = createApp({ db: drizzle(pool) as unknown as Database })
    try {
      const ready = await app.request('/ready')
      expect({ status: ready.status, body: await ready.json() }).toEqual({
        status: 503,
        body: { code: 'NOT_READY', message: 'The database does not answer' },
      })
      expect((await app.request('/health')).status).toBe(200)
    } finally {
      await pool.end()
    }
  })
})
