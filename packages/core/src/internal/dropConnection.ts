import type { ChainNamespace, Latch } from '../types.js'
import type { ApplyConnection } from './multiWallet/activateConnection.js'
import { removeConnection } from './removeConnection.js'

/**
 * The namespace's active wallet is gone (it disconnected, or has no account left): another wallet still
 * connected in the namespace takes over (`features.multiWallet`), else the connection is removed. The
 * take-over is loaded on demand: a page with one wallet never loads it. `apply` stores the next wallet's
 * connection (`applyConnection`, which calls this: handed in, so neither module imports the other's importer).
 */
export function dropConnection(latch: Latch, namespace: ChainNamespace, apply: ApplyConnection): void {
  if (!latch.store.getState().inactiveConnections.some((c) => c.namespace === namespace)) {
    removeConnection(latch, namespace)
    return
  }
  import('./multiWallet/promoteNextConnection.js')
    .then(({ promoteNextConnection }) => promoteNextConnection(latch, namespace, apply))
    .catch(() => removeConnection(latch, namespace))
}
