// The social providers the sandbox stands in for, and how an app is configured to use them.

/** The social providers the local provider stands in for: one issuer each, at `/<name>`. */
export const LOCAL_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type LocalSocialProvider = (typeof LOCAL_SOCIAL_PROVIDERS)[number]

/** The providers that are not OpenID Connect: an app learns who signed in from their user-info APIs. */
export const OAUTH2_SOCIAL_PROVIDERS = ['github', 'x', 'discord', 'facebook'] as const
export type OAuth2SocialProvider = (typeof OAUTH2_SOCIAL_PROVIDERS)[number]
export const isOAuth2 = (name: LocalSocialProvider): name is OAuth2SocialProvider =>
  (OAUTH2_SOCIAL_PROVIDERS as readonly string[]).includes(name)

/** Each one's user-info API, at the same path under its issuer as on the real host (`api.github.com/user`, …). */
export const USER_INFO_PATHS: Record<OAuth2SocialProvider, string> = {
  github: '/user',
  x: '/2/users/me',
  discord: '/api/users/@me',
  facebook: '/me',
}

/** The scopes each real provider documents for its user-info API, which the apps ask for. */
export const OAUTH2_SCOPES = [
  'read:user',
  'user:email',
  'users.read',
  'tweet.read',
  'identify',
  'public_profile',
]

/** A server's settings for every provider (the shape of the server's LATCH_SOCIALS), for one client. */
export function providerSettings(issuers: Record<LocalSocialProvider, string>, client: OidcClient) {
  const secrets = { clientId: client.clientId, clientSecret: client.clientSecret }
  const oauth2 = (name: OAuth2SocialProvider, query = '') => ({
    kind: 'oauth2' as const,
    authorizationEndpoint: `${issuers[name]}/auth`,
    tokenEndpoint: `${issuers[name]}/token`,
    userInfoEndpoint: `${issuers[name]}${USER_INFO_PATHS[name]}${query}`,
    ...secrets,
  })
  return {
    google: { kind: 'oidc' as const, issuer: issuers.google, ...secrets },
    apple: { kind: 'oidc' as const, issuer: issuers.apple, ...secrets },
    github: oauth2('github'),
    x: oauth2('x'),
    discord: oauth2('discord'),
    facebook: oauth2('facebook', '?fields=id,name,email'),
  }
}

/** A client (an app) registered on every issuer. */
export type OidcClient = {
  clientId: string
  clientSecret: string
  /** Where the provider may send the visitor back (exact match), e.g. the frame's `/social/callback`. */
  redirectUris: readonly string[]
}

/** Like the real ones: some providers give an e-mail address, the others a user name only. */
export const GIVES_EMAIL: ReadonlySet<LocalSocialProvider> = new Set(['google', 'apple', 'facebook'])
