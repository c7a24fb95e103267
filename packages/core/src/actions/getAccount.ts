import type { CaipAddress, ChainNamespace, ConnectionStatus, Latch, LatchState } from '../types.js'

export type GetAccountReturnType = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: ConnectionStatus
  isConnected: boolean
  namespace: ChainNamespace | undefined
  connectorId: string | undefined
}

/**
 * The active account.
 *
 * @example
 * const { address, isConnected } = getAccount(latch)
 */
export function getAccount(latch: Latch, state: LatchState = latch.store.getState()): GetAccountReturnType {
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  return {
    address: connection?.address,
    caipAddress: connection
      ? (`${connection.caipNetworkId}:${connection.address}` as CaipAddress)
      : undefined,
    status: state.status,
    isConnected: state.status === 'connected' && Boolean(connection),
    namespace: connection?.namespace,
    connectorId: connection?.id,
  }
}
