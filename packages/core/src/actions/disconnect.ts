import { removeConnection } from '../internal/removeConnection.js'
import { revokeWallet } from '../internal/revokeWallet.js'
import type { ChainNamespace, Latch } from '../types.js'
import { trackEvent } from './trackEvent.js'

export type DisconnectParameters = {
  namespace?: ChainNamespace
  /**
   * One of the connected wallets (`features.multiWallet`), by connector id: an inactive one is disconnected and
   * leaves the list; the active one as without it. Default: the namespace's active wallet.
   */
  connectorId?: string
}
export type DisconnectReturnType = undefined

/**
 * Disconnects the wallet of a namespace (the active one by default). Another wallet still connected in the
 * namespace (`features.multiWallet`) then becomes active, else another remaining connection; with none left
 * the status is 'disconnected' and the stored session is cleared. With sign-in's `signOutOnDisconnect`, the
 * account's sign-in session is revoked first.
 *
 * @example
 * await disconnect(latch)
 * await disconnect(latch, { namespace: 'eip155', connectorId: 'io.metamask' }) // one of several wallets
 */
export async function disconnect(
  latch: Latch,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const state = latch.store.getState()
  const namespace = parameters.namespace ?? state.activeNamespace
  const active = state.connections.find((c) => c.namespace === namespace)
  const { connectorId } = parameters
  const inactive =
    connectorId && connectorId !== active?.id
      ? state.inactiveConnections.find((c) => c.namespace === namespace && c.id === connectorId)
      : undefined
  const connection = connectorId && connectorId !== active?.id ? inactive : active
  if (!namespace || !connection) {
    if (state.connections.length === 0)
      latch.store.setState({ status: 'disconnected', connectedNamespaces: [] })
    return
  }
  if (inactive) {
    const { removeInactiveConnection } = await import('../internal/multiWallet/removeInactiveConnection.js')
    await removeInactiveConnection(latch, inactive)
  } else {
    await revokeWallet(latch, connection)
    if (latch.store.getState().inactiveConnections.some((c) => c.namespace === namespace)) {
      const [{ promoteNextConnection }, { applyConnection }] = await Promise.all([
        import('../internal/multiWallet/promoteNextConnection.js'),
        import('../internal/applyConnection.js'),
      ])
      await promoteNextConnection(latch, namespace, applyConnection)
    } else removeConnection(latch, namespace)
  }
  trackEvent(latch, {
    event: 'DISCONNECT_SUCCESS',
    properties: { namespace, ...(connectorId ? { connectorId } : {}) },
    address: connection.address,
  })
}
