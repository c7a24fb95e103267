import type { Latch, SocialProvider } from '../types.js'
import { getLoginMethods } from './getLoginMethods.js'

export type GetSocialProvidersReturnType = SocialProvider[]

/**
 * The social login buttons Connect shows, in `features.socials` order: the embedded wallet's providers (the
 * OpenID Connect ones and Farcaster) the dApp enabled and the Latch server offers for the project, when an
 * eip155 adapter exists (the account is an eip155 one). See `getLoginMethods`.
 *
 * @example
 * getSocialProviders(latch) // ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
 */
export function getSocialProviders(latch: Latch): GetSocialProvidersReturnType {
  return getLoginMethods(latch).socials
}
