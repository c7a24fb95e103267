import type { ChainNamespace, Latch } from '../types.js'
import { clearEmbeddedWallet } from './clearEmbeddedWallet.js'
import { emptySendState } from './emptySendState.js'

/**
 * Drops the connection of a namespace. The status then follows the remaining connections: another one
 * becomes active, or the instance is disconnected and its stored session cleared.
 */
export function removeConnection(latch: Latch, namespace: ChainNamespace): void {
  latch.internal.unwatchProviders.get(namespace)?.()
  latch.internal.unwatchProviders.delete(namespace)
  if (latch.store.getState().connections.some((c) => c.namespace === namespace && c.type === 'AUTH'))
    clearEmbeddedWallet(latch)
  latch.store.setState((state) => {
    const remaining = state.connections.filter((c) => c.namespace !== namespace)
    const activeConnectorIds = { ...state.activeConnectorIds }
    delete activeConnectorIds[namespace]
    // A wallet connected again starts from its default account.
    const chosenAccounts = { ...state.chosenAccounts }
    delete chosenAccounts[namespace]
    if (remaining.length === 0)
      return {
        connections: [],
        inactiveConnections: [],
        status: 'disconnected',
        activeNamespace: undefined,
        activeConnectorIds: {},
        connectedNamespaces: [],
        connectedWalletInfo: undefined,
        chosenAccounts: {},
        balance: undefined,
        identity: undefined,
        siwxSession: undefined,
        tokenBalances: undefined,
        send: emptySendState,
      }
    const next = remaining[0]
    return {
      connections: remaining,
      // A wallet is inactive only beside an active one of its namespace.
      inactiveConnections: state.inactiveConnections.filter((c) => c.namespace !== namespace),
      status: 'connected',
      activeNamespace: state.activeNamespace === namespace ? next?.namespace : state.activeNamespace,
      activeConnectorIds,
      chosenAccounts,
      connectedNamespaces: state.connectedNamespaces.filter((n) => n !== namespace),
      balance: undefined,
    }
  })
}
