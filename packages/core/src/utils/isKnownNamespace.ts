import type { ChainNamespace } from '../types.js'

// CAIP-2's namespace: 3 to 8 lowercase letters, digits or dashes.
const namespacePattern = /^[-a-z0-9]{3,8}$/

/**
 * Whether `value` is a well-formed CAIP-2 namespace. The set is open: eip155 is built in, and each adapter
 * brings its own (which ones a page serves is its configured adapters').
 *
 * @example
 * isKnownNamespace('eip155') // true
 * isKnownNamespace('EIP155') // false
 */
export function isKnownNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && namespacePattern.test(value)
}
