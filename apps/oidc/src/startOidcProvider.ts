import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSocialProvider } from './createSocialProvider.js'
import { type MountedProvider, routeSandboxRequest } from './routeSandboxRequest.js'
import {
  LOCAL_SOCIAL_PROVIDERS,
  type LocalSocialProvider,
  type OidcClient,
  providerSettings,
} from './socialProviders.js'

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
  const issuers = Object.fromEntries(LOCAL_SOCIAL_PROVIDERS.map((p) => [p, `${url}/${p}`])) as Record<
    LocalSocialProvider,
    string
  >
  const providers = new Map<string, MountedProvider>()
  for (const name of LOCAL_SOCIAL_PROVIDERS) {
    const provider = createSocialProvider(name, issuers[name], parameters.clients)
    providers.set(name, { provider, handle: provider.callback() })
  }
  server.on('request', (req, res) => routeSandboxRequest(url, providers, req, res))
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
