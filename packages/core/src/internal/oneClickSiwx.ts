import { UserRejectedRequestError } from '../errors/connection.js'
import { SIWXInitializeError, SIWXSignatureDeclinedError } from '../errors/siwx.js'
import type {
  AdapterConnection,
  AdapterRuntime,
  CaipNetwork,
  Connector,
  Latch,
  SIWXMessage,
  SIWXSession,
} from '../types.js'
import { formatCaipNetworkId } from '../utils/formatCaipNetworkId.js'
import { pushAlert } from './pushAlert.js'
import { replaceRoute } from './replaceRoute.js'
import { toLatchError } from './toLatchError.js'

// One-click sign-in over WalletConnect: loaded only when a connection over WalletConnect may sign in at once.

/**
 * The sign-in message the wallet is to sign as it pairs: its nonce comes from the configuration (the server's
 * single-use nonce with `createServerSiwx`). The account is not known before the wallet answers, so the
 * message names none. Without a message (no nonce) the wallet pairs without signing in, and the usual
 * second step asks for the signature afterwards.
 */
export async function prepareOneClickSiwx(
  latch: Latch,
  network: CaipNetwork | undefined,
): Promise<SIWXMessage | undefined> {
  const siwx = latch.config.siwx
  if (!siwx || !network) return undefined
  return siwx.createMessage({ chainId: network.caipNetworkId, accountAddress: '' }).catch(() => undefined)
}

/**
 * A one-click sign-in the wallet declined is a declined signature: 'Signature declined' is shown, and no
 * connection is made.
 */
export function toOneClickSiwxError(latch: Latch, cause: unknown): unknown {
  if (!(toLatchError(cause) instanceof UserRejectedRequestError)) return cause
  const error = new SIWXSignatureDeclinedError({ cause })
  pushAlert(latch, { variant: 'error', error })
  return error
}

/**
 * Verifies and stores the sessions the wallet signed with the pairing, one per chain of the session
 * (ConnectingSiwe shows while the configuration does), and keeps the connected chain's in state: no second
 * signature is asked, neither now nor when the visitor switches to another of those chains.
 * A session the configuration refuses leaves no connection: the wallet's session is ended, the visitor is told
 * 'A problem occurred while trying initialize authentication' and starts over.
 */
export async function completeOneClickSiwx(
  latch: Latch,
  parameters: { runtime: AdapterRuntime; connector: Connector; connection: AdapterConnection },
): Promise<void> {
  const siwx = latch.config.siwx
  const { runtime, connector, connection } = parameters
  const sessions = connection.siwxSessions ?? []
  if (!siwx || sessions.length === 0) return
  // One CACAO per chain the wallet signed for, all with the one nonce: the connected chain's is the current session.
  const key = `${formatCaipNetworkId('eip155', connection.chainId)}:${connection.address.toLowerCase()}`
  const session =
    sessions.find((s) => `${s.data.chainId}:${s.data.accountAddress.toLowerCase()}` === key) ??
    (sessions[0] as SIWXSession)
  if (latch.store.getState().modal.open) replaceRoute(latch, { view: 'ConnectingSiwe' })
  try {
    await siwx.setSessions(sessions)
  } catch (cause) {
    await runtime.disconnect({ connector }).catch(() => {})
    const error = new SIWXInitializeError({ cause })
    pushAlert(latch, { variant: 'error', error })
    latch.store.setState({ router: { view: 'Connect', history: [] } })
    throw error
  }
  latch.store.setState({ siwxSession: session })
}
