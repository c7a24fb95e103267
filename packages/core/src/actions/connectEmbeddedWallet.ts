import { CONNECTOR_IDS } from '../constants.js'
import type { Latch } from '../types.js'
import { type ConnectReturnType, connect } from './connect.js'

export type ConnectEmbeddedWalletReturnType = ConnectReturnType

/**
 * Connects the embedded wallet once the frame has a logged-in user (after the code, and the recovery password
 * when one was asked), and stores the e-mail login in the session.
 *
 * @example
 * await connectEmbeddedWallet(latch)
 */
export async function connectEmbeddedWallet(latch: Latch): Promise<ConnectEmbeddedWalletReturnType> {
  const result = await connect(latch, { connectorId: CONNECTOR_IDS.auth, namespace: 'eip155' })
  latch.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, loginUsed: true, lastLoginAt: Date.now() },
  }))
  return result
}
