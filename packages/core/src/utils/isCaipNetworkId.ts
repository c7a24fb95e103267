import type { CaipNetworkId } from '../types.js'
import { isKnownNamespace } from './isKnownNamespace.js'

/**
 * Whether `value` is a CAIP-2 network id: two non-empty colon-separated parts with a known namespace.
 *
 * @example
 * isCaipNetworkId('eip155:1') // true
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && isKnownNamespace(parts[0]) && Boolean(parts[1])
}
