import type { CaipAddress, CaipNetwork, Connection, Connector, Latch, LatchState } from '../types.js'
import { formatCaipAddress } from '../utils/formatCaipAddress.js'
import { findConnector } from './findConnector.js'
import { findNetwork } from './findNetwork.js'

export type ActiveAccount = {
  connection: Connection
  /** The configured network the account is on. */
  network: CaipNetwork
  caipAddress: CaipAddress
  connector: Connector | undefined
}

/** The active connection on a configured network, or undefined (not connected, or on an unknown chain). */
export function getActiveAccount(
  latch: Latch,
  state: LatchState = latch.store.getState(),
): ActiveAccount | undefined {
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  if (!connection) return undefined
  const network = findNetwork(latch.config.networks, connection.caipNetworkId)
  if (!network) return undefined
  return {
    connection,
    network,
    caipAddress: formatCaipAddress(network.caipNetworkId, connection.address),
    connector: findConnector(state.connectors, connection.id, connection.namespace),
  }
}
