import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Configuration } from 'oidc-provider'

/** The social providers the local provider stands in for: one issuer each, at `/<name>`. */
export const LOCAL_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type LocalSocialProvider = (typeof LOCAL_SOCIAL_PROVIDERS)[number]

/** The providers that are not OpenID Connect: an app learns who signed in from their user-info APIs. */
export const OAUTH2_SOCIAL_PROVIDERS = ['github', 'x', 'discord', 'facebook'] as const
type OAuth2SocialProvider = (typeof OAUTH2_SOCIAL_PROVIDERS)[number]
const isOAuth2 = (name: LocalSocialProvider): name is OAuth2SocialProvider =>
  (OAUTH2_SOCIAL_PROVIDERS as readonly string[]).includes(name)

/** Each one's user-info API, at the same path under its issuer as on the real host (`api.github.com/user`, …). */
const USER_INFO_PATHS: Record<OAuth2SocialProvider, string> = {
  github: '/user',
  x: '/2/users/me',
  discord: '/api/users/@me',
  facebook: '/me',
}

/** The scopes each real provider documents for its user-info API, which the apps ask for. */
const OAUTH2_SCOPES = ['read:user', 'user:email', 'users.read', 'tweet.read', 'identify', 'public_profile']

/** A server's settings for every provider (the shape of the server's LATCH_SOCIALS), for one client. */
function providerSettings(issuers: Record<LocalSocialProvider, string>, client: OidcClient) {
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

export type StartOidcProviderParameters = {
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
  clients: readonly OidcClient[]
}

export type OidcProvider = {
  /** `http://127.0.0.1:<port>`: the sandbox's front page lists the issuers. */
  url: string
  /** The issuer of each social provider (`${url}/google`, …). */
  issuers: Record<LocalSocialProvider, string>
  /**
   * A server's settings for every provider with one registered client: google and apple as OpenID Connect issuers
   * (`{ kind: 'oidc', issuer, … }`), github, x, discord and facebook as OAuth 2 providers with their endpoints
   * (`{ kind: 'oauth2', authorizationEndpoint, tokenEndpoint, userInfoEndpoint, … }`), as the real ones are.
   */
  settingsFor(client: OidcClient): ReturnType<typeof providerSettings>
  stop(): Promise<void>
}

/** Like the real ones: some providers give an e-mail address, the others a user name only. */
const GIVES_EMAIL: ReadonlySet<LocalSocialProvider> = new Set(['google', 'apple', 'facebook'])

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

const page = (title: string, body: string) =>
  `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title><style>body{font:16px system-ui;margin:3rem auto;max-width:24rem;padding:0 1rem}input,button{font:inherit;padding:.5rem;margin:.25rem 0;width:100%;box-sizing:border-box}</style>${body}`

const USERNAME = /^[a-z0-9._-]{1,64}$/

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of req) {
    text += chunk
    if (text.length > 4096) break
  }
  return new URLSearchParams(text)
}

/**
 * A local OpenID Connect provider (`oidc-provider`) with one issuer per social provider, for development and
 * tests: each runs the real authorization-code flow with PKCE, signs id tokens with its own key (published at
 * its JWKS), and asks the visitor for nothing but a user name on its sandbox login page.
 *
 * @example
 * const oidc = await startOidcProvider({ clients: [{ clientId: 'latch', clientSecret: 's', redirectUris: [callback] }] })
 * oidc.issuers.google // http://127.0.0.1:…/google
 */
export async function startOidcProvider(parameters: StartOidcProviderParameters): Promise<OidcProvider> {
  const host = parameters.host ?? '127.0.0.1'
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, host, () => resolve())
  })
  const url = `http://${host}:${(server.address() as AddressInfo).port}`
  const providers = new Map<string, { provider: Provider; handle: ReturnType<Provider['callback']> }>()
  for (const name of LOCAL_SOCIAL_PROVIDERS) {
    const provider = createProvider(name, `${url}/${name}`)
    providers.set(name, { provider, handle: provider.callback() })
  }

  function createProvider(name: LocalSocialProvider, issuer: string): Provider {
    // P-256 (ES256): a key in well under a millisecond, where RSA would hold a test's start-up.
    const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })
    const configuration: Configuration = {
      clients: parameters.clients.map((client) => ({
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
        ctx.body = page(
          'Sign-in error',
          `<h1>Sign-in error</h1><p>${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p>`,
        )
      },
    }
    const provider = new Provider(issuer, configuration)
    return provider
  }

  async function interaction(
    name: LocalSocialProvider,
    provider: Provider,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const details = await provider.interactionDetails(req, res)
    if (req.method === 'POST') {
      const form = await readForm(req)
      if (form.get('cancel') !== null) {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The visitor cancelled the sign-in' },
          { mergeWithLastSubmission: false },
        )
        return
      }
      const username = (form.get('username') ?? '').trim().toLowerCase()
      if (!USERNAME.test(username)) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
        res.end(loginPage(name, details.uid, 'Letters, digits, dot, dash or underscore, up to 64'))
        return
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: username } },
        { mergeWithLastSubmission: false },
      )
      return
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    res.end(loginPage(name, details.uid))
  }

  /** A numeric account id, as GitHub, X, Discord and Facebook give (stable per user name). */
  function accountNumber(sub: string): string {
    return BigInt(`0x${createHash('sha256').update(sub).digest('hex').slice(0, 13)}`).toString()
  }

  /**
   * The user-info API of a provider without OpenID Connect, shaped like the real one's reply, for an access token
   * this issuer granted (a missing, unknown or expired token gets 401).
   */
  async function userInfo(
    name: OAuth2SocialProvider,
    provider: Provider,
    path: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      })
      res.end(JSON.stringify(body))
    }
    const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
    const token = bearer ? await provider.AccessToken.find(bearer) : undefined
    if (!token?.accountId || token.isExpired) {
      const refusals = {
        github: { message: 'Bad credentials', status: '401' },
        x: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
        discord: { message: '401: Unauthorized', code: 0 },
        facebook: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
      }
      return send(401, refusals[name])
    }
    const sub = token.accountId
    const scopes = new Set((token.scope ?? '').split(' '))
    const email = `${sub}@example.com`
    const id = accountNumber(sub)
    switch (name) {
      case 'github':
        // Like most GitHub profiles, the public e-mail is unset: the address is on /user/emails (scope user:email).
        if (path === '/user/emails')
          return scopes.has('user:email')
            ? send(200, [{ email, primary: true, verified: true, visibility: null }])
            : send(404, { message: 'Not Found', status: '404' })
        return send(200, { login: sub, id: Number(id), name: sub, email: null, type: 'User' })
      case 'x':
        return send(200, { data: { id, name: sub, username: sub } })
      case 'discord':
        return send(200, {
          id,
          username: sub,
          global_name: sub,
          discriminator: '0',
          avatar: null,
          ...(scopes.has('email') ? { email, verified: true } : {}),
        })
      case 'facebook': {
        const fields = new URL(path, 'http://x').searchParams.get('fields')?.split(',') ?? ['id', 'name']
        const profile: Record<string, string> = { id, name: sub, ...(scopes.has('email') ? { email } : {}) }
        return send(200, Object.fromEntries(Object.entries(profile).filter(([key]) => fields.includes(key))))
      }
    }
  }

  function loginPage(name: LocalSocialProvider, uid: string, error?: string): string {
    const action = `/${name}/interaction/${encodeURIComponent(uid)}`
    return page(
      `Sign in with ${name} (sandbox)`,
      `<h1>Sign in with ${name}</h1><p>Local sandbox: type any user name.</p>` +
        (error ? `<p role="alert">${escapeHtml(error)}</p>` : '') +
        `<form method="post" action="${action}"><input name="username" aria-label="User name" autocomplete="username" autofocus required>` +
        `<button type="submit">Sign in</button><button type="submit" name="cancel" value="1" formnovalidate>Cancel</button></form>`,
    )
  }

  server.on('request', (req, res) => {
    const match = /^\/([a-z]+)(\/.*)?$/.exec(req.url ?? '/')
    const name = match?.[1] as LocalSocialProvider | undefined
    const mounted = name ? providers.get(name) : undefined
    if (!match || !name || !mounted) {
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
      res.end(
        page(
          'Local OpenID Connect provider',
          `<h1>Local OpenID Connect provider</h1><ul>${LOCAL_SOCIAL_PROVIDERS.map((p) => `<li><a href="/${p}/.well-known/openid-configuration">${url}/${p}</a></li>`).join('')}</ul>`,
        ),
      )
      return
    }
    const rest = match[2] ?? '/'
    if (isOAuth2(name)) {
      const path = rest.split('?')[0] ?? ''
      const userInfoPath = USER_INFO_PATHS[name]
      if (path === userInfoPath || (name === 'github' && path === '/user/emails')) {
        userInfo(name, mounted.provider, rest, req, res).catch(() => {
          if (!res.headersSent) res.writeHead(500)
          res.end()
        })
        return
      }
      // These providers send the visitor back with `code` and `state` only: no `iss` (RFC 9207), unlike an
      // OpenID Connect issuer.
      const setHeader = res.setHeader.bind(res)
      res.setHeader = (header: string, value: number | string | readonly string[]) => {
        if (
          header.toLowerCase() === 'location' &&
          typeof value === 'string' &&
          /^https?:/.test(value) &&
          !value.startsWith(url)
        ) {
          const target = new URL(value)
          target.searchParams.delete('iss')
          return setHeader(header, target.href)
        }
        return setHeader(header, value)
      }
    }
    if (rest.startsWith('/interaction/')) {
      interaction(name, mounted.provider, req, res).catch((error: Error) => {
        if (res.headersSent) return res.end()
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
        res.end(page('Sign-in error', `<h1>Sign-in error</h1><p>${escapeHtml(error.message)}</p>`))
      })
      return
    }
    // Mounted under `/<name>`: the provider sees its own paths and builds URLs from the original one.
    Object.assign(req, { originalUrl: req.url })
    req.url = rest
    void mounted.handle(req, res)
  })

  const issuers = Object.fromEntries(LOCAL_SOCIAL_PROVIDERS.map((p) => [p, `${url}/${p}`])) as Record<
    LocalSocialProvider,
    string
  >
  return {
    url,
    issuers,
    settingsFor: (client) => providerSettings(issuers, client),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
