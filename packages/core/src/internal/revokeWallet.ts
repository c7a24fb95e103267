import { REVOKE_ON_DISCONNECT_MS } from '../constants.js'
import type { Connection, Latch } from '../types.js'
import { findConnector } from './findConnector.js'
import { loadFrameClient } from './loadFrameClient.js'
import { loadRuntime } from './loadRuntime.js'

/**
 * Ends a connection in the wallet too: the embedded wallet's session is signed out (awaited, so a new login
 * never races it); another wallet is asked to forget the site within a short budget, never blocking.
 */
export async function revokeWallet(latch: Latch, connection: Connection): Promise<void> {
  const { namespace } = connection
  const siwx = latch.config.siwx
  // The local session goes whatever the server answers: disconnecting never fails on a sign-out.
  if (siwx?.signOutOnDisconnect)
    await siwx.revokeSession(connection.caipNetworkId, connection.address).catch(() => {})
  const connector = findConnector(latch.store.getState().connectors, connection.id, namespace)
  if (connection.type === 'AUTH') {
    await loadFrameClient(latch)
      .then((client) => client.signOut())
      .catch(() => {})
  } else if (connector) {
    const revoke = loadRuntime(latch, namespace)
      .then((runtime) => runtime.disconnect({ connector }))
      .catch(() => {})
    await Promise.race([revoke, new Promise((resolve) => setTimeout(resolve, REVOKE_ON_DISCONNECT_MS))])
  }
}
