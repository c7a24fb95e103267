import type { AdapterContext } from '../types.js'

// Keyed by the instance's config object, which every adapter of one instance receives: adapters share a
// service (one WalletConnect session across namespaces) without importing each other, and two instances never
// share one.
const services = new WeakMap<object, Map<unknown, unknown>>()

/**
 * The name of a value the adapters of one instance share, carrying the value's type: declared once, next to
 * the service, so the adapter that creates it and those that use it agree on what it is without a cast.
 */
export type AdapterServiceKey<T> = { readonly name: string; readonly __service?: T }

/**
 * Declares a shared service's key.
 *
 * @example
 * const registry = defineAdapterService<Map<string, Entry>>('bitcoin:wallets')
 */
export function defineAdapterService<T>(name: string): AdapterServiceKey<T> {
  return { name }
}

/**
 * A value the adapters of one instance share, by key: created by `create` on first use (by the adapter that
 * owns it), or undefined when no adapter has created it and no `create` is given. A typed key (from
 * `defineAdapterService`) gives the value its type; a string key is the older, untyped form.
 *
 * @example
 * const registry = getAdapterService(context, walletsKey, () => new Map()) // typed by the key
 * const provider = getAdapterService(context, 'coinbaseWalletSDK', () => createProvider()) // a string key
 */
export function getAdapterService<T>(
  context: AdapterContext,
  key: AdapterServiceKey<T>,
  create?: () => T,
): T | undefined
export function getAdapterService<T>(context: AdapterContext, key: string, create?: () => T): T | undefined
export function getAdapterService<T>(
  context: AdapterContext,
  key: AdapterServiceKey<T> | string,
  create?: () => T,
): T | undefined {
  let map = services.get(context.config)
  if (!map) {
    map = new Map()
    services.set(context.config, map)
  }
  if (!map.has(key) && create) map.set(key, create())
  return map.get(key) as T | undefined
}
