import type { Latch, SocialProvider } from '../types.js'

export type GetSocialProvidersReturnType = SocialProvider[]

/**
 * The social login buttons Connect shows, in `features.socials` order: the embedded wallet's providers (the
 * OpenID Connect ones and Farcaster), when an eip155 adapter exists (the account is an eip155 one).
 *
 * @example
 * getSocialProviders(latch) // ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
 */
export function getSocialProviders(latch: Latch): GetSocialProvidersReturnType {
  const { features, adapters } = latch.config
  if (!Array.isArray(features.socials) || !adapters.some((adapter) => adapter.namespace === 'eip155'))
    return []
  return [...features.socials]
}
