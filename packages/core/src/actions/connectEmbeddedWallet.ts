import { CONNECTOR_IDS } from '../constants.js'
import { findConnector } from '../internal/findConnector.js'
import { findNetwork } from '../internal/findNetwork.js'
import type { Latch } from '../types.js'
import { type ConnectReturnType, connect } from './connect.js'

export type ConnectEmbeddedWalletReturnType = ConnectReturnType

/**
 * Connects the embedded wallet once the frame has a logged-in user (after the code, and the recovery password
 * when one was asked), and stores the e-mail login in the session. One login connects every namespace the
 * auth connectors serve (eip155, and solana when configured); the active network's namespace stays active.
 *
 * @example
 * await connectEmbeddedWallet(latch)
 */
export async function connectEmbeddedWallet(latch: Latch): Promise<ConnectEmbeddedWalletReturnType> {
  const state = latch.store.getState()
  const active = findNetwork(latch.config.networks, state.activeCaipNetworkId)?.chainNamespace
  const namespace = active && findConnector(state.connectors, CONNECTOR_IDS.auth, active) ? active : 'eip155'
  const result = await connect(latch, { connectorId: CONNECTOR_IDS.auth, namespace })
  latch.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, loginUsed: true, lastLoginAt: Date.now() },
  }))
  return result
}
