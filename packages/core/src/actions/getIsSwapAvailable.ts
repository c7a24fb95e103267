import type { Latch, LatchState } from '../types.js'

export type GetIsSwapAvailableReturnType = boolean

/**
 * Whether the Account view offers a swap: the `swaps` feature is on, an account is connected, and the Latch
 * server quotes swaps on its network (`state.capabilities`, from `fetchCapabilities`; nothing is offered
 * before the server has said).
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
  return Boolean(connection && state.capabilities?.swaps.some((id) => id === connection.caipNetworkId))
}
