import { generateKeyPairSync, randomBytes } from 'node:crypto'
import Provider, { type Configuration } from 'oidc-provider'
import { errorPage, escapeHtml } from './sandboxPages.js'
import {
  GIVES_EMAIL,
  isOAuth2,
  type LocalSocialProvider,
  OAUTH2_SCOPES,
  type OidcClient,
} from './socialProviders.js'

/**
 * One provider's issuer (`oidc-provider`): the real authorization-code flow with PKCE for the registered clients,
 * id tokens signed with its own key (published at its JWKS), its cookies apart from the other issuers' on the
 * shared host, and every user name an account whose claims are the name (and an e-mail where the real provider
 * gives one).
 */
export function createSocialProvider(
  name: LocalSocialProvider,
  issuer: string,
  clients: readonly OidcClient[],
): Provider {
  // P-256 (ES256): a key in well under a millisecond, where RSA would hold a test's start-up.
  const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })
  const configuration: Configuration = {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [...client.redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      id_token_signed_response_alg: 'ES256',
    })),
    jwks: { keys: [{ ...key, kid: `${name}-1`, alg: 'ES256', use: 'sig' }] },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // The issuers share a host: each keeps its own cookies.
      names: {
        session: `_${name}_session`,
        interaction: `_${name}_interaction`,
        resume: `_${name}_interaction_resume`,
      },
    },
    pkce: { required: () => true },
    // The id token carries the identity itself, so the app needs no userinfo call.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    scopes: ['openid', 'email', 'profile', ...(isOAuth2(name) ? OAUTH2_SCOPES : [])],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/${name}/interaction/${interaction.uid}` },
    // The sandbox is the visitor's own provider: signing in grants the app what it asked for, no consent page.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '')
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      })
      grant.addOIDCScope(['openid', 'email', 'profile', ...(isOAuth2(name) ? OAUTH2_SCOPES : [])].join(' '))
      await grant.save()
      return grant
    },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            name: sub,
            preferred_username: sub,
            ...(GIVES_EMAIL.has(name) ? { email: `${sub}@example.com`, email_verified: true } : {}),
          }
        },
      }
    },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = errorPage(
        `${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}`,
      )
    },
  }
  const provider = new Provider(issuer, configuration)
  return provider
}
