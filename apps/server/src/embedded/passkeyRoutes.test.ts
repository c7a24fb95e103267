import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.js'
import { projects } from '../projects/projectsTables.js'
import { seedDatabase } from '../seedDatabase.js'
import { openEmbeddedSession } from '../testing/openEmbeddedSession.js'
import { postFromFrame } from '../testing/postFromFrame.js'
import { requestJson } from '../testing/requestJson.js'
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '../testing/softwareAuthenticator.js'
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js'
import { embeddedPasskeys } from './passkeyTables.js'

// Real WebAuthn ceremonies against the app (a software authenticator signs in Node), on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, where the 50 verifications of one assertion really run at once.

const frameOrigin = 'http://127.0.0.1:8789'
const site = 'http://127.0.0.1:5173'
let database: TestDatabase
let clock = Date.now()
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db)
  app = createApp({
    db: database.db,
    rateLimits: false,
    embedded: { frameOrigins: [frameOrigin], publicUrl: 'http://server.test', now: () => clock },
  })
})
afterAll(() => database.close())

type CreationOptions = { challenge: string; rp: { id: string }; user: { id: string } }
type Body = Record<string, unknown> & { code?: string; options?: unknown }
const post = (path: string, options: { body?: unknown; token?: string; origin?: string } = {}) =>
  postFromFrame(app, path, { origin: frameOrigin, ...options }) as Promise<{ status: number; body: Body }>
const call = (method: string, path: string, token: string) =>
  requestJson<Body>(app, path, { method, headers: { origin: frameOrigin, authorization: `Bearer ${token}` } })
const deviceId = () => crypto.randomUUID().replaceAll('-', '')

/** A logged-in account with one passkey on `authenticator`. */
async function registered(authenticator: SoftwareAuthenticator = createSoftwareAuthenticator()) {
  const token = await openEmbeddedSession(database.db, 'latch-dev', null)
  const started = await post('/v1/embedded/passkeys/register/options', { token })
  expect(started.status).toBe(200)
  const options = started.body.options as CreationOptions
  const verified = await post('/v1/embedded/passkeys/register/verify', {
    token,
    body: { response: authenticator.create(options, frameOrigin) },
  })
  expect(verified.status).toBe(201)
  return { token, authenticator, passkey: verified.body.passkey as { id: string; name: string } }
}

async function loginOptions(device = deviceId()) {
  const res = await post('/v1/embedded/passkeys/login/options', {
    body: { projectId: 'latch-dev', deviceId: device, origin: site },
  })
  expect(res.status).toBe(200)
  return { device, options: res.body.options as { challenge: string; rpId: string } }
}

describe('passkey registration', () => {
  it('keeps a discoverable, user-verified passkey for the session’s account and lists it', async () => {
    const token = await openEmbeddedSession(database.db, 'latch-dev', null)
    const started = await post('/v1/embedded/passkeys/register/options', { token })
    const options = started.body.options as Record<string, unknown>
    expect(options).toMatchObject({
      rp: { id: '127.0.0.1' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    })
    const authenticator = createSoftwareAuthenticator()
    const verified = await post('/v1/embedded/passkeys/register/verify', {
      token,
      body: { response: authenticator.create(started.body.options as never, frameOrigin), name: 'Laptop' },
    })
    expect(verified.status).toBe(201)
    const listed = await call('GET', '/v1/embedded/passkeys', token)
    expect(listed.body.passkeys).toEqual([
      expect.objectContaining({ name: 'Laptop', lastUsedAt: null, recovery: false }),
    ])
  })

  it('refuses a registration challenge used twice, and one verified by another account', async () => {
    const authenticator = createSoftwareAuthenticator()
    const token = await openEmbeddedSession(database.db, 'latch-dev', null)
    const other = await openEmbeddedSession(database.db, 'latch-dev', null)
    const started = await post('/v1/embedded/passkeys/register/options', { token })
    const response = authenticator.create(started.body.options as never, frameOrigin)
    const stolen = await post('/v1/embedded/passkeys/register/verify', { token: other, body: { response } })
    expect(stolen.status).toBe(400)
    // The challenge went with the refused attempt: it verifies nothing any more.
    const again = await post('/v1/embedded/passkeys/register/verify', { token, body: { response } })
    expect(again.body.code).toBe('PASSKEY_CHALLENGE_INVALID')
  })

  it('refuses a passkey created for another origin or relying party', async () => {
    const token = await openEmbeddedSession(database.db, 'latch-dev', null)
    const authenticator = createSoftwareAuthenticator()
    const started = await post('/v1/embedded/passkeys/register/options', { token })
    const response = authenticator.create(started.body.options as never, 'http://evil.test')
    const refused = await post('/v1/embedded/passkeys/register/verify', { token, body: { response } })
    expect(refused).toMatchObject({ status: 400, body: { code: 'PASSKEY_REFUSED' } })
  })

  it('needs a verified session', async () => {
    const res = await post('/v1/embedded/passkeys/register/options', { token: 'x'.repeat(43) })
    expect(res).toMatchObject({ status: 401, body: { code: 'INVALID_SESSION' } })
  })
})

describe('passkey login', () => {
  it('opens a verified session with the passkey alone, bound to the device that asked', async () => {
    const { authenticator, passkey } = await registered()
    const { device, options } = await loginOptions()
    expect(options.rpId).toBe('127.0.0.1')
    expect(options).not.toHaveProperty('allowCredentials.0')
    const assertion = authenticator.get(options, frameOrigin)
    const res = await post('/v1/embedded/passkeys/login/verify', {
      body: { deviceId: device, response: assertion },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ passkeyId: passkey.id, sealedShare: null, email: expect.any(String) })
    const me = await call('GET', '/v1/embedded/me', String(res.body.accessToken))
    expect(me.status).toBe(200)
    // The refresh token works on that device only.
    const refresh = (id: string) =>
      post('/v1/embedded/sessions/refresh', { body: { refreshToken: res.body.refreshToken, deviceId: id } })
    expect((await refresh(deviceId())).status).toBe(401)
    expect((await refresh(device)).status).toBe(200)
  })

  it('takes an assertion from the frame embedded in the login’s site, and refuses one embedded elsewhere', async () => {
    const { authenticator } = await registered()
    const embedded = await loginOptions()
    const ok = await post('/v1/embedded/passkeys/login/verify', {
      body: {
        deviceId: embedded.device,
        response: authenticator.get(embedded.options, frameOrigin, { topOrigin: site }),
      },
    })
    expect(ok.status).toBe(200)
    const elsewhere = await loginOptions()
    const refused = await post('/v1/embedded/passkeys/login/verify', {
      body: {
        deviceId: elsewhere.device,
        response: authenticator.get(elsewhere.options, frameOrigin, { topOrigin: 'https://evil.test' }),
      },
    })
    expect(refused).toMatchObject({ status: 400, body: { code: 'PASSKEY_REFUSED' } })
  })

  it('refuses a replayed assertion', async () => {
    const { authenticator } = await registered()
    const { device, options } = await loginOptions()
    const body = { deviceId: device, response: authenticator.get(options, frameOrigin) }
    expect((await post('/v1/embedded/passkeys/login/verify', { body })).status).toBe(200)
    const replay = await post('/v1/embedded/passkeys/login/verify', { body })
    expect(replay).toMatchObject({ status: 400, body: { code: 'PASSKEY_CHALLENGE_INVALID' } })
  })

  it('refuses a challenge older than two minutes', async () => {
    const { authenticator } = await registered()
    const { device, options } = await loginOptions()
    clock += 2 * 60_000 + 1
    const res = await post('/v1/embedded/passkeys/login/verify', {
      body: { deviceId: device, response: authenticator.get(options, frameOrigin) },
    })
    expect(res).toMatchObject({ status: 400, body: { code: 'PASSKEY_CHALLENGE_INVALID' } })
  })

  it('refuses a registration challenge in a login', async () => {
    const { authenticator, token } = await registered()
    const started = await post('/v1/embedded/passkeys/register/options', { token })
    const challenge = (started.body.options as { challenge: string }).challenge
    const res = await post('/v1/embedded/passkeys/login/verify', {
      body: {
        deviceId: deviceId(),
        response: authenticator.get({ challenge, rpId: '127.0.0.1' }, frameOrigin),
      },
    })
    expect(res).toMatchObject({ status: 400, body: { code: 'PASSKEY_CHALLENGE_INVALID' } })
  })

  it('refuses an assertion for another origin or relying party, or from another device', async () => {
    const { authenticator } = await registered()
    for (const [origin, rpId] of [
      ['http://evil.test', '127.0.0.1'],
      [frameOrigin, 'evil.test'],
    ] as const) {
      const { device, options } = await loginOptions()
      const credential = authenticator.credentials[0]
      const response = authenticator.get(options, origin, { rpId, ...(credential ? { credential } : {}) })
      const res = await post('/v1/embedded/passkeys/login/verify', { body: { deviceId: device, response } })
      expect(res).toMatchObject({ status: 400, body: { code: 'PASSKEY_REFUSED' } })
    }
    const { options } = await loginOptions()
    const res = await post('/v1/embedded/passkeys/login/verify', {
      body: { deviceId: deviceId(), response: authenticator.get(options, frameOrigin) },
    })
    expect(res).toMatchObject({ status: 400, body: { code: 'PASSKEY_REFUSED' } })
  })

  it('refuses an assertion whose counter does not rise once it counts', async () => {
    const { authenticator } = await registered()
    const first = await loginOptions()
    const ok = await post('/v1/embedded/passkeys/login/verify', {
      body: { deviceId: first.device, response: authenticator.get(first.options, frameOrigin) },
    })
    expect(ok.status).toBe(200)
    // A clone of the authenticator: the same key, its counter where the original's was before.
    const credential = authenticator.credentials[0] as { counter: number }
    credential.counter -= 1
    const second = await loginOptions()
    const res = await post('/v1/embedded/passkeys/login/verify', {
      body: { deviceId: second.device, response: authenticator.get(second.options, frameOrigin) },
    })
    expect(res).toMatchObject({ status: 400, body: { code: 'PASSKEY_REFUSED' } })
  })

  it('opens exactly one session for 50 concurrent verifications of one assertion', async () => {
    const { authenticator } = await registered()
    const { device, options } = await loginOptions()
    const body = { deviceId: device, response: authenticator.get(options, frameOrigin) }
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post('/v1/embedded/passkeys/login/verify', { body })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(49)
  })

  it('starts only for a site of the project that offers passkeys, from the frame', async () => {
    const body = { projectId: 'latch-dev', deviceId: deviceId(), origin: 'https://elsewhere.test' }
    expect((await post('/v1/embedded/passkeys/login/options', { body })).status).toBe(403)
    const fromPage = await post('/v1/embedded/passkeys/login/options', {
      body: { ...body, origin: site },
      origin: site,
    })
    expect(fromPage).toMatchObject({ status: 403, body: { code: 'FRAME_ORIGIN_NOT_ALLOWED' } })
    const [project] = await database.db.select().from(projects).where(eq(projects.id, 'latch-dev'))
    await database.db
      .update(projects)
      .set({ logins: { ...(project?.logins ?? { email: true, socials: [] }), passkey: false } })
      .where(eq(projects.id, 'latch-dev'))
    const offApp = createApp({
      db: database.db,
      rateLimits: false,
      embedded: { frameOrigins: [frameOrigin] },
    })
    const off = await postFromFrame(offApp, '/v1/embedded/passkeys/login/options', {
      origin: frameOrigin,
      body: { ...body, origin: site },
    })
    await database.db.update(projects).set({ logins: project?.logins }).where(eq(projects.id, 'latch-dev'))
    expect(off).toMatchObject({ status: 400, body: { code: 'PASSKEY_NOT_CONFIGURED' } })
  })

  it('answers 400 with { code, message } for a malformed assertion', async () => {
    const res = await post('/v1/embedded/passkeys/login/verify', {
      body: { deviceId: deviceId(), response: { id: 'not base64url!', type: 'public-key' } },
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code: expect.any(String), message: expect.any(String) })
  })
})

describe('passkey management and recovery', () => {
  const sealed = { kdf: 'HKDF-SHA256-PRF', salt: 'c2FsdA==', iv: 'aXZpdml2aXZpdml2', ciphertext: 'c2VhbGVk' }

  it('answers the share sealed under the passkey used to log in, and removes it with the passkey', async () => {
    const { token, authenticator, passkey } = await registered()
    const stored = await requestJson<Body>(app, '/v1/embedded/passkeys/recovery', {
      method: 'PUT',
      headers: { origin: frameOrigin, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: passkey.id, sealedShare: sealed }),
    })
    expect(stored.status).toBe(200)
    const { device, options } = await loginOptions()
    const res = await post('/v1/embedded/passkeys/login/verify', {
      body: { deviceId: device, response: authenticator.get(options, frameOrigin) },
    })
    expect(res.body.sealedShare).toEqual(sealed)
    const removed = await call('DELETE', `/v1/embedded/passkeys?id=${passkey.id}`, token)
    expect(removed).toMatchObject({ status: 200, body: { removed: true } })
    const rows = await database.db.select().from(embeddedPasskeys).where(eq(embeddedPasskeys.id, passkey.id))
    expect(rows).toEqual([])
    const next = await loginOptions()
    const gone = await post('/v1/embedded/passkeys/login/verify', {
      body: { deviceId: next.device, response: authenticator.get(next.options, frameOrigin) },
    })
    expect(gone).toMatchObject({ status: 404, body: { code: 'PASSKEY_NOT_FOUND' } })
  })

  it("never removes another user's passkey, nor seals a share under it", async () => {
    const { passkey } = await registered()
    const stranger = await openEmbeddedSession(database.db, 'latch-dev', null)
    const res = await call('DELETE', `/v1/embedded/passkeys?id=${passkey.id}`, stranger)
    expect(res).toMatchObject({ status: 404, body: { code: 'PASSKEY_NOT_FOUND' } })
    const seal = await requestJson<Body>(app, '/v1/embedded/passkeys/recovery', {
      method: 'PUT',
      headers: {
        origin: frameOrigin,
        authorization: `Bearer ${stranger}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ id: passkey.id, sealedShare: sealed }),
    })
    expect(seal.status).toBe(404)
    const rows = await database.db.select().from(embeddedPasskeys).where(eq(embeddedPasskeys.id, passkey.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.sealedShare).toBeNull()
  })

  it('lists the routes in /openapi.json', async () => {
    const doc = await requestJson<{ paths: Record<string, unknown> }>(app, '/openapi.json')
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/v1/embedded/passkeys',
        '/v1/embedded/passkeys/register/options',
        '/v1/embedded/passkeys/register/verify',
        '/v1/embedded/passkeys/login/options',
        '/v1/embedded/passkeys/login/verify',
        '/v1/embedded/passkeys/recovery',
      ]),
    )
  })
})
