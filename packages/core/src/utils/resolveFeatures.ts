import type { Features } from '../types.js'

/** Feature flags when the config says nothing. */
export const defaultFeatures: Readonly<Features> = Object.freeze<Features>({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  passkey: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  multiWallet: false,
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
  connectMethodsOrder: ['email', 'social', 'wallet'],
})

/**
 * A configured order made whole: the known entries in the order given (each once), then the ones it left
 * out in their default order. An order arranges; it never hides (the feature flags do that).
 */
function completeOrder<T extends string>(order: readonly T[], defaults: readonly T[]): readonly T[] {
  const given = order.filter((entry, index) => defaults.includes(entry) && order.indexOf(entry) === index)
  return [...given, ...defaults.filter((entry) => !given.includes(entry))]
}

/**
 * The configured features over the defaults. `walletFeaturesOrder` and `connectMethodsOrder` come out
 * complete: what the dApp listed first, in its order, then the rest in the default order.
 *
 * @example
 * resolveFeatures({ analytics: false }).swaps // true
 * resolveFeatures({ connectMethodsOrder: ['wallet'] }).connectMethodsOrder // ['wallet', 'email', 'social']
 */
export function resolveFeatures(features: Partial<Features> = {}): Features {
  const resolved = { ...defaultFeatures }
  for (const [key, value] of Object.entries(features)) {
    if (value !== undefined) (resolved as Record<string, unknown>)[key] = value
  }
  resolved.walletFeaturesOrder = completeOrder(
    resolved.walletFeaturesOrder,
    defaultFeatures.walletFeaturesOrder,
  )
  resolved.connectMethodsOrder = completeOrder(
    resolved.connectMethodsOrder,
    defaultFeatures.connectMethodsOrder,
  )
  return resolved
}
