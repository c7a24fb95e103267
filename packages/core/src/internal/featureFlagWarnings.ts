import type { Features, LatchConfig } from '../types.js'
import { pendingFeatures } from './pendingFeatures.js'

/** Whether a flag's value asks for its feature. Switched off (`false`, no socials) it asks for nothing. */
function asksForFeature(value: unknown): boolean {
  if (value === undefined || value === false) return false
  if (Array.isArray(value)) return value.length > 0
  return true
}

/**
 * The development warnings for a configuration: one per flag the dApp set that cannot do what it says in
 * this version (its feature is not built yet, or what it needs is missing), so no flag is silently ignored.
 *
 * @example
 * featureFlagWarnings({ features: { onramp: true } }, resolved)
 * // ['features.onramp is set, but the fiat on-ramp is not available in this version of Latch yet; the flag has no effect.']
 */
export function featureFlagWarnings(
  config: Pick<LatchConfig, 'features' | 'termsConditionsUrl' | 'privacyPolicyUrl'>,
  features: Features,
): string[] {
  const warnings: string[] = []
  const given = config.features ?? {}
  for (const [flag, feature] of Object.entries(pendingFeatures)) {
    if (asksForFeature(given[flag as keyof Features]))
      warnings.push(
        `features.${flag} is set, but ${feature} is not available in this version of Latch yet; the flag has no effect.`,
      )
  }
  if (given.legalCheckbox && !config.termsConditionsUrl && !config.privacyPolicyUrl)
    warnings.push(
      'features.legalCheckbox is set without termsConditionsUrl or privacyPolicyUrl: there is nothing to agree to, so no checkbox is shown.',
    )
  const otherSection = features.email || (Array.isArray(features.socials) && features.socials.length > 0)
  if (given.collapseWallets && !otherSection)
    warnings.push(
      'features.collapseWallets is set, but Connect shows no e-mail or social login to put first, so the wallets stay listed.',
    )
  return warnings
}
