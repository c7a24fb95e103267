import type { ChainNamespace, ConnectionAccount, Latch } from '../types.js'
import { eip155Profile } from '../utils/eip155Profile.js'

/**
 * The kind of account a connection in `namespace` starts on when the visitor chose none: the dApp's
 * `defaultAccountTypes`, else the adapter's profile (an eip155 adapter without one is `eip155Profile`), else 'eoa'.
 *
 * @example
 * getDefaultAccountType(latch, 'eip155') // 'smartAccount', unless the dApp configured another
 */
export function getDefaultAccountType(latch: Latch, namespace: ChainNamespace): ConnectionAccount['type'] {
  const configured = latch.config.defaultAccountTypes?.[namespace]
  if (configured) return configured
  const profile = latch.config.adapters.find((adapter) => adapter.namespace === namespace)?.profile
  return (profile ?? (namespace === 'eip155' ? eip155Profile : undefined))?.defaultAccountType ?? 'eoa'
}
