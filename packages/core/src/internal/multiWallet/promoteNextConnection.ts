import type { ChainNamespace, Latch } from '../../types.js'
import { clearEmbeddedWallet } from '../clearEmbeddedWallet.js'
import { removeConnection } from '../removeConnection.js'
import { type ApplyConnection, activateNextConnection } from './activateConnection.js'

/**
 * The namespace's active wallet was removed: the wallet parked most recently in the namespace that still
 * answers becomes active, silently; with none, the connection is removed (another namespace's becomes active,
 * or the instance is disconnected). Resolves whether one took over.
 */
export async function promoteNextConnection(
  latch: Latch,
  namespace: ChainNamespace,
  apply: ApplyConnection,
): Promise<boolean> {
  const state = latch.store.getState()
  const removed = state.connections.find((c) => c.namespace === namespace)
  latch.internal.unwatchProviders.get(namespace)?.()
  latch.internal.unwatchProviders.delete(namespace)
  if (removed?.type === 'AUTH') clearEmbeddedWallet(latch)
  latch.store.setState((s) => {
    const chosenAccounts = { ...s.chosenAccounts }
    delete chosenAccounts[namespace]
    return { chosenAccounts }
  })
  if (await activateNextConnection(latch, namespace, apply)) return true
  removeConnection(latch, namespace)
  return false
}
