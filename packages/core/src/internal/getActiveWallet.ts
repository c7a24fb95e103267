import { AccountNotFoundError, ConnectorNotFoundError } from '../errors/connection.js'
import { NetworkNotFoundError } from '../errors/network.js'
import type { AdapterRuntime, CaipNetwork, Connection, Connector, Latch } from '../types.js'
import { findConnector } from './findConnector.js'
import { findNetwork } from './findNetwork.js'
import { loadRuntime } from './loadRuntime.js'

export type ActiveWallet = {
  connection: Connection
  connector: Connector
  network: CaipNetwork
  runtime: AdapterRuntime
}

/**
 * The connected wallet of the active namespace with its network and loaded runtime, for actions that ask it
 * to sign or send. Throws when there is no account, its connector is gone or its network is not configured.
 */
export async function getActiveWallet(latch: Latch): Promise<ActiveWallet> {
  const state = latch.store.getState()
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  if (!connection) throw new AccountNotFoundError()
  const connector = findConnector(state.connectors, connection.id, connection.namespace)
  if (!connector) throw new ConnectorNotFoundError({ connectorId: connection.id })
  const network = findNetwork(latch.config.networks, connection.caipNetworkId)
  if (!network) throw new NetworkNotFoundError({ caipNetworkId: connection.caipNetworkId })
  const runtime = await loadRuntime(latch, connection.namespace)
  return { connection, connector, network, runtime }
}
