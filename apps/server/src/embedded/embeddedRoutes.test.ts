import type { MailSink } from '@latch/mailsink'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type EmbeddedMailApp,
  startEmbeddedMailApp,
  testFrameOrigin,
} from '../testing/startEmbeddedMailApp.js'
import type { TestDatabase } from '../testing/testDatabase.js'
import { testKeyShares as shares } from '../testing/testKeyShares.js'
import { embeddedSessions, embeddedUsers } from './embeddedTables.js'

const frameOrigin = testFrameOrigin
const site = 'http://127.0.0.1:5173'
let server: EmbeddedMailApp
let sink: MailSink
let database: TestDatabase
let app: EmbeddedMailApp['app']
let emailSeq = 0

beforeAll(async () => {
  server = await startEmbeddedMailApp()
  ;({ app, sink, database } = server)
})
afterAll(() => server.close())

const freshEmail = () => `visitor${++emailSeq}-${Date.now()}@example.com`
const deviceId = () => crypto.randomUUID().replaceAll('-', '')

async function call(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; origin?: string | null } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (options.origin !== null) headers.origin = options.origin ?? frameOrigin
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const res = await app.request(path, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const codeOf = (text: string) => /\n(\d{6})\n/.exec(text)?.[1] ?? ''

async function start(email: string, device = deviceId()) {
  const after = sink.messages(email)[0]?.id ?? 0
  const res = await call('POST', '/v1/embedded/email/start', {
    body: { projectId: 'latch-dev', email, deviceId: device, origin: site },
  })
  return { ...res, token: String(res.body.token), device, after }
}

async function login(email = freshEmail(), device = deviceId()) {
  const started = await start(email, device)
  expect(started.body.action).toBe('VERIFY_OTP')
  const mail = await sink.waitForMessage({ to: email, after: started.after })
  const verified = await call('POST', '/v1/embedded/email/verify', {
    token: started.token,
    body: { otp: codeOf(mail.text) },
  })
  expect(verified.status).toBe(200)
  return { email, device, ...(verified.body as { accessToken: string; refreshToken: string }) }
}

describe('e-mail login', () => {
  it('mails a six-digit code, verifies it, and hands the auth share only to the verified session', async () => {
    const email = freshEmail()
    const started = await start(email)
    expect(started.status).toBe(200)
    const mail = await sink.waitForMessage({ to: email, after: started.after })
    expect(mail.subject).toMatch(/^Your login code: \d{6}$/)
    expect(mail.text).toContain(`on ${site}`)
    // The pending token cannot read shares.
    const early = await call('GET', '/v1/embedded/shares/auth', { token: started.token })
    expect(early).toMatchObject({ status: 403, body: { code: 'SESSION_NOT_VERIFIED' } })
    const verified = await call('POST', '/v1/embedded/email/verify', {
      token: started.token,
      body: { otp: codeOf(mail.text) },
    })
    expect(verified).toMatchObject({ status: 200, body: { email, address: null } })
    const token = String(verified.body.accessToken)
    expect(await call('GET', '/v1/embedded/shares/auth', { token })).toMatchObject({
      status: 404,
      body: { code: 'NO_WALLET' },
    })
    expect(await call('PUT', '/v1/embedded/shares', { token, body: shares })).toMatchObject({ status: 201 })
    expect(await call('PUT', '/v1/embedded/shares', { token, body: shares })).toMatchObject({ status: 409 })
    const auth = await call('GET', '/v1/embedded/shares/auth', { token })
    expect(auth).toMatchObject({
      status: 200,
      body: { authShare: shares.authShare, address: shares.address.toLowerCase() },
    })
    expect(await call('GET', '/v1/embedded/me', { token })).toMatchObject({
      status: 200,
      body: { email, hasWallet: true },
    })
    // The pending token was replaced at verification.
    expect((await call('GET', '/v1/embedded/me', { token: started.token })).status).toBe(401)

    // Refresh needs the same device; the refresh token rotates.
    const wrongDevice = await call('POST', '/v1/embedded/sessions/refresh', {
      body: { refreshToken: verified.body.refreshToken, deviceId: deviceId() },
    })
    expect(wrongDevice.status).toBe(401)
    const refreshed = await call('POST', '/v1/embedded/sessions/refresh', {
      body: { refreshToken: verified.body.refreshToken, deviceId: started.device },
    })
    expect(refreshed.status).toBe(200)
    expect((await call('GET', '/v1/embedded/shares/auth', { token })).status).toBe(401)
    const next = String(refreshed.body.accessToken)
    expect((await call('GET', '/v1/embedded/shares/auth', { token: next })).status).toBe(200)

    // Signing out revokes the session.
    expect(await call('DELETE', '/v1/embedded/sessions', { token: next })).toMatchObject({ status: 200 })
    expect((await call('GET', '/v1/embedded/shares/auth', { token: next })).status).toBe(401)
    expect(
      (
        await call('POST', '/v1/embedded/sessions/refresh', {
          body: { refreshToken: refreshed.body.refreshToken, deviceId: started.device },
        })
      ).status,
    ).toBe(401)
  })

  it('refuses shares without a session, and to a session whose access token is no longer fresh', async () => {
    expect(await call('GET', '/v1/embedded/shares/auth')).toMatchObject({
      status: 401,
      body: { code: 'INVALID_SESSION' },
    })
    const session = await login()
    server.clock.now += 16 * 60_000
    try {
      expect(await call('GET', '/v1/embedded/shares/recovery', { token: session.accessToken })).toMatchObject(
        { status: 401 },
      )
    } finally {
      server.clock.now -= 16 * 60_000
    }
  })

  it('allows 5 wrong codes, then refuses even the right one', async () => {
    const email = freshEmail()
    const started = await start(email)
    const mail = await sink.waitForMessage({ to: email, after: started.after })
    const right = codeOf(mail.text)
    const wrong = right === '000000' ? '000001' : '000000'
    for (let left = 4; left >= 1; left--) {
      const res = await call('POST', '/v1/embedded/email/verify', {
        token: started.token,
        body: { otp: wrong },
      })
      expect(res).toMatchObject({
        status: 400,
        body: {
          code: 'INVALID_OTP',
          message: `Invalid code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left`,
        },
      })
    }
    expect(
      await call('POST', '/v1/embedded/email/verify', { token: started.token, body: { otp: wrong } }),
    ).toMatchObject({
      status: 400,
      body: { code: 'OTP_ATTEMPTS_EXCEEDED' },
    })
    expect(
      await call('POST', '/v1/embedded/email/verify', { token: started.token, body: { otp: right } }),
    ).toMatchObject({
      status: 400,
      body: { code: 'OTP_ATTEMPTS_EXCEEDED', message: 'Too many wrong codes. Request a new one' },
    })
  })

  it('refuses a code after 10 minutes', async () => {
    const email = freshEmail()
    const started = await start(email)
    const mail = await sink.waitForMessage({ to: email, after: started.after })
    server.clock.now += 10 * 60_000 + 1
    try {
      expect(
        await call('POST', '/v1/embedded/email/verify', {
          token: started.token,
          body: { otp: codeOf(mail.text) },
        }),
      ).toMatchObject({
        status: 400,
        body: { code: 'OTP_EXPIRED', message: 'This code has expired. Request a new one' },
      })
    } finally {
      server.clock.now -= 10 * 60_000 + 1
    }
  })

  it('mails an address at most once per 30 s', async () => {
    const email = freshEmail()
    expect((await start(email)).status).toBe(200)
    server.clock.now += 10_000
    const again = await start(email)
    expect(again).toMatchObject({
      status: 429,
      body: { code: 'EMAIL_RATE_LIMITED', message: 'Please wait 20 seconds before requesting another code' },
    })
    server.clock.now += 20_001
    expect((await start(email)).status).toBe(200)
  })

  it('checks that the app may trigger an e-mail before writing anything', async () => {
    const [before] = await database.db.select({ n: count() }).from(embeddedUsers)
    const email = freshEmail()
    const body = { projectId: 'latch-dev', email, deviceId: deviceId(), origin: site }
    expect(await call('POST', '/v1/embedded/email/start', { body, origin: null })).toMatchObject({
      status: 403,
      body: { code: 'FRAME_ORIGIN_NOT_ALLOWED' },
    })
    expect(await call('POST', '/v1/embedded/email/start', { body, origin: site })).toMatchObject({
      status: 403,
    })
    expect(
      await call('POST', '/v1/embedded/email/start', { body: { ...body, origin: 'https://evil.example' } }),
    ).toMatchObject({ status: 403 })
    expect(
      await call('POST', '/v1/embedded/email/start', { body: { ...body, projectId: 'nope' } }),
    ).toMatchObject({
      status: 403,
      body: { code: 'PROJECT_NOT_FOUND' },
    })
    expect(
      await call('POST', '/v1/embedded/email/start', { body: { ...body, email: 'not-mail' } }),
    ).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAMS' },
    })
    const [after] = await database.db.select({ n: count() }).from(embeddedUsers)
    expect(after?.n).toBe(before?.n)
    expect(sink.messages(email)).toEqual([])
  })

  it('asks a new device to be approved from the inbox before mailing the code', async () => {
    const first = await login()
    expect(
      (await call('PUT', '/v1/embedded/shares', { token: first.accessToken, body: shares })).status,
    ).toBe(201)
    server.clock.now += 31_000
    const started = await start(first.email)
    expect(started.body.action).toBe('VERIFY_DEVICE')
    const mail = await sink.waitForMessage({ to: first.email, after: started.after })
    const link = /(http:\/\/server\.test\S+)/.exec(mail.text)?.[1] ?? ''
    expect(await call('POST', '/v1/embedded/devices/wait', { token: started.token })).toMatchObject({
      body: { approved: false },
    })
    const path = link.replace('http://server.test', '')
    const approved = await app.request(path)
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Device approved')
    expect((await app.request(path)).status).toBe(400)
    expect(await call('POST', '/v1/embedded/devices/wait', { token: started.token })).toMatchObject({
      body: { approved: true },
    })
    const code = await sink.waitForMessage({ to: first.email, after: mail.id })
    const verified = await call('POST', '/v1/embedded/email/verify', {
      token: started.token,
      body: { otp: codeOf(code.text) },
    })
    expect(verified).toMatchObject({ status: 200, body: { address: shares.address.toLowerCase() } })
    expect(
      (await call('GET', '/v1/embedded/shares/auth', { token: String(verified.body.accessToken) })).status,
    ).toBe(200)
    const [sessions] = await database.db.select({ n: count() }).from(embeddedSessions)
    expect(sessions?.n).toBeGreaterThan(0)
  })

  it('changes the e-mail address with both codes, the current address first', async () => {
    server.clock.now += 31_000
    const session = await login()
    server.clock.now += 31_000
    const newEmail = freshEmail()
    const afterOld = sink.messages(session.email)[0]?.id ?? 0
    expect(
      await call('POST', '/v1/embedded/email/update', {
        token: session.accessToken,
        body: { email: newEmail },
      }),
    ).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_PRIMARY_OTP' },
    })
    const primary = codeOf((await sink.waitForMessage({ to: session.email, after: afterOld })).text)
    const secondary = codeOf((await sink.waitForMessage({ to: newEmail })).text)
    expect(
      (
        await call('POST', '/v1/embedded/email/update/secondary', {
          token: session.accessToken,
          body: { otp: secondary },
        })
      ).body,
    ).toMatchObject({ code: 'NO_EMAIL_CHANGE' })
    expect(
      await call('POST', '/v1/embedded/email/update/primary', {
        token: session.accessToken,
        body: { otp: primary },
      }),
    ).toMatchObject({
      body: { action: 'VERIFY_SECONDARY_OTP' },
    })
    expect(
      await call('POST', '/v1/embedded/email/update/secondary', {
        token: session.accessToken,
        body: { otp: secondary },
      }),
    ).toMatchObject({
      status: 200,
      body: { email: newEmail },
    })
    expect(await call('GET', '/v1/embedded/me', { token: session.accessToken })).toMatchObject({
      body: { email: newEmail },
    })
  })

  it("lets the frame's origin alone read its answers, preflights included", async () => {
    const preflight = (origin: string) =>
      app.request('/v1/embedded/shares', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type, authorization',
        },
      })
    const allowed = await preflight(frameOrigin)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(frameOrigin)
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT')
    expect((await preflight(site)).headers.get('access-control-allow-origin')).toBeNull()
    const refused = await app.request('/v1/embedded/me', { headers: { origin: frameOrigin } })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('access-control-allow-origin')).toBe(frameOrigin)
  })

  it('serves the allowed origins of a project for the frame', async () => {
    const res = await app.request('/v1/embedded/config?projectId=latch-dev')
    expect(await res.json()).toEqual({
      projectId: 'latch-dev',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    })
    expect((await app.request('/v1/embedded/config?projectId=nope')).status).toBe(403)
  })
})
