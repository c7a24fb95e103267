import type { Connector } from '../types.js'
import { normalizeConnectorName } from './normalizeConnectorName.js'

/**
 * Merges connectors that share a name across namespaces into one MULTI_CHAIN entry on eip155 holding the
 * per-chain connectors (an AUTH group stays AUTH). Single-namespace connectors, and WalletConnect's connector of
 * each namespace, pass through unchanged, in order.
 *
 * @example
 * mergeConnectors([evmPhantom, solanaPhantom]) // [{ type: 'MULTI_CHAIN', chain: 'eip155', connectors: [...] }]
 */
export function mergeConnectors(connectors: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of connectors) {
    // WalletConnect stays one entry per namespace: one pairing serves them all, and the modal shows it apart.
    const key =
      connector.type === 'WALLET_CONNECT'
        ? `${connector.type}:${connector.chain}`
        : normalizeConnectorName(connector.name)
    const group = groups.get(key)
    if (group) group.push(connector)
    else groups.set(key, [connector])
  }
  const merged: Connector[] = []
  for (const [name, group] of groups) {
    const namespaces = new Set(group.map((c) => c.chain))
    if (namespaces.size < 2) {
      merged.push(...group)
      continue
    }
    const first = group.find((c) => c.chain === 'eip155') ?? (group[0] as Connector)
    const isAuth = group.some((c) => c.type === 'AUTH')
    merged.push({
      id: first.id,
      name,
      type: isAuth ? 'AUTH' : 'MULTI_CHAIN',
      chain: 'eip155',
      ...(first.imageUrl ? { imageUrl: first.imageUrl } : {}),
      ...(first.imageId ? { imageId: first.imageId } : {}),
      ...(first.explorerId ? { explorerId: first.explorerId } : {}),
      ...(first.info ? { info: first.info } : {}),
      connectors: group,
    })
  }
  return merged
}
