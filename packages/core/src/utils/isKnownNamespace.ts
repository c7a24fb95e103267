import { CHAIN_NAMESPACES } from '../constants.js'
import type { ChainNamespace } from '../types.js'

/** Whether `value` is a namespace the product knows (eip155, solana, polkadot, bip122). */
export function isKnownNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
