import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAs } from './signInAs.js'
import { type OidcProvider, startOidcProvider } from './startOidcProvider.js'

const redirectUri = 'http://127.0.0.1:1/social/callback'
let oidc: OidcProvider

beforeAll(async () => {
  oidc = await startOidcProvider({
    clients: [{ clientId: 'app', clientSecret: 'app-secret', redirectUris: [redirectUri] }],
  })
})
afterAll(() => oidc.stop())

async function login(provider: 'google' | 'apple', username: string) {
  const config = await client.discovery(new URL(oidc.issuers[provider]), 'app', 'app-secret', undefined, {
    execute: [client.allowInsecureRequests, client.enableNonRepudiationChecks],
  })
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  })
  const callback = await signInAs(url.href, username)
  return {
    config,
    callback,
    checks: { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce },
  }
}

describe('startOidcProvider', () => {
  it('runs the code flow with PKCE per issuer and signs an id token for the typed user name', async () => {
    const { config, callback, checks } = await login('google', 'Alice')
    expect(callback.startsWith(`${redirectUri}?code=`)).toBe(true)
    const tokens = await client.authorizationCodeGrant(config, new URL(callback), {
      ...checks,
      idTokenExpected: true,
    })
    expect(tokens.claims()).toMatchObject({
      iss: oidc.issuers.google,
      aud: 'app',
      sub: 'alice',
      email: 'alice@example.com',
    })
  })

  it('refuses a code twice', async () => {
    const { config, callback, checks } = await login('apple', 'bob')
    const tokens = await client.authorizationCodeGrant(config, new URL(callback), checks)
    expect(tokens.claims()).toMatchObject({ iss: oidc.issuers.apple, preferred_username: 'bob' })
    await expect(client.authorizationCodeGrant(config, new URL(callback), checks)).rejects.toThrow()
  })

  it('serves GitHub, X, Discord and Facebook as OAuth 2 providers with user-info APIs shaped like theirs', async () => {
    const settings = oidc.settingsFor({ clientId: 'app', clientSecret: 'app-secret', redirectUris: [] })
    const replies: Record<string, unknown> = {}
    for (const provider of ['github', 'x', 'discord', 'facebook'] as const) {
      const { authorizationEndpoint, tokenEndpoint, userInfoEndpoint } = settings[provider]
      const config = new client.Configuration(
        { issuer: oidc.url, authorization_endpoint: authorizationEndpoint, token_endpoint: tokenEndpoint },
        'app',
        'app-secret',
      )
      client.allowInsecureRequests(config)
      const verifier = client.randomPKCECodeVerifier()
      const state = client.randomState()
      const scope = { github: 'read:user user:email', x: 'users.read tweet.read', discord: 'identify email' }
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: provider === 'facebook' ? 'email public_profile' : scope[provider],
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      })
      const callback = new URL(await signInAs(url.href, 'carol'))
      // Like the real ones: `code` and `state` only, no `iss`, and no id token.
      expect([...callback.searchParams.keys()].sort()).toEqual(['code', 'state'])
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: verifier,
        expectedState: state,
      })
      expect(tokens.id_token).toBeUndefined()
      const get = (target: string, token = tokens.access_token) =>
        fetch(target, { headers: { authorization: `Bearer ${token}` } })
      replies[provider] = await (await get(userInfoEndpoint)).json()
      if (provider === 'github') replies.githubEmails = await (await get(`${userInfoEndpoint}/emails`)).json()
      expect((await get(userInfoEndpoint, 'not-a-token')).status).toBe(401)
      expect((await fetch(userInfoEndpoint)).status).toBe(401)
    }
    const id = expect.stringMatching(/^\d+$/)
    expect(replies).toEqual({
      github: { login: 'carol', id: expect.any(Number), name: 'carol', email: null, type: 'User' },
      githubEmails: [{ email: 'carol@example.com', primary: true, verified: true, visibility: null }],
      x: { data: { id, name: 'carol', username: 'carol' } },
      discord: expect.objectContaining({ id, username: 'carol', email: 'carol@example.com', verified: true }),
      facebook: { id, name: 'carol', email: 'carol@example.com' },
    })
  })

  it('refuses an authorization request without PKCE', async () => {
    const response = await fetch(
      `${oidc.issuers.google}/auth?client_id=app&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(redirectUri)}`,
      { redirect: 'manual' },
    )
    expect(response.headers.get('location')).toContain('error=invalid_request')
  })
})
