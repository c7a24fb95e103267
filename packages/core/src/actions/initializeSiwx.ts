import { SIWXInitializeError } from '../errors/siwx.js'
import { findNetwork } from '../internal/findNetwork.js'
import { pushAlert } from '../internal/pushAlert.js'
import type { Latch } from '../types.js'
import { disconnect } from './disconnect.js'
import { openModal } from './openModal.js'

export type InitializeSiwxReturnType = 'signed-in' | 'sign-in-requested' | 'not-applicable'

/**
 * Checks whether the connected account is signed in on its network. With a stored session it is kept in
 * state (`siwxSession`); without one the modal opens on SIWXSignMessage. Applies only with sign-in
 * configured and a connection on a configured (supported) network. When the sessions cannot be read the
 * visitor sees 'A problem occurred while trying initialize authentication', is disconnected, and the modal
 * returns to Connect. Called by the instance on every new connection; a dApp rarely calls it.
 *
 * @example
 * await initializeSiwx(latch)
 */
export async function initializeSiwx(latch: Latch): Promise<InitializeSiwxReturnType> {
  const siwx = latch.config.siwx
  const state = latch.store.getState()
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  if (!siwx || state.status !== 'connected' || !connection) return 'not-applicable'
  if (!findNetwork(latch.config.networks, connection.caipNetworkId)) return 'not-applicable'
  const key = `${connection.caipNetworkId}:${connection.address.toLowerCase()}`
  latch.internal.siwxChecked = key
  const stillCurrent = () => {
    const now = latch.store.getState()
    const active = now.connections.find((c) => c.namespace === now.activeNamespace)
    return Boolean(active) && `${active?.caipNetworkId}:${active?.address.toLowerCase()}` === key
  }
  try {
    const sessions = await siwx.getSessions(connection.caipNetworkId, connection.address)
    if (!stillCurrent()) return 'not-applicable'
    const session = sessions[0]
    latch.store.setState({ siwxSession: session })
    if (session) return 'signed-in'
  } catch (cause) {
    if (!stillCurrent()) return 'not-applicable'
    const error = new SIWXInitializeError({ cause })
    pushAlert(latch, { variant: 'error', error })
    await disconnect(latch)
    latch.store.setState({ router: { view: 'Connect', history: [] } })
    return 'not-applicable'
  }
  // A task later: a connecting view closes the modal once its connect() settles, and must not close this one.
  await new Promise((resolve) => setTimeout(resolve, 0))
  if (!stillCurrent() || latch.store.getState().siwxSession) return 'not-applicable'
  if (latch.store.getState().modal.open)
    latch.store.setState({ router: { view: 'SIWXSignMessage', history: [] } })
  else openModal(latch, { view: 'SIWXSignMessage' })
  return 'sign-in-requested'
}
