import { InvalidNameError } from './profileErrors.js'

/**
 * The suffix of names registered here when the operator sets none: this project's own name space. An
 * operator sets their own domain with LATCH_NAME_SUFFIXES; the widget learns it from the name service.
 */
export const defaultNameSuffixes: readonly string[] = ['.latch.id']

/** At least 4 characters, letters, digits and hyphens only (the account-name rule); 63 is a DNS label's limit. */
const labelRegex = /^[a-z0-9-]{4,63}$/

export const nameRuleText = 'Names need at least 4 characters: letters, digits and hyphens only'

export type ProfileName = {
  /** The part before the suffix, lower-cased. */
  label: string
  /** With its leading dot, e.g. `.latch.id`. */
  suffix: string
  /** `label + suffix`: how names are stored and answered. */
  name: string
}

/** Checks a label (the part a person types) against the account-name rule. */
export function assertValidLabel(label: string): void {
  if (label.length < 4) throw new InvalidNameError(nameRuleText)
  if (!labelRegex.test(label)) {
    throw new InvalidNameError(
      label.length > 63
        ? 'Names can have at most 63 characters'
        : `${nameRuleText}; "${label}" is not allowed`,
    )
  }
}

/**
 * A full name (`Alice.latch.id`) checked against the configured suffixes and the account-name rule.
 *
 * @example
 * parseProfileName('Alice.latch.id', defaultNameSuffixes) // { label: 'alice', suffix: '.latch.id', name: 'alice.latch.id' }
 */
export function parseProfileName(input: string, suffixes: readonly string[]): ProfileName {
  const lower = input.trim().toLowerCase()
  // Longest first, so a suffix that ends another (`.id`, `.latch.id`) cannot shadow it.
  const suffix = [...suffixes]
    .sort((a, b) => b.length - a.length)
    .find((s) => lower.endsWith(s.toLowerCase()))
  if (!suffix) throw new InvalidNameError(`Names end in ${suffixes.join(' or ')}`)
  const label = lower.slice(0, lower.length - suffix.length)
  assertValidLabel(label)
  return { label, suffix: suffix.toLowerCase(), name: label + suffix.toLowerCase() }
}
