import { findNetwork } from '../internal/findNetwork.js'
import type { CaipNetwork, CaipNetworkId, Latch, LatchState } from '../types.js'

export type GetNetworkReturnType = {
  /** The chain the wallet is on when connected, else the selected network's id. */
  chainId: number | string
  caipNetworkId: CaipNetworkId
  /** The configured network; undefined when the wallet is on a chain that is not configured. */
  caipNetwork: CaipNetwork | undefined
  isUnsupported: boolean
}

/**
 * The active network.
 *
 * @example
 * const { caipNetworkId, isUnsupported } = getNetwork(latch)
 */
export function getNetwork(latch: Latch, state: LatchState = latch.store.getState()): GetNetworkReturnType {
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  const caipNetworkId = connection?.caipNetworkId ?? state.activeCaipNetworkId
  const caipNetwork = findNetwork(latch.config.networks, caipNetworkId)
  const reference = caipNetworkId.split(':')[1] ?? ''
  const chainId = caipNetwork?.id ?? (/^\d+$/.test(reference) ? Number(reference) : reference)
  return { chainId, caipNetworkId, caipNetwork, isUnsupported: !caipNetwork }
}
