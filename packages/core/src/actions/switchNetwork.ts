import { NetworkNotFoundError, SwitchNetworkFailedError } from '../errors/network.js'
import { findConnector } from '../internal/findConnector.js'
import { findNetwork } from '../internal/findNetwork.js'
import { loadRuntime } from '../internal/loadRuntime.js'
import { toLatchError } from '../internal/toLatchError.js'
import type { CaipNetwork, CaipNetworkId, Latch } from '../types.js'
import { trackEvent } from './trackEvent.js'

export type SwitchNetworkParameters = { caipNetworkId: CaipNetworkId | string }
export type SwitchNetworkReturnType = CaipNetwork
export type SwitchNetworkErrorType =
  | import('../errors/network.js').NetworkNotFoundError
  | import('../errors/network.js').SwitchChainNotSupportedError
  | import('../errors/network.js').SwitchNetworkFailedError
  | import('../errors/connection.js').UserRejectedRequestError

/**
 * Switches to a configured network. With a wallet connected in that namespace the wallet switches first
 * (on eip155 wallet_switchEthereumChain, adding the network on 4902). A network not in the config fails
 * with 'Network not found'.
 *
 * @example
 * await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
 */
export async function switchNetwork(
  latch: Latch,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const network = findNetwork(latch.config.networks, parameters.caipNetworkId)
  if (!network) throw new NetworkNotFoundError({ caipNetworkId: parameters.caipNetworkId })
  const state = latch.store.getState()
  const connection = state.connections.find((c) => c.namespace === network.chainNamespace)
  if (connection) {
    const connector = findConnector(state.connectors, connection.id, connection.namespace)
    if (connector) {
      try {
        const runtime = await loadRuntime(latch, connection.namespace)
        await runtime.switchNetwork({ connector, network })
      } catch (error) {
        throw toLatchError(error, SwitchNetworkFailedError)
      }
    }
  }
  latch.store.setState((s) => ({
    activeCaipNetworkId: network.caipNetworkId,
    lastUsedChainId: network.id,
    activeNamespace: connection ? network.chainNamespace : s.activeNamespace,
    connections: s.connections.map((c) =>
      c.namespace === network.chainNamespace ? { ...c, caipNetworkId: network.caipNetworkId } : c,
    ),
    balance: undefined,
  }))
  trackEvent(latch, { event: 'SWITCH_NETWORK', properties: { network: network.caipNetworkId } })
  return network
}
