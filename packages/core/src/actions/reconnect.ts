import { applyConnection } from '../internal/applyConnection.js'
import { loadRuntime } from '../internal/loadRuntime.js'
import { waitForConnector } from '../internal/waitForConnector.js'
import type { ChainNamespace, Latch } from '../types.js'

export type ReconnectReturnType = { restored: readonly ChainNamespace[] }

/**
 * Restores the stored session without prompting: waits up to 1000 ms for the stored wallet's connector
 * (its EIP-6963 announcement), then asks for already-authorised accounts (eth_accounts). Status goes
 * 'reconnecting' → 'connected', or 'disconnected' with the stored session cleared. The other wallets connected
 * beside the active ones (`features.multiWallet`) are checked the same way afterwards, without being waited on;
 * one that no longer answers leaves the list.
 *
 * @example
 * await reconnect(latch)
 */
export async function reconnect(latch: Latch): Promise<ReconnectReturnType> {
  const { connectedNamespaces, activeConnectorIds, activeNamespace } = latch.store.getState()
  if (connectedNamespaces.length === 0) {
    latch.store.setState({ status: 'disconnected' })
    return { restored: [] }
  }
  latch.store.setState({ status: 'reconnecting' })
  const restored: ChainNamespace[] = []
  await Promise.all(
    connectedNamespaces.map(async (namespace) => {
      const connectorId = activeConnectorIds[namespace]
      if (!connectorId) return
      try {
        const [connector, runtime] = await Promise.all([
          waitForConnector(latch, connectorId, namespace),
          loadRuntime(latch, namespace),
        ])
        if (!connector) return
        const result = await runtime.reconnect({ connector })
        if (!result) return
        await applyConnection(latch, {
          connector,
          namespace,
          address: result.address,
          chainId: result.chainId,
          wallet: result.wallet,
          accounts: result.accounts,
        })
        restored.push(namespace)
      } catch {
        // A wallet that fails to answer is treated as not connected.
      }
    }),
  )
  // A namespace whose active wallet did not answer falls to another wallet connected in it, if one does.
  const fallbacks = connectedNamespaces.filter(
    (namespace) =>
      !restored.includes(namespace) &&
      latch.store.getState().inactiveConnections.some((c) => c.namespace === namespace),
  )
  if (fallbacks.length) {
    const { activateNextConnection } = await import('../internal/multiWallet/activateConnection.js')
    for (const namespace of fallbacks)
      if (await activateNextConnection(latch, namespace, applyConnection)) restored.push(namespace)
  }
  if (restored.length === 0) {
    latch.store.setState({
      status: 'disconnected',
      connections: [],
      inactiveConnections: [],
      connectedNamespaces: [],
      activeConnectorIds: {},
      activeNamespace: undefined,
      connectedWalletInfo: undefined,
    })
  } else {
    latch.store.setState((state) => ({
      status: 'connected',
      connectedNamespaces: restored,
      activeNamespace:
        activeNamespace && restored.includes(activeNamespace) ? activeNamespace : state.activeNamespace,
      inactiveConnections: state.inactiveConnections.filter((c) => restored.includes(c.namespace)),
    }))
    // The other connected wallets are checked once the active ones are back, in the background.
    if (latch.store.getState().inactiveConnections.length)
      import('../internal/multiWallet/checkInactiveConnections.js')
        .then(({ checkInactiveConnections }) => checkInactiveConnections(latch))
        .catch(() => {})
  }
  return { restored }
}
