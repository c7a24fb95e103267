import type { Latch } from '../../types.js'
import { formatCaipNetworkId } from '../../utils/formatCaipNetworkId.js'
import { loadRuntime } from '../loadRuntime.js'
import { waitForConnector } from '../waitForConnector.js'
import { forgetInactive } from './activateConnection.js'

/**
 * After a reload, once the active wallets are back: asks each inactive wallet silently whether it still
 * authorises the site, keeping its current account and chain, and drops those that no longer answer. Nothing
 * waits on it, so the first paint and the active connections never do.
 */
export async function checkInactiveConnections(latch: Latch): Promise<void> {
  const { inactiveConnections } = latch.store.getState()
  await Promise.all(
    inactiveConnections.map(async (connection) => {
      const { id, namespace } = connection
      const restored = await Promise.all([
        waitForConnector(latch, id, namespace),
        loadRuntime(latch, namespace),
      ])
        .then(([connector, runtime]) => (connector ? runtime.reconnect({ connector }) : undefined))
        .catch(() => undefined)
      if (!restored) return forgetInactive(latch, connection)
      latch.store.setState((state) => ({
        inactiveConnections: state.inactiveConnections.map((c) =>
          c.id === id && c.namespace === namespace
            ? {
                ...c,
                address: restored.address,
                caipNetworkId: formatCaipNetworkId(namespace, restored.chainId),
              }
            : c,
        ),
      }))
    }),
  )
}
