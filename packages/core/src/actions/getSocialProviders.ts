import type { Latch, SocialProvider } from '../types.js'

/** The social providers that log in through OpenID Connect in the embedded wallet's frame. */
const OIDC_PROVIDERS: ReadonlySet<SocialProvider> = new Set([
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
])

export type GetSocialProvidersReturnType = Exclude<SocialProvider, 'farcaster'>[]

/**
 * The social login buttons Connect shows, in `features.socials` order: the embedded wallet's providers, when
 * an eip155 adapter exists (the account is an eip155 one). Farcaster is not offered by this version.
 *
 * @example
 * getSocialProviders(latch) // ['google', 'x', 'discord', 'github', 'apple', 'facebook']
 */
export function getSocialProviders(latch: Latch): GetSocialProvidersReturnType {
  const { features, adapters } = latch.config
  if (!Array.isArray(features.socials) || !adapters.some((adapter) => adapter.namespace === 'eip155'))
    return []
  return features.socials.filter((provider): provider is Exclude<SocialProvider, 'farcaster'> =>
    OIDC_PROVIDERS.has(provider),
  )
}
