import type { NamespaceProfile } from '../types.js'

/**
 * Whether `value` is an address a send can go to on the namespace `profile` describes (its adapter's address
 * shape: on eip155 40 hex characters with an optional 0x). Names are not addresses: `setSendReceiver` resolves a
 * name into one. Without a profile nothing is.
 *
 * @example
 * isValidReceiver(eip155Profile, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 */
export function isValidReceiver(profile: NamespaceProfile | undefined, value: string): boolean {
  return profile?.isValidAddress(value) ?? false
}
