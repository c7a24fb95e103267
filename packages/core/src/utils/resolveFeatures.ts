import type { Features } from '../types.js'

/** Feature flags when the config says nothing (specification section 9). */
export const defaultFeatures: Readonly<Features> = Object.freeze<Features>({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
  connectMethodsOrder: ['email', 'social', 'wallet'],
})

/**
 * The configured features over the defaults.
 *
 * @example
 * resolveFeatures({ analytics: false }).swaps // true
 */
export function resolveFeatures(features: Partial<Features> = {}): Features {
  const resolved = { ...defaultFeatures }
  for (const [key, value] of Object.entries(features)) {
    if (value !== undefined) (resolved as Record<string, unknown>)[key] = value
  }
  return resolved
}
