import { INJECTED_WAIT_MS } from '../constants.js'
import type { ChainNamespace, Connector, Latch } from '../types.js'
import { findConnector } from './findConnector.js'

/**
 * The connector with that id, waiting up to 1000 ms for it to appear (an extension announces itself through
 * EIP-6963 some time after the page loads); undefined when it never does.
 */
export function waitForConnector(
  latch: Latch,
  id: string,
  namespace: ChainNamespace,
): Promise<Connector | undefined> {
  const found = findConnector(latch.store.getState().connectors, id, namespace)
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe()
      resolve(undefined)
    }, INJECTED_WAIT_MS)
    const unsubscribe = latch.store.subscribe((state) => {
      const connector = findConnector(state.connectors, id, namespace)
      if (!connector) return
      clearTimeout(timer)
      unsubscribe()
      resolve(connector)
    })
  })
}
