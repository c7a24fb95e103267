import type { CaipAddress, LatchState } from '../types.js'

/**
 * The session's account (CAIP-10): the active connection's, or, while a stored session is being restored and
 * no connection exists yet, the account stored with it. None otherwise.
 */
export function getSessionAccount(state: LatchState): CaipAddress | undefined {
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  if (connection) return `${connection.caipNetworkId}:${connection.address}` as CaipAddress
  return state.status === 'reconnecting' ? state.sessionAccount : undefined
}
