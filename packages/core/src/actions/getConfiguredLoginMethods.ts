import type { Latch, SocialProvider } from '../types.js'

export type GetConfiguredLoginMethodsReturnType = {
  email: boolean
  passkey: boolean
  socials: SocialProvider[]
}

/**
 * The embedded wallet's logins the dApp enabled (`features.email`, `features.passkey`, `features.socials` in order), when an eip155
 * adapter exists (the embedded account is an eip155 one): what Connect may show, before the server has said
 * which of them it offers (`getLoginMethods`). What the widget prepares ahead (the frame's code) follows this.
 *
 * @example
 * getConfiguredLoginMethods(latch) // { email: true, socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] }
 */
export function getConfiguredLoginMethods(latch: Latch): GetConfiguredLoginMethodsReturnType {
  const { features, adapters } = latch.config
  if (!adapters.some((adapter) => adapter.namespace === 'eip155'))
    return { email: false, passkey: false, socials: [] }
  return {
    email: features.email,
    passkey: features.passkey,
    socials: Array.isArray(features.socials) ? [...features.socials] : [],
  }
}
