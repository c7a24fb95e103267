import { UserRejectedRequestError } from '../errors/connection.js'
import {
  SIWXAddressNotFoundError,
  SIWXClientNotFoundError,
  SIWXInitializeError,
  SIWXNetworkNotFoundError,
  SIWXNotEnabledError,
  SIWXSignatureDeclinedError,
  SIWXSmartAccountError,
} from '../errors/siwx.js'
import { findConnector } from '../internal/findConnector.js'
import { findNetwork } from '../internal/findNetwork.js'
import { loadRuntime } from '../internal/loadRuntime.js'
import { pushAlert } from '../internal/pushAlert.js'
import { toLatchError } from '../internal/toLatchError.js'
import type { Latch, SIWXMessage, SIWXMessageData, SIWXSession } from '../types.js'
import { closeModal } from './closeModal.js'
import { disconnect } from './disconnect.js'
import { openModal } from './openModal.js'

export type RequestSiwxSignInReturnType = SIWXSession
export type RequestSiwxSignInErrorType =
  | SIWXNotEnabledError
  | SIWXAddressNotFoundError
  | SIWXNetworkNotFoundError
  | SIWXClientNotFoundError
  | SIWXInitializeError
  | SIWXSignatureDeclinedError
  | SIWXSmartAccountError

const fields: readonly (keyof SIWXMessageData)[] = [
  'chainId',
  'accountAddress',
  'nonce',
  'domain',
  'uri',
  'version',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
  'statement',
]

/**
 * Signs the connected account in: the configuration creates the message, the wallet signs its text, the
 * configuration stores (and verifies) the session, and the modal closes. A decline or a failure reopens
 * SIWXSignMessage with 'Signature declined', or 'This application might not support Smart Accounts' when
 * the account is a contract. When no message can be made (no nonce), 'A problem occurred while trying
 * initialize authentication' is shown, the wallet disconnected and the modal reset to Connect. Without sign-in
 * configured, an account, a configured network or a wallet that can sign it throws the error that names what is missing.
 *
 * @example
 * const session = await requestSiwxSignIn(latch)
 */
export async function requestSiwxSignIn(latch: Latch): Promise<RequestSiwxSignInReturnType> {
  const fail = (error: Error & { shortMessage: string }) => {
    pushAlert(latch, { variant: 'error', error })
    return error
  }
  const siwx = latch.config.siwx
  if (!siwx) throw fail(new SIWXNotEnabledError())
  const state = latch.store.getState()
  const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
  if (!connection) throw fail(new SIWXAddressNotFoundError())
  const network = findNetwork(latch.config.networks, connection.caipNetworkId)
  if (!network) throw fail(new SIWXNetworkNotFoundError())
  const connector = findConnector(state.connectors, connection.id, connection.namespace)
  const runtime = await loadRuntime(latch, connection.namespace).catch(() => undefined)
  if (!connector || !runtime?.signMessage) throw fail(new SIWXClientNotFoundError())

  let message: SIWXMessage
  try {
    message = await siwx.createMessage({
      chainId: connection.caipNetworkId,
      accountAddress: connection.address,
    })
  } catch (cause) {
    // Without a message (e.g. no nonce from the server) there is nothing to sign: start over from Connect.
    const error = fail(new SIWXInitializeError({ cause }))
    await disconnect(latch)
    latch.store.setState({ router: { view: 'Connect', history: [] } })
    throw error
  }

  try {
    const text = message.toString()
    const signature = await runtime.signMessage({ connector, address: connection.address, message: text })
    const data = Object.fromEntries(
      fields.filter((key) => message[key] !== undefined).map((key) => [key, message[key]]),
    ) as SIWXMessageData
    const session: SIWXSession = { data, message: text, signature }
    await siwx.addSession(session)
    latch.store.setState({ siwxSession: session })
    closeModal(latch)
    return session
  } catch (cause) {
    const declined = toLatchError(cause) instanceof UserRejectedRequestError
    const type = declined
      ? 'eoa'
      : await runtime.getAccountType?.({ address: connection.address, network }).catch(() => 'eoa')
    const error =
      type === 'smartAccount'
        ? new SIWXSmartAccountError({ cause })
        : new SIWXSignatureDeclinedError({ cause })
    const { modal, router } = latch.store.getState()
    if (!modal.open || router.view !== 'SIWXSignMessage') openModal(latch, { view: 'SIWXSignMessage' })
    throw fail(error)
  }
}
