import type { ChainNamespace, Latch, NamespaceProfile } from '../types.js'
import { eip155Profile } from '../utils/eip155Profile.js'

export type GetNamespaceProfileReturnType = NamespaceProfile | undefined

/**
 * What the configured adapter of `namespace` says of it (label, address shape, fee model, features), read
 * without loading its runtime. An eip155 adapter without a profile is taken as `eip155Profile`; a namespace
 * without an adapter, or whose adapter declares nothing, has no profile and is offered nothing.
 *
 * @example
 * const canSend = getNamespaceProfile(latch, network.chainNamespace)?.features.send ?? false
 */
export function getNamespaceProfile(
  latch: Latch,
  namespace: ChainNamespace | undefined,
): GetNamespaceProfileReturnType {
  if (namespace === undefined) return undefined
  const adapter = latch.config.adapters.find((a) => a.namespace === namespace)
  return adapter?.profile ?? (namespace === 'eip155' ? eip155Profile : undefined)
}
