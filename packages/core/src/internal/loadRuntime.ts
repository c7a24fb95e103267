import { AdapterNotFoundError } from '../errors/connection.js'
import type { AdapterRuntime, ChainNamespace, Latch } from '../types.js'

/** The adapter runtime of a namespace, loaded once per instance. */
export function loadRuntime(latch: Latch, namespace: ChainNamespace): Promise<AdapterRuntime> {
  const cached = latch.internal.runtimes.get(namespace)
  if (cached) return cached
  const adapter = latch.config.adapters.find((a) => a.namespace === namespace)
  if (!adapter) return Promise.reject(new AdapterNotFoundError({ namespace }))
  const promise = adapter.load({ config: latch.config })
  latch.internal.runtimes.set(namespace, promise)
  promise.catch(() => latch.internal.runtimes.delete(namespace))
  return promise
}
