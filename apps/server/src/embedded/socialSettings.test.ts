import { describe, expect, it } from 'vitest'
import { parseSocialSettingsEnv } from './socialSettings.js'

const client = { clientId: 'id', clientSecret: 'top-secret' }
const github = {
  kind: 'oauth2',
  authorizationEndpoint: 'https://github.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.com/login/oauth/access_token',
  userInfoEndpoint: 'https://api.github.com/user',
  ...client,
}
const google = { kind: 'oidc', issuer: 'https://accounts.google.com', ...client }

describe('parseSocialSettingsEnv', () => {
  it('reads OpenID Connect and OAuth 2 providers per project', () => {
    expect(parseSocialSettingsEnv(undefined)).toEqual({})
    expect(parseSocialSettingsEnv(JSON.stringify({ '*': { google, github } }))).toEqual({
      '*': { google, github },
    })
  })

  it('names the field, never the secret, of a malformed configuration', () => {
    const bad = (value: unknown) => () => parseSocialSettingsEnv(JSON.stringify(value))
    expect(() => parseSocialSettingsEnv('{')).toThrow('LATCH_SOCIALS is not JSON')
    // Google and Apple are OpenID Connect; GitHub, X, Discord and Facebook are OAuth 2 with a user-info API.
    expect(bad({ '*': { google: { ...github } } })).toThrow(/LATCH_SOCIALS: \*\.google\.kind/)
    expect(bad({ '*': { github: { ...google } } })).toThrow(/LATCH_SOCIALS: \*\.github\.kind/)
    expect(bad({ '*': { github: { ...github, userInfoEndpoint: undefined } } })).toThrow(/userInfoEndpoint/)
    expect(bad({ '*': { myspace: google } })).toThrow(/LATCH_SOCIALS/)
    expect(bad({ '*': { google: { ...google, clientSecret: '' } } })).not.toThrow(/top-secret/)
  })
})
