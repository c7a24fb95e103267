import { INJECTED_WAIT_MS } from '../constants.js'
import { applyConnection } from '../internal/applyConnection.js'
import { findConnector } from '../internal/findConnector.js'
import { loadRuntime } from '../internal/loadRuntime.js'
import type { ChainNamespace, Connector, Latch } from '../types.js'

export type ReconnectReturnType = { restored: readonly ChainNamespace[] }

/**
 * Restores the stored session without prompting: waits up to 1000 ms for the stored wallet's connector
 * (its EIP-6963 announcement), then asks for already-authorised accounts (eth_accounts). Status goes
 * 'reconnecting' → 'connected', or 'disconnected' with the stored session cleared.
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
  if (restored.length === 0) {
    latch.store.setState({
      status: 'disconnected',
      connections: [],
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
    }))
  }
  return { restored }
}

function waitForConnector(
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
