import { AccountNotFoundError, ConnectorNotFoundError } from '../errors/connection.js'
import { UnsupportedChainError } from '../errors/network.js'
import { SignMessageFailedError } from '../errors/sign.js'
import { findConnector } from '../internal/findConnector.js'
import { loadRuntime } from '../internal/loadRuntime.js'
import { toLatchError } from '../internal/toLatchError.js'
import type { Latch } from '../types.js'

export type SignMessageParameters = { message: string }
export type SignMessageReturnType = string
export type SignMessageErrorType =
  | AccountNotFoundError
  | ConnectorNotFoundError
  | UnsupportedChainError
  | SignMessageFailedError
  | import('../errors/connection.js').UserRejectedRequestError

/**
 * Asks the connected wallet to sign a text message (personal_sign on eip155) and resolves with the
 * signature. A decline becomes `UserRejectedRequestError`, any other wallet failure
 * `SignMessageFailedError`.
 *
 * @example
 * const signature = await signMessage(latch, { message: 'Hello' })
 */
export async function signMessage(
  latch: Latch,
  parameters: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const state = latch.store.getState()
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  if (!connection) throw new AccountNotFoundError()
  const connector = findConnector(state.connectors, connection.id, connection.namespace)
  if (!connector) throw new ConnectorNotFoundError({ connectorId: connection.id })
  const runtime = await loadRuntime(latch, connection.namespace)
  if (!runtime.signMessage) throw new UnsupportedChainError({ details: 'This adapter cannot sign messages.' })
  try {
    return await runtime.signMessage({ connector, address: connection.address, message: parameters.message })
  } catch (error) {
    throw toLatchError(error, SignMessageFailedError)
  }
}
