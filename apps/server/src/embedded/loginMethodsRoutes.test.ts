import type { LoginMethods } from '@latch/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.js'
import { createProject, InvalidProjectError } from '../projects/createProject.js'
import { setLogins } from '../projects/setLogins.js'
import { seedDatabase } from '../seedDatabase.js'
import { postFromFrame } from '../testing/postFromFrame.js'
import { type ErrorBody, requestJson } from '../testing/requestJson.js'
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js'
import { createMailer, type Mailer } from './createMailer.js'
import { farcasterProduction } from './farcasterSettings.js'
import type { OAuth2ProviderSettings, OidcProviderSettings } from './socialSettings.js'

// The route on PGlite, or on PostgreSQL with TEST_DATABASE_URL. Nothing here sends mail or reaches a provider:
// what the server can serve is read from its configuration alone.

const site = 'http://localhost:5173'
const frameOrigin = 'http://localhost:8789'
const google: OidcProviderSettings = {
  kind: 'oidc',
  issuer: 'https://accounts.example.com',
  clientId: 'shop',
  clientSecret: 'shop-secret',
}
const github: OAuth2ProviderSettings = {
  kind: 'oauth2',
  authorizationEndpoint: 'https://github.example.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.example.com/login/oauth/access_token',
  userInfoEndpoint: 'https://api.github.example.com/user',
  clientId: 'shop',
  clientSecret: 'shop-secret',
}

let database: TestDatabase
let mailer: Mailer
/** A server that serves e-mail, Google and GitHub for every project, Apple for `apple-shop` only, and Farcaster. */
let served: ReturnType<typeof createApp>
/** A server with no mailer, no OAuth client and no Farcaster settings. */
let bare: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db)
  for (const id of ['email-only', 'github-only', 'apple-shop'])
    await createProject(database.db, { id, name: id, allowedOrigins: [site] })
  await setLogins(database.db, 'email-only', { email: true, socials: [] })
  await setLogins(database.db, 'github-only', { email: false, socials: ['github'] })
  await setLogins(database.db, 'apple-shop', { socials: ['apple', 'google', 'farcaster'] })
  // A real SMTP transport: it connects only when a mail is sent, which nothing here does.
  mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9' })
  served = createApp({
    db: database.db,
    cacheTtlMs: 0,
    embedded: {
      frameOrigins: [frameOrigin],
      mailer,
      socials: {
        '*': { google, github },
        'apple-shop': { apple: { ...google, issuer: 'https://apple.example' } },
      },
      farcaster: farcasterProduction,
    },
  })
  bare = createApp({ db: database.db, cacheTtlMs: 0 })
})
afterAll(async () => {
  mailer?.close()
  await database?.close()
})

const logins = (app: ReturnType<typeof createApp>, projectId: string, origin = site) =>
  app.request(`/v1/logins?projectId=${projectId}`, { headers: { Origin: origin } })

async function offered(app: ReturnType<typeof createApp>, projectId: string): Promise<LoginMethods> {
  const res = await logins(app, projectId)
  expect(res.status).toBe(200)
  return (await res.json()) as LoginMethods
}

describe('GET /v1/logins', () => {
  it("answers each project's configured logins that the server serves, in the operator's order", async () => {
    // The development project offers every login; this server has no client for Apple, X, Discord or Facebook.
    expect(await offered(served, 'latch-dev')).toEqual({
      email: true,
      passkey: true,
      socials: ['google', 'farcaster', 'github'],
    })
    expect(await offered(served, 'email-only')).toEqual({ email: true, passkey: true, socials: [] })
    expect(await offered(served, 'github-only')).toEqual({ email: false, passkey: true, socials: ['github'] })
    // A project's own entry in LATCH_SOCIALS replaces `*`: Google's client is not this project's.
    expect(await offered(served, 'apple-shop')).toEqual({
      email: true,
      passkey: true,
      socials: ['apple', 'farcaster'],
    })
  })

  it('never advertises a configured login the server cannot serve', async () => {
    expect(await offered(bare, 'latch-dev')).toEqual({ email: false, passkey: false, socials: [] })
    expect(await offered(bare, 'email-only')).toEqual({ email: false, passkey: false, socials: [] })
    expect(await offered(bare, 'github-only')).toEqual({ email: false, passkey: false, socials: [] })
    // Browsers refuse an IP address as a WebAuthn relying party: a frame served on one offers no passkeys.
    const onIp = createApp({
      db: database.db,
      cacheTtlMs: 0,
      embedded: { frameOrigins: ['http://127.0.0.1:8789'] },
    })
    expect((await offered(onIp, 'latch-dev')).passkey).toBe(false)
  })

  it("answers the project's sites with CORS and a 30 s cache", async () => {
    const res = await logins(served, 'github-only')
    expect(res.headers.get('cache-control')).toBe('max-age=30')
    expect(res.headers.get('access-control-allow-origin')).toBe(site)
  })

  it('refuses what it cannot answer with a 4xx { code, message }', async () => {
    const missing = await requestJson<ErrorBody>(served, '/v1/logins', { headers: { Origin: site } })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    const unknown = await requestJson<ErrorBody>(served, '/v1/logins?projectId=ghost', {
      headers: { Origin: site },
    })
    expect(unknown).toMatchObject({ status: 403, body: { code: 'PROJECT_NOT_FOUND' } })
    const foreign = await logins(served, 'github-only', 'https://elsewhere.example')
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' })
  })
})

describe('a login the project does not offer', () => {
  const start = (path: string, projectId: string, body: Record<string, unknown> = {}) =>
    postFromFrame(served, `/v1/embedded/${path}/start`, {
      origin: frameOrigin,
      body: { projectId, origin: site, deviceId: 'd'.repeat(32), ...body },
    })

  it('is refused when it starts, even where the server could serve it', async () => {
    expect(await start('email', 'github-only', { email: 'ada@example.com' })).toEqual({
      status: 400,
      body: { code: 'EMAIL_NOT_CONFIGURED', message: 'E-mail login is not configured for this project' },
    })
    expect(await start('social', 'email-only', { provider: 'github' })).toEqual({
      status: 400,
      body: {
        code: 'SOCIAL_NOT_CONFIGURED',
        message: 'Login with github is not configured for this project',
      },
    })
    expect(await start('farcaster', 'github-only')).toEqual({
      status: 400,
      body: {
        code: 'FARCASTER_NOT_CONFIGURED',
        message: 'Login with Farcaster is not configured for this project',
      },
    })
  })
})

describe('setLogins', () => {
  it('changes the kinds given, keeps the others, and counts a provider once', async () => {
    await createProject(database.db, { id: 'shop', name: 'Shop', allowedOrigins: [site] })
    expect(await setLogins(database.db, 'shop', { socials: ['github', 'google', 'github'] })).toEqual({
      email: true,
      socials: ['github', 'google'],
    })
    expect(await setLogins(database.db, 'shop', { email: false, passkey: false })).toEqual({
      email: false,
      passkey: false,
      socials: ['github', 'google'],
    })
    expect(await offered(served, 'shop')).toEqual({
      email: false,
      passkey: false,
      socials: ['github', 'google'],
    })
  })

  it('refuses an unknown provider and an unknown project, changing nothing', async () => {
    await createProject(database.db, { id: 'strict', name: 'Strict', allowedOrigins: [site] })
    await expect(
      setLogins(database.db, 'strict', { email: false, socials: ['google', 'myspace'] }),
    ).rejects.toThrow(
      new InvalidProjectError(
        '"myspace" is not a social login: use google, github, apple, facebook, x, discord or farcaster',
      ),
    )
    expect((await offered(served, 'strict')).email).toBe(true)
    await expect(setLogins(database.db, 'ghost', { email: true })).rejects.toThrow(
      'No project with id "ghost"',
    )
  })
})
