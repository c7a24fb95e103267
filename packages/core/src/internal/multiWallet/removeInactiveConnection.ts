import type { Connection, Latch } from '../../types.js'
import { clearEmbeddedWallet } from '../clearEmbeddedWallet.js'
import { revokeWallet } from '../revokeWallet.js'
import { forgetInactive } from './activateConnection.js'

/** Disconnects a wallet that is connected but not active: the wallet forgets the site, the list drops it. */
export async function removeInactiveConnection(latch: Latch, connection: Connection): Promise<void> {
  await revokeWallet(latch, connection)
  if (connection.type === 'AUTH') clearEmbeddedWallet(latch)
  forgetInactive(latch, connection)
}
