import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postFromFrame } from '../testing/postFromFrame.js'
import { requestJson } from '../testing/requestJson.js'
import {
  type EmbeddedMailApp,
  testFrameOrigin as origin,
  startEmbeddedMailApp,
} from '../testing/startEmbeddedMailApp.js'
import { testKeyShares } from '../testing/testKeyShares.js'

// The wallet frame's fresh re-authentication (before it shows the key) is the e-mail login run again on a device
// that already holds a share: these pin what the frame relies on, on PGlite and (with TEST_DATABASE_URL) on
// PostgreSQL. A code, never a device link; the old code refused; the fresh session good for the auth share, and
// revoked alone; its code used once however many times it arrives at once; the e-mail spacing kept.

const site = 'http://127.0.0.1:5173'
let server: EmbeddedMailApp
let seq = 0

beforeAll(async () => {
  server = await startEmbeddedMailApp()
})
afterAll(() => server.close())

const codeOf = (text: string) => /\n(\d{6})\n/.exec(text)?.[1] ?? ''
const post = (path: string, options: { body?: unknown; token?: string } = {}) =>
  postFromFrame(server.app, path, { origin, ...options })
const authShare = (token: string) =>
  requestJson<{ authShare?: string; code?: string }>(server.app, '/v1/embedded/shares/auth', {
    headers: { origin, authorization: `Bearer ${token}` },
  })

/** Starts a login of `email` on `deviceId` and answers its pending token and the code mailed for it. */
async function startLogin(email: string, deviceId: string) {
  const after = server.sink.messages(email)[0]?.id ?? 0
  const started = await post('/v1/embedded/email/start', {
    body: { projectId: 'latch-dev', email, deviceId, origin: site },
  })
  expect(started.status).toBe(200)
  const mail = await server.sink.waitForMessage({ to: email, after })
  return { action: started.body.action, token: String(started.body.token), code: codeOf(mail.text) }
}

/** A visitor with a wallet, logged in on this device: the session the frame holds before it re-authenticates. */
async function walletOnDevice() {
  const email = `reauth${++seq}-${Date.now()}@example.com`
  const deviceId = crypto.randomUUID().replaceAll('-', '')
  const login = await startLogin(email, deviceId)
  const session = await post('/v1/embedded/email/verify', { token: login.token, body: { otp: login.code } })
  const accessToken = String(session.body.accessToken)
  const stored = await requestJson(server.app, '/v1/embedded/shares', {
    method: 'PUT',
    headers: { origin, 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(testKeyShares),
  })
  expect(stored.status).toBe(201)
  // The server spaces two e-mails to one address by 30 s.
  server.clock.now += 31_000
  return { email, deviceId, accessToken, address: testKeyShares.address, loginCode: login.code }
}

describe('a fresh re-authentication on a device with a share', () => {
  it('mails a code, refuses the login’s code, opens a fresh session for the same wallet and revokes it alone', async () => {
    const wallet = await walletOnDevice()
    const fresh = await startLogin(wallet.email, wallet.deviceId)
    expect(fresh.action).toBe('VERIFY_OTP')

    const old = await post('/v1/embedded/email/verify', {
      token: fresh.token,
      body: { otp: wallet.loginCode },
    })
    if (wallet.loginCode !== fresh.code) {
      expect(old.status).toBe(400)
      expect(old.body).toMatchObject({ code: 'INVALID_OTP', message: 'Invalid code. 4 attempts left' })
    }
    const verified = await post('/v1/embedded/email/verify', {
      token: fresh.token,
      body: { otp: fresh.code },
    })
    expect(verified.status).toBe(200)
    expect(String(verified.body.address).toLowerCase()).toBe(wallet.address.toLowerCase())
    const token = String(verified.body.accessToken)
    expect((await authShare(token)).body.authShare).toBe(testKeyShares.authShare)

    // Used once, then revoked: the fresh session ends, the one the frame held goes on.
    const again = await post('/v1/embedded/email/verify', { token: fresh.token, body: { otp: fresh.code } })
    expect(again.status).toBe(401)
    expect(again.body.code).toBe('INVALID_SESSION')
    const revoked = await requestJson(server.app, '/v1/embedded/sessions', {
      method: 'DELETE',
      headers: { origin, authorization: `Bearer ${token}` },
    })
    expect(revoked.status).toBe(200)
    expect((await authShare(token)).status).toBe(401)
    expect((await authShare(wallet.accessToken)).body.authShare).toBe(testKeyShares.authShare)
  })

  it('verifies its code once of 50 verifications at once', async () => {
    const wallet = await walletOnDevice()
    const fresh = await startLogin(wallet.email, wallet.deviceId)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/v1/embedded/email/verify', { token: fresh.token, body: { otp: fresh.code } }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect([400, 401]).toContain(answer.status)
      expect(['OTP_EXPIRED', 'INVALID_SESSION']).toContain(answer.body.code)
      expect(typeof answer.body.message).toBe('string')
    }
  })

  it('keeps the 30 s between two e-mails to one address', async () => {
    const wallet = await walletOnDevice()
    await startLogin(wallet.email, wallet.deviceId)
    const soon = await post('/v1/embedded/email/start', {
      body: { projectId: 'latch-dev', email: wallet.email, deviceId: wallet.deviceId, origin: site },
    })
    expect(soon.status).toBe(429)
    expect(soon.body).toMatchObject({
      code: 'EMAIL_RATE_LIMITED',
      message: 'Please wait 30 seconds before requesting another code',
    })
  })
})
