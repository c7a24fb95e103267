import { ConnectionNotAvailableError, ConnectorNotFoundError } from '../errors/connection.js'
import { applyConnection } from '../internal/applyConnection.js'
import { activateConnection } from '../internal/multiWallet/activateConnection.js'
import { pushAlert } from '../internal/pushAlert.js'
import type { ChainNamespace, Latch } from '../types.js'
import { trackEvent } from './trackEvent.js'

export type SwitchConnectionParameters = {
  /** The wallet's connector id, as `getConnections` lists it. */
  connectorId: string
  /** Its namespace. Default: the active namespace. */
  namespace?: ChainNamespace | undefined
}
export type SwitchConnectionReturnType = { address: string }
export type SwitchConnectionErrorType = ConnectorNotFoundError | ConnectionNotAvailableError

/**
 * Makes another connected wallet its namespace's active one (`features.multiWallet`; AppKit's
 * `switchConnection`), without a prompt: the active one stays connected, inactive, and the chosen one is
 * restored through its connector's silent reconnect. Signatures, sends, balances and the wagmi connector follow
 * it; the namespace becomes the active one. A wallet that no longer answers leaves the list, the active one
 * stays, and the modal says so.
 *
 * @example
 * await switchConnection(latch, { namespace: 'eip155', connectorId: 'io.rabby' })
 */
export async function switchConnection(
  latch: Latch,
  parameters: SwitchConnectionParameters,
): Promise<SwitchConnectionReturnType> {
  const state = latch.store.getState()
  const namespace = parameters.namespace ?? state.activeNamespace
  const active = state.connections.find((c) => c.namespace === namespace)
  if (active?.id === parameters.connectorId) {
    if (state.activeNamespace !== namespace) latch.store.setState({ activeNamespace: namespace })
    return { address: active.address }
  }
  const chosen = state.inactiveConnections.find(
    (c) => c.namespace === namespace && c.id === parameters.connectorId,
  )
  if (!chosen) throw new ConnectorNotFoundError({ connectorId: parameters.connectorId })
  if (!(await activateConnection(latch, chosen, { park: true, apply: applyConnection }))) {
    const error = new ConnectionNotAvailableError({ name: chosen.name ?? chosen.id })
    pushAlert(latch, { variant: 'error', error })
    throw error
  }
  const connection = latch.store.getState().connections.find((c) => c.namespace === chosen.namespace)
  const address = connection?.address ?? chosen.address
  trackEvent(latch, {
    event: 'SWITCH_CONNECTION',
    properties: { namespace: chosen.namespace, connectorId: chosen.id, name: chosen.name },
    address,
  })
  return { address }
}
