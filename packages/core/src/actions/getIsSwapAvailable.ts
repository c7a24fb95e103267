import type { Latch, LatchState } from '../types.js'
import { isSwapNetwork } from '../utils/isSwapNetwork.js'

export type GetIsSwapAvailableReturnType = boolean

/**
 * Whether the Account view offers a swap: the `swaps` feature is on, an account is connected, and its
 * network is one of the swap networks (or the local devnet).
 *
 * @example
 * if (getIsSwapAvailable(latch)) navigate(latch, { view: 'Swap' })
 */
export function getIsSwapAvailable(
  latch: Latch,
  state: LatchState = latch.store.getState(),
): GetIsSwapAvailableReturnType {
  if (!latch.config.features.swaps) return false
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  return Boolean(connection) && isSwapNetwork(connection?.caipNetworkId)
}
