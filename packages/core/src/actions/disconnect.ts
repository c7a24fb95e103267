import { REVOKE_ON_DISCONNECT_MS } from '../constants.js'
import { findConnector } from '../internal/findConnector.js'
import { loadFrameClient } from '../internal/loadFrameClient.js'
import { loadRuntime } from '../internal/loadRuntime.js'
import { removeConnection } from '../internal/removeConnection.js'
import type { ChainNamespace, Latch } from '../types.js'
import { trackEvent } from './trackEvent.js'

export type DisconnectParameters = { namespace?: ChainNamespace }
export type DisconnectReturnType = undefined

/**
 * Disconnects the wallet of a namespace (the active one by default). Another remaining connection becomes
 * active; with none left the status is 'disconnected' and the stored session is cleared. With sign-in's
 * `signOutOnDisconnect`, the account's sign-in session is revoked first.
 *
 * @example
 * await disconnect(latch)
 */
export async function disconnect(
  latch: Latch,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const state = latch.store.getState()
  const namespace = parameters.namespace ?? state.activeNamespace
  const connection = state.connections.find((c) => c.namespace === namespace)
  if (!namespace || !connection) {
    if (state.connections.length === 0)
      latch.store.setState({ status: 'disconnected', connectedNamespaces: [] })
    return
  }
  const siwx = latch.config.siwx
  // The local session goes whatever the server answers: disconnecting never fails on a sign-out.
  if (siwx?.signOutOnDisconnect)
    await siwx.revokeSession(connection.caipNetworkId, connection.address).catch(() => {})
  const connector = findConnector(state.connectors, connection.id, namespace)
  if (connection.type === 'AUTH') {
    // Signing out revokes the frame's session on the server: awaited, so a new login never races it.
    await loadFrameClient(latch)
      .then((client) => client.signOut())
      .catch(() => {})
  } else if (connector) {
    // The wallet may forget the permission slowly or not at all: it gets a short budget, never blocks.
    const revoke = loadRuntime(latch, namespace)
      .then((runtime) => runtime.disconnect({ connector }))
      .catch(() => {})
    await Promise.race([revoke, new Promise((resolve) => setTimeout(resolve, REVOKE_ON_DISCONNECT_MS))])
  }
  removeConnection(latch, namespace)
  trackEvent(latch, { event: 'DISCONNECT_SUCCESS', properties: { namespace }, address: connection.address })
}
