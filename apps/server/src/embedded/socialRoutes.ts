import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import * as api from '@latch/api'
import * as oidc from 'openid-client'
import type { ProjectEnv } from '../access/projectEnv.js'
import { errorResponse, validationHook } from '../http.js'
import { serverLog } from '../logging/serverLog.js'
import { hashSiwxToken as hashToken } from '../siwx/createSiwxSession.js'
import { describeUpstreamError } from '../upstreams/describeUpstreamError.js'
import type { EmbeddedContext } from './embeddedContext.js'
import {
  SocialLoginCanceledError,
  SocialLoginRefusedError,
  SocialNotConfiguredError,
  SocialProviderUnavailableError,
} from './embeddedErrors.js'
import { embeddedSocialLogins } from './embeddedTables.js'
import { assertEmbeddingSite } from './frameGate.js'
import { isLoopbackUrl } from './isLoopbackUrl.js'
import { issueTokens } from './issueTokens.js'
import { bearerSession, body, json } from './openapiParts.js'
import { openIdentitySession } from './openIdentitySession.js'
import { readSocialProfile, type SocialProfile } from './readSocialProfile.js'
import { bearerHash, newToken } from './sessionTokens.js'
import {
  OAUTH2_SCOPES,
  type OAuth2ProviderName,
  type SocialProviderName,
  type SocialProviderSettings,
} from './socialSettings.js'
import { takeSocialLogin } from './takeSocialLogin.js'

/** The callback path on the frame's origin: the provider sends the visitor's popup there. */
export const SOCIAL_CALLBACK_PATH = '/social/callback'

/** A social login must come back within this long (ms). */
const LOGIN_TTL_MS = 10 * 60_000

const startRoute = createRoute({
  method: api.startSocialLoginRoute.method,
  path: api.startSocialLoginRoute.path,
  summary: "Start a social login: the provider's authorization URL (code flow with PKCE, state and nonce)",
  request: body(api.startSocialLoginRoute.body),
  responses: {
    200: json(api.startSocialLoginRoute.response, 'The URL for the popup, and the pending login token'),
    400: errorResponse('Invalid body, or the provider is not configured for the project'),
    403: errorResponse('Unknown project, site not allowed, or not the frame'),
    503: errorResponse('The provider cannot be reached'),
  },
})

const connectRoute = createRoute({
  method: api.connectSocialLoginRoute.method,
  path: api.connectSocialLoginRoute.path,
  summary:
    "Complete a social login with the provider's callback: exchange the code (PKCE), then check the id token (issuer, audience, nonce, expiry, signature) of an OpenID Connect provider, or ask an OAuth 2 provider's user-info API who the access token belongs to",
  security: bearerSession,
  request: body(api.connectSocialLoginRoute.body),
  responses: {
    200: json(api.connectSocialLoginRoute.response, 'The verified session'),
    400: errorResponse(
      'Invalid body, the callback does not complete this login, or the visitor declined at the provider (SOCIAL_LOGIN_CANCELED)',
    ),
    401: errorResponse('No, unknown, used or expired pending login'),
    403: errorResponse('Not the frame'),
    503: errorResponse('The provider cannot be reached'),
  },
})

/** The dApp's origin rides in the state, so the callback page can post the result to exactly that origin. */
function stateFor(origin: string): string {
  return `${oidc.randomState()}.${Buffer.from(origin).toString('base64url')}`
}

/**
 * Social logins under `/v1/embedded/social`: the authorization-code flow with PKCE and state through
 * `openid-client`, against the providers the operator configured per project: OpenID Connect issuers (the id
 * token names the visitor) and plain OAuth 2 providers (their user-info API does). A verified login opens the same
 * kind of session as an e-mail code does, for the user of the provider's subject.
 *
 * @example
 * app.route('/', createSocialRoutes(context))
 */
export function createSocialRoutes(context: EmbeddedContext) {
  const { db } = context
  const configs = new Map<string, Promise<oidc.Configuration>>()

  function settingsFor(projectId: string, provider: SocialProviderName): SocialProviderSettings {
    const settings = (context.socials[projectId] ?? context.socials['*'])?.[provider]
    if (!settings) throw new SocialNotConfiguredError(provider)
    return settings
  }

  /**
   * The provider's metadata and the client: an OpenID Connect issuer's is discovered once per issuer and client
   * (a failure is retried); an OAuth 2 provider's is its configured endpoints.
   */
  async function configFor(provider: SocialProviderName, settings: SocialProviderSettings) {
    const key = JSON.stringify(settings)
    let config = configs.get(key)
    if (!config) {
      if (settings.kind === 'oidc') {
        const issuer = new URL(settings.issuer)
        config = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
          // Plain HTTP only for an issuer on this machine (the local sandbox provider).
          execute: [
            ...(issuer.protocol === 'http:' && isLoopbackUrl(issuer) ? [oidc.allowInsecureRequests] : []),
            oidc.enableNonRepudiationChecks,
          ],
        })
      } else {
        const token = new URL(settings.tokenEndpoint)
        const created = new oidc.Configuration(
          {
            // These providers name no issuer and send no `iss` with the callback (RFC 9207).
            issuer: new URL(settings.authorizationEndpoint).origin,
            authorization_endpoint: settings.authorizationEndpoint,
            token_endpoint: settings.tokenEndpoint,
          },
          settings.clientId,
          settings.clientSecret,
          // X takes the client's secret in HTTP Basic only; GitHub, Discord and Facebook take it in the body.
          provider === 'x'
            ? oidc.ClientSecretBasic(settings.clientSecret)
            : oidc.ClientSecretPost(settings.clientSecret),
        )
        if (token.protocol === 'http:' && isLoopbackUrl(token)) oidc.allowInsecureRequests(created)
        config = Promise.resolve(created)
      }
      configs.set(key, config)
      config.catch(() => configs.delete(key))
    }
    try {
      return await config
    } catch (error) {
      serverLog.error({ provider, reason: describeUpstreamError(error) }, 'discovery failed')
      throw new SocialProviderUnavailableError(provider)
    }
  }

  return new OpenAPIHono<ProjectEnv>({ defaultHook: validationHook })
    .openapi(startRoute, async (c) => {
      const input = c.req.valid('json')
      const project = c.get('project')
      assertEmbeddingSite(project, input.origin)
      if (!project.logins.socials.includes(input.provider)) throw new SocialNotConfiguredError(input.provider)
      const settings = settingsFor(project.id, input.provider)
      const config = await configFor(input.provider, settings)
      const frameOrigin = (c.req.header('Origin') ?? '').toLowerCase()
      const redirectUri = `${frameOrigin}${SOCIAL_CALLBACK_PATH}`
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = stateFor(input.origin.toLowerCase())
      const nonce = oidc.randomNonce()
      const token = newToken()
      await db.insert(embeddedSocialLogins).values({
        tokenHash: hashToken(token),
        projectId: project.id,
        origin: input.origin.toLowerCase(),
        deviceHash: hashToken(input.deviceId),
        provider: input.provider,
        redirectUri,
        state,
        nonce,
        codeVerifier,
        expiresAt: new Date(context.now() + LOGIN_TTL_MS),
      })
      const uri = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        // A nonce binds an id token to this login; a plain OAuth 2 provider issues none.
        ...(settings.kind === 'oidc'
          ? { scope: 'openid email profile', nonce }
          : { scope: settings.scope ?? OAUTH2_SCOPES[input.provider as OAuth2ProviderName] }),
      })
      c.header('Cache-Control', 'no-store')
      return c.json({ uri: uri.href, token }, 200)
    })
    .openapi(connectRoute, async (c) => {
      const { uri } = c.req.valid('json')
      const login = await takeSocialLogin(context, bearerHash(c))
      if (login.provider === 'farcaster') throw new SocialLoginRefusedError('This is not a social login')
      const provider = login.provider as SocialProviderName
      const callback = new URL(uri)
      if (`${callback.origin}${callback.pathname}` !== login.redirectUri)
        throw new SocialLoginRefusedError('This is not the callback of this login')
      const settings = settingsFor(login.projectId, provider)
      const config = await configFor(provider, settings)
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
      try {
        tokens = await oidc.authorizationCodeGrant(
          config,
          callback,
          {
            pkceCodeVerifier: login.codeVerifier,
            expectedState: login.state,
            ...(settings.kind === 'oidc' ? { expectedNonce: login.nonce, idTokenExpected: true } : {}),
          },
          { redirect_uri: login.redirectUri },
        )
      } catch (error) {
        // The reason only (never the request, which carries the client's secret).
        serverLog.error({ provider, reason: describeUpstreamError(error) }, 'login refused')
        if ((error as { error?: string }).error === 'access_denied') throw new SocialLoginCanceledError()
        throw new SocialLoginRefusedError()
      }
      let identity: SocialProfile
      if (settings.kind === 'oidc') {
        const claims = tokens.claims()
        if (!claims?.sub) throw new SocialLoginRefusedError()
        identity = {
          subject: claims.sub,
          userName: String(claims.email ?? claims.preferred_username ?? claims.name ?? claims.sub),
        }
      } else {
        identity = await readSocialProfile(
          provider as OAuth2ProviderName,
          settings.userInfoEndpoint,
          tokens.access_token,
        )
      }

      const session = await openIdentitySession(
        context,
        login,
        { provider, subject: identity.subject, userName: identity.userName.slice(0, 254) },
        hashToken(newToken()),
      )
      return c.json(await issueTokens(context, session), 200)
    })
}
