import { type OidcProvider, signInAs, startOidcProvider } from '@latch/oidc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../createApp.js'
import { seedDatabase } from '../seedDatabase.js'
import { postFromFrame } from '../testing/postFromFrame.js'
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js'

const frameOrigin = 'http://127.0.0.1:8789'
const site = 'http://127.0.0.1:5173'
const callback = `${frameOrigin}/social/callback`
let oidc: OidcProvider
let database: TestDatabase
let app: ReturnType<typeof createApp>
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
  const provider = (issuer: string) => ({ issuer, clientId: 'latch', clientSecret: 'latch-secret-value' })
  app = createApp({
    db: database.db,
    embedded: {
      frameOrigins: [frameOrigin],
      socials: {
        '*': {
          google: provider(oidc.issuers.google),
          github: provider(oidc.issuers.github),
          // A client the provider does not know: its logins are refused at the token endpoint.
          apple: { issuer: oidc.issuers.apple, clientId: 'latch', clientSecret: 'wrong-secret' },
        },
        // A project that offers no social login at all.
        'no-socials': {},
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

const call = (path: string, options: { body?: unknown; token?: string; origin?: string } = {}) =>
  postFromFrame(app, path, { ...options, origin: options.origin ?? frameOrigin })

async function start(provider = 'google', device = deviceId()) {
  const res = await call('/v1/embedded/social/start', {
    body: { projectId: 'latch-dev', provider, deviceId: device, origin: site },
  })
  expect(res.status).toBe(200)
  return { uri: String(res.body.uri), token: String(res.body.token) }
}

const connect = (token: string, uri: string) => call('/v1/embedded/social/connect', { token, body: { uri } })

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

    // The same subject logs in to the same account; a provider without e-mail gives the user name.
    const again = await start('google')
    const second = await connect(again.token, await signInAs(again.uri, 'alice'))
    expect(second.status).toBe(200)
    const github = await start('github')
    const third = await connect(github.token, await signInAs(github.uri, 'alice'))
    expect(third.body.social).toEqual({ provider: 'github', userName: 'alice' })
  })

  it('refuses a wrong state, a replayed callback and a code issued to another app', async () => {
    const first = await start('google')
    const second = await start('google')
    const firstCallback = await signInAs(first.uri, 'carol')
    // The first login's callback sent with the second login: its state is not this login's.
    const swapped = await connect(second.token, firstCallback)
    expect(swapped).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_REFUSED' } })
    // The first login with its own callback, twice: the second time it is used.
    expect((await connect(first.token, firstCallback)).status).toBe(200)
    const replay = await connect(first.token, firstCallback)
    expect(replay).toMatchObject({ status: 401, body: { code: 'INVALID_SESSION' } })

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
    for (const [path, options, status, code] of cases) {
      const res = await call(path, options)
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status, code })
      expect(typeof res.body.message).toBe('string')
    }
  })
})
