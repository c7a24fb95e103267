import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../projects/createProject.js'
import { createTestApp, type TestApp } from '../testing/createTestApp.js'
import { analyticsEvents } from './analyticsTables.js'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp()
  await createProject(test.database.db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://shop.example.com', 'https://*.preview.example.com'],
  })
  await createProject(test.database.db, {
    id: 'quiet',
    name: 'Quiet',
    allowedOrigins: ['https://quiet.example.com'],
    analyticsEnabled: false,
  })
})
afterAll(() => test?.close())

const event = (overrides: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  url: 'https://shop.example.com/checkout',
  domain: 'shop.example.com',
  timestamp: 1_795_000_000_000,
  props: {
    event: 'SEND_INITIATED',
    data: { isSmartAccount: false, token: 'USDC', amount: 1.5 },
    address: '0xabc',
  },
  ...overrides,
})

/** `origin: null` sends no Origin header. */
function post(path: string, body: unknown, origin: string | null = 'https://shop.example.com') {
  return test.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin ?? '' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const originNotAllowed = {
  code: 'ORIGIN_NOT_ALLOWED',
  title: 'Invalid App Configuration',
  message: "Origin not found on Allowlist - update configuration on the provider's cloud dashboard",
}

describe('GET /getAnalyticsConfig', () => {
  it("answers the project's analytics switch", async () => {
    const on = await test.app.request('/getAnalyticsConfig?projectId=shop', {
      headers: { Origin: 'https://shop.example.com' },
    })
    expect(on.status).toBe(200)
    expect(await on.json()).toEqual({ isAnalyticsEnabled: true })
    const off = await test.app.request('/getAnalyticsConfig?projectId=quiet', {
      headers: { Origin: 'https://quiet.example.com' },
    })
    expect(await off.json()).toEqual({ isAnalyticsEnabled: false })
  })

  it('answers 403 PROJECT_NOT_FOUND for an unknown project and 400 without one', async () => {
    const res = await test.app.request('/getAnalyticsConfig?projectId=ghost')
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      code: 'PROJECT_NOT_FOUND',
      message: 'Project ghost is not configured on this server',
    })
    expect((await test.app.request('/getAnalyticsConfig')).status).toBe(400)
  })
})

describe('POST /e', () => {
  it('stores the event with its origin and SDK fields and answers 202', async () => {
    const body = event()
    const res = await post('/e?projectId=shop&st=latch&sv=react-0.1.0', body)
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ accepted: true })
    const rows = await test.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventId, body.eventId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      projectId: 'shop',
      url: body.url,
      domain: body.domain,
      timestamp: body.timestamp,
      props: body.props,
      origin: 'https://shop.example.com',
      st: 'latch',
      sv: 'react-0.1.0',
    })
    expect(rows[0]?.receivedAt).toBeInstanceOf(Date)
  })

  it('accepts a repeated eventId once', async () => {
    const body = event()
    expect((await post('/e?projectId=shop', body)).status).toBe(202)
    const again = await post('/e?projectId=shop', { ...body, url: 'https://shop.example.com/other' })
    expect(again.status).toBe(202)
    expect(await again.json()).toEqual({ accepted: true })
    const rows = await test.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventId, body.eventId))
    expect(rows.map((row) => row.url)).toEqual(['https://shop.example.com/checkout'])
  })

  it('accepts an origin matching a wildcard entry', async () => {
    expect((await post('/e?projectId=shop', event(), 'https://pr-42.preview.example.com')).status).toBe(202)
  })

  it('answers 403 with the catalogue texts for a foreign Origin, 401 for none, and stores nothing', async () => {
    const body = event()
    for (const origin of ['https://evil.example.org', 'https://shop.example.com.evil.org', 'null']) {
      const res = await post('/e?projectId=shop', body, origin)
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual(originNotAllowed)
    }
    // Without an Origin the caller is a server, which needs the project's secret key.
    const server = await post('/e?projectId=shop', body, null)
    expect(server.status).toBe(401)
    expect(((await server.json()) as { code: string }).code).toBe('SECRET_KEY_REQUIRED')
    // The allowlist is checked before the body, so a foreign site learns nothing from a bad body either.
    const bad = await post('/e?projectId=shop', '{not json', 'https://evil.example.org')
    expect(await bad.json()).toEqual(originNotAllowed)
    const rows = await test.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventId, body.eventId))
    expect(rows).toEqual([])
  })

  it('answers 403 PROJECT_NOT_FOUND for an unknown project', async () => {
    const res = await post('/e?projectId=ghost', event())
    expect(res.status).toBe(403)
    expect(((await res.json()) as { code: string }).code).toBe('PROJECT_NOT_FOUND')
  })

  it('acknowledges without storing when the project has analytics off', async () => {
    const body = event()
    const res = await post('/e?projectId=quiet', body, 'https://quiet.example.com')
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ accepted: false })
    const rows = await test.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventId, body.eventId))
    expect(rows).toEqual([])
  })

  it('answers 400 for malformed JSON', async () => {
    const res = await post('/e?projectId=shop', '{"eventId": ')
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('INVALID_BODY')
    expect(body.message).toMatch(/JSON/)
  })

  it.each([
    [{ eventId: 'not-a-uuid' }, /body\.eventId/],
    [{ timestamp: '1795000000000' }, /body\.timestamp/],
    [{ timestamp: -1 }, /body\.timestamp/],
    [{ url: 42 }, /body\.url/],
    [{ props: 'SEND_INITIATED' }, /body\.props/],
    [{ props: { data: {} } }, /body\.props\.event/],
  ])('answers 400 INVALID_PARAMS for a wrongly typed body %j', async (overrides, message) => {
    const res = await post('/e?projectId=shop', event(overrides))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { code: string; message: string }
    expect(body.code).toBe('INVALID_PARAMS')
    expect(body.message).toMatch(message)
  })

  it('answers 415 for a body that is not JSON, and 400 for JSON that is not an object', async () => {
    const res = await test.app.request('/e?projectId=shop', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://shop.example.com' },
      body: JSON.stringify(event()),
    })
    expect(res.status).toBe(415)
    expect(((await res.json()) as { code: string }).code).toBe('UNSUPPORTED_MEDIA_TYPE')
    const array = await post('/e?projectId=shop', [event()])
    expect(array.status).toBe(400)
  })

  it('answers 413 PAYLOAD_TOO_LARGE for a body over 16 KiB', async () => {
    const res = await post('/e?projectId=shop', event({ props: { event: 'X', data: 'x'.repeat(17_000) } }))
    expect(res.status).toBe(413)
    expect(((await res.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE')
  })
})
