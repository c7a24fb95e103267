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

async function login(provider: 'google' | 'github', username: string) {
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

  it('gives a user name without an e-mail address where the real provider would, and refuses a code twice', async () => {
    const { config, callback, checks } = await login('github', 'bob')
    const tokens = await client.authorizationCodeGrant(config, new URL(callback), checks)
    expect(tokens.claims()).toMatchObject({ iss: oidc.issuers.github, preferred_username: 'bob' })
    expect(tokens.claims()?.email).toBeUndefined()
    await expect(client.authorizationCodeGrant(config, new URL(callback), checks)).rejects.toThrow()
  })

  it('refuses an authorization request without PKCE', async () => {
    const response = await fetch(
      `${oidc.issuers.google}/auth?client_id=app&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(redirectUri)}`,
      { redirect: 'manual' },
    )
    expect(response.headers.get('location')).toContain('error=invalid_request')
  })
})
