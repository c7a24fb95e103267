import type { AdapterContext } from '../types.js'

// Keyed by the instance's config object, which every adapter of one instance receives: adapters share a
// service (one WalletConnect session across namespaces) without importing each other, and two instances never
// share one.
const services = new WeakMap<object, Map<string, unknown>>()

/**
 * A value the adapters of one instance share, by key: created by `create` on first use (by the adapter that
 * owns it), or undefined when no adapter has created it and no `create` is given.
 *
 * @example
 * const link = getAdapterService(context, 'walletConnect', () => createLink(context)) // the eip155 adapter
 * const same = getAdapterService<WalletConnectLink>(context, 'walletConnect') // the solana adapter
 */
export function getAdapterService<T>(context: AdapterContext, key: string, create?: () => T): T | undefined {
  let map = services.get(context.config)
  if (!map) {
    map = new Map()
    services.set(context.config, map)
  }
  if (!map.has(key) && create) map.set(key, create())
  return map.get(key) as T | undefined
}
