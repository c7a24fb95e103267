import { getSessionAccount } from '../internal/getSessionAccount.js'
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
 * The active account. While a stored session is restored (`status: 'reconnecting'`) it is the session's
 * account, with `isConnected` false until the wallet answers, so a page (and its server render, from a cookie)
 * shows who is signed in without waiting.
 *
 * @example
 * const { address, isConnected } = getAccount(latch)
 */
export function getAccount(latch: Latch, state: LatchState = latch.store.getState()): GetAccountReturnType {
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  const caipAddress = getSessionAccount(state)
  const [namespace, , address] = (caipAddress?.split(':') ?? []) as [ChainNamespace?, string?, string?]
  return {
    address,
    caipAddress,
    status: state.status,
    isConnected: state.status === 'connected' && Boolean(connection),
    namespace,
    connectorId: connection?.id ?? (namespace ? state.activeConnectorIds[namespace] : undefined),
  }
}
