import { type OidcProvider, signInAs, startOidcProvider } from '@latch/oidc'
import { count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.js'
import { seedDatabase } from '../seedDatabase.js'
import { hashSiwxToken } from '../siwx/createSiwxSession.js'
import { postFromFrame } from '../testing/postFromFrame.js'
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js'
import { embeddedSessions, embeddedSocialIdentities, embeddedUsers } from './embeddedTables.js'
import type { OAuth2ProviderSettings } from './socialSettings.js'

const frameOrigin = 'http://127.0.0.1:8789'
const site = 'http://127.0.0.1:5173'
const callback = `${frameOrigin}/social/callback`
let oidc: OidcProvider
let database: TestDatabase
let app: ReturnType<typeof createApp>
let settings: ReturnType<OidcProvider['settingsFor']>
const logs: string[] = []
const consoleError = console.error

beforeAll(async () => {
  oidc = await startOidcProvider({
    clients: [
      { clientId: 'latch', clientSecret: 'latch-secret-value', redirectUris: [callback] },
      { clientId: 'other-app', clientSecret: 'other-secret', redirectUris: [callback] },
    ],
  })
  database = await createTestDatabase()
  await seedDatabase(database.db)
  settings = oidc.settingsFor({ clientId: 'latch', clientSecret: 'latch-secret-value', redirectUris: [] })
  app = createApp({
    db: database.db,
    embedded: {
      frameOrigins: [frameOrigin],
      socials: {
        '*': {
          google: settings.google,
          github: settings.github,
          x: settings.x,
          discord: settings.discord,
          facebook: settings.facebook,
          // A client the provider does not know: its logins are refused at the token endpoint.
          apple: { ...settings.apple, clientSecret: 'wrong-secret' },
        },
      },
    },
  })
  console.error = (...args: unknown[]) => {
    logs.push(args.map(String).join(' '))
  }
})
afterAll(async () => {
  console.error = consoleError
  await database.close()
  await oidc.stop()
})

const deviceId = () => crypto.randomUUID().replaceAll('-', '')

const call = (
  path: string,
  options: { body?: unknown; token?: string; origin?: string } = {},
  on: ReturnType<typeof createApp> = app,
) => postFromFrame(on, path, { ...options, origin: options.origin ?? frameOrigin })

async function start(provider = 'google', device = deviceId(), on = app) {
  const res = await call(
    '/v1/embedded/social/start',
    {
      body: { projectId: 'latch-dev', provider, deviceId: device, origin: site },
    },
    on,
  )
  expect(res.status).toBe(200)
  return { uri: String(res.body.uri), token: String(res.body.token) }
}

const connect = (token: string, uri: string, on = app) =>
  call('/v1/embedded/social/connect', { token, body: { uri } }, on)

describe('social login', () => {
  it('runs the code flow with PKCE and opens a verified session for the provider identity', async () => {
    const started = await start('google')
    const url = new URL(started.uri)
    expect(url.origin + url.pathname).toBe(`${oidc.issuers.google}/auth`)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('redirect_uri')).toBe(callback)
    // The state names the site, so the callback page can answer that origin exactly.
    const state = String(url.searchParams.get('state'))
    expect(Buffer.from(state.split('.')[1] ?? '', 'base64url').toString()).toBe(site)

    const connected = await connect(started.token, await signInAs(started.uri, 'alice'))
    expect(connected.status).toBe(200)
    expect(connected.body).toMatchObject({
      email: null,
      social: { provider: 'google', userName: 'alice@example.com' },
      address: null,
    })
    const me = await app.request('/v1/embedded/me', {
      headers: { origin: frameOrigin, authorization: `Bearer ${connected.body.accessToken}` },
    })
    expect(await me.json()).toMatchObject({ social: { provider: 'google' }, hasWallet: false })

    // The same subject logs in to the same account.
    const again = await start('google')
    const second = await connect(again.token, await signInAs(again.uri, 'alice'))
    expect(second.status).toBe(200)
  })

  it('identifies the visitor of an OAuth 2 provider by its user-info API, each as the provider documents it', async () => {
    const expected = {
      github: 'erin@example.com', // from /user/emails: the profile's public e-mail is unset
      x: 'erin', // X gives no e-mail address
      discord: 'erin@example.com',
      facebook: 'erin@example.com',
    }
    for (const [provider, userName] of Object.entries(expected)) {
      const started = await start(provider)
      const url = new URL(started.uri)
      // The code flow with PKCE and state, for the scopes the user-info API needs; no OpenID Connect nonce.
      expect(url.searchParams.get('code_challenge_method')).toBe('S256')
      expect(url.searchParams.get('state')).toBeTruthy()
      expect(url.searchParams.get('nonce')).toBeNull()
      expect(url.searchParams.get('scope')).not.toContain('openid')
      const connected = await connect(started.token, await signInAs(started.uri, 'erin'))
      expect({ provider, status: connected.status, social: connected.body.social }).toEqual({
        provider,
        status: 200,
        social: { provider, userName },
      })
      // The same account next time: the subject is the provider's numeric account id.
      const again = await start(provider)
      expect((await connect(again.token, await signInAs(again.uri, 'erin'))).status).toBe(200)
      const identities = await database.db
        .select()
        .from(embeddedSocialIdentities)
        .where(eq(embeddedSocialIdentities.provider, provider))
      expect(identities.map((row) => row.subject)).toEqual([expect.stringMatching(/^\d+$/)])
    }
  })

  it('refuses an access token the user-info API does not accept, and answers 503 when it cannot be reached', async () => {
    const on = (github: OAuth2ProviderSettings) =>
      createApp({ db: database.db, embedded: { frameOrigins: [frameOrigin], socials: { '*': { github } } } })
    // X's user-info API asked with a token GitHub's issuer granted: it knows no such token.
    const foreign = on({ ...settings.github, userInfoEndpoint: settings.x.userInfoEndpoint })
    const first = await start('github', deviceId(), foreign)
    const refused = await connect(first.token, await signInAs(first.uri, 'frank'), foreign)
    expect(refused).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_REFUSED' } })
    const down = on({ ...settings.github, userInfoEndpoint: 'http://127.0.0.1:1/user' })
    const second = await start('github', deviceId(), down)
    const unavailable = await connect(second.token, await signInAs(second.uri, 'frank'), down)
    expect(unavailable).toMatchObject({ status: 503, body: { code: 'SOCIAL_PROVIDER_UNAVAILABLE' } })
    expect(logs.join('\n')).not.toContain('latch-secret-value')
  })

  it('refuses a wrong state, a replayed callback and a code issued to another app', async () => {
    // An OpenID Connect provider and an OAuth 2 one: the state and the single use hold for both.
    for (const provider of ['google', 'github']) {
      const first = await start(provider)
      const second = await start(provider)
      const firstCallback = await signInAs(first.uri, 'carol')
      // The first login's callback sent with the second login: its state is not this login's.
      const swapped = await connect(second.token, firstCallback)
      expect(swapped).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_REFUSED' } })
      // The first login with its own callback, twice: the second time it is used.
      expect((await connect(first.token, firstCallback)).status).toBe(200)
      const replay = await connect(first.token, firstCallback)
      expect(replay).toMatchObject({ status: 401, body: { code: 'INVALID_SESSION' } })
      // The same code under a new login (whose state it is given): the provider has spent it.
      const third = await start(provider)
      const url = new URL(firstCallback)
      url.searchParams.set('state', String(new URL(third.uri).searchParams.get('state')))
      const spent = await connect(third.token, url.href)
      expect(spent).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_REFUSED' } })
    }

    // A code another app obtained (for its own client id) with this login's state is refused by the exchange.
    const ours = await start('google')
    const theirs = new URL(ours.uri)
    theirs.searchParams.set('client_id', 'other-app')
    const foreign = await connect(ours.token, await signInAs(theirs.href, 'carol'))
    expect(foreign).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_REFUSED' } })

    // A callback for another path of the frame's origin.
    const other = await start('google')
    const elsewhere = (await signInAs(other.uri, 'carol')).replace('/social/callback', '/elsewhere')
    expect((await connect(other.token, elsewhere)).status).toBe(400)
  })

  it('completes a login once when its callback arrives many times at once', async () => {
    const started = await start('google')
    const callbackUri = await signInAs(started.uri, 'hana')
    const answers = await Promise.all(Array.from({ length: 20 }, () => connect(started.token, callbackUri)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(answer).toMatchObject({ status: 401, body: { code: 'INVALID_SESSION' } })
  })

  it('opens one account for a new visitor whose logins on several devices complete at once', async () => {
    const subject = `ivan${Date.now()}`
    const logins = []
    for (let device = 0; device < 6; device++) {
      const started = await start('google')
      logins.push({ token: started.token, callback: await signInAs(started.uri, subject) })
    }
    const [usersBefore] = await database.db.select({ n: count() }).from(embeddedUsers)
    const answers = await Promise.all(logins.map((login) => connect(login.token, login.callback)))
    for (const answer of answers) expect(answer.status).toBe(200)
    const identities = await database.db
      .select()
      .from(embeddedSocialIdentities)
      .where(eq(embeddedSocialIdentities.subject, subject))
    expect(identities).toHaveLength(1)
    const sessions = await database.db
      .select({ userId: embeddedSessions.userId })
      .from(embeddedSessions)
      .where(
        inArray(
          embeddedSessions.accessTokenHash,
          answers.map((answer) => hashSiwxToken(String(answer.body.accessToken))),
        ),
      )
    expect(sessions.map((session) => session.userId)).toEqual(logins.map(() => identities[0]?.userId))
    const [usersAfter] = await database.db.select({ n: count() }).from(embeddedUsers)
    expect((usersAfter?.n ?? 0) - (usersBefore?.n ?? 0)).toBe(1)
  })

  it('answers a login the visitor cancelled at the provider with SOCIAL_LOGIN_CANCELED', async () => {
    for (const provider of ['google', 'github']) {
      const started = await start(provider)
      const cancelled = await connect(started.token, await signInAs(started.uri, 'grace', { cancel: true }))
      expect(cancelled).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_CANCELED' } })
    }
  })

  it('refuses a login the provider refuses, without logging the secret', async () => {
    const started = await start('apple')
    const refused = await connect(started.token, await signInAs(started.uri, 'dave'))
    expect(refused).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_REFUSED' } })
    expect(logs.join('\n')).not.toContain('wrong-secret')
    expect(logs.join('\n')).not.toContain('latch-secret-value')
  })

  it('answers bad input with 4xx { code, message }', async () => {
    const cases: Array<[string, Parameters<typeof call>[1], number, string]> = [
      ['/v1/embedded/social/start', { body: {} }, 400, 'INVALID_PARAMS'],
      [
        '/v1/embedded/social/start',
        { body: { projectId: 'latch-dev', provider: 'myspace', deviceId: deviceId(), origin: site } },
        400,
        'INVALID_PARAMS',
      ],
      [
        '/v1/embedded/social/start',
        { body: { projectId: 'latch-dev', provider: 'discord', deviceId: deviceId(), origin: site } },
        400,
        'SOCIAL_NOT_CONFIGURED',
      ],
      [
        '/v1/embedded/social/start',
        {
          body: { projectId: 'latch-dev', provider: 'google', deviceId: deviceId(), origin: site },
          origin: 'https://evil.example',
        },
        403,
        'FRAME_ORIGIN_NOT_ALLOWED',
      ],
      [
        '/v1/embedded/social/start',
        {
          body: {
            projectId: 'latch-dev',
            provider: 'google',
            deviceId: deviceId(),
            origin: 'https://evil.example',
          },
        },
        403,
        'FRAME_ORIGIN_NOT_ALLOWED',
      ],
      [
        '/v1/embedded/social/connect',
        { body: { uri: 'not a url' }, token: 'x'.repeat(43) },
        400,
        'INVALID_PARAMS',
      ],
      [
        '/v1/embedded/social/connect',
        { body: { uri: `${callback}?code=a&state=b` } },
        401,
        'INVALID_SESSION',
      ],
      [
        '/v1/embedded/social/connect',
        { body: { uri: `${callback}?code=a&state=b` }, token: 'x'.repeat(43) },
        401,
        'INVALID_SESSION',
      ],
    ]
    // A server that offers Google only.
    const googleOnly = createApp({
      db: database.db,
      embedded: { frameOrigins: [frameOrigin], socials: { '*': { google: settings.google } } },
    })
    for (const [path, options, status, code] of cases) {
      const res = await call(path, options, googleOnly)
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status, code })
      expect(typeof res.body.message).toBe('string')
    }
  })
})
