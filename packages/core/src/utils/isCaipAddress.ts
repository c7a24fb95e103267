import type { CaipAddress } from '../types.js'
import { isKnownNamespace } from './isKnownNamespace.js'

/**
 * Whether `value` is a CAIP-10 account id: three non-empty colon-separated parts with a known namespace.
 *
 * @example
 * isCaipAddress('eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // true
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 3 && isKnownNamespace(parts[0]) && parts.every((part) => part.length > 0)
}
