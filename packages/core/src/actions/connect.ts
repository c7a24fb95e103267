import { ConnectorNotFoundError, UserRejectedRequestError } from '../errors/connection.js'
import { SIWXSignatureDeclinedError } from '../errors/siwx.js'
import { applyConnection } from '../internal/applyConnection.js'
import { findConnector } from '../internal/findConnector.js'
import { findNetwork } from '../internal/findNetwork.js'
import { findSiblingConnectors } from '../internal/findSiblingConnectors.js'
import { loadRuntime } from '../internal/loadRuntime.js'
import { toLatchError } from '../internal/toLatchError.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace, Connector, Latch } from '../types.js'
import { formatCaipAddress } from '../utils/formatCaipAddress.js'
import { formatCaipNetworkId } from '../utils/formatCaipNetworkId.js'
import { closeModal } from './closeModal.js'
import { getIsOneClickSiwx } from './getIsOneClickSiwx.js'
import { trackEvent } from './trackEvent.js'

export type ConnectParameters = {
  /** The connector id (an announced wallet's rdns, or 'injected'). */
  connectorId: string
  namespace?: ChainNamespace
  /** The network to connect on; defaults to the active network. */
  caipNetworkId?: CaipNetworkId
  /** Remote pairing (connector 'walletConnect'): called with each pairing URI to show as a QR code or link. */
  onDisplayUri?: (uri: string) => void
}
export type ConnectReturnType = { address: string; caipAddress: CaipAddress; caipNetworkId: CaipNetworkId }
export type ConnectErrorType =
  | import('../errors/connection.js').UserRejectedRequestError
  | import('../errors/connection.js').ConnectorNotFoundError
  | import('../errors/connection.js').ConnectionFailedError

/**
 * Asks the wallet for its accounts (eth_requestAccounts on eip155). The status goes to 'connecting', then
 * 'connected'; on failure back to 'connected' when another connection exists, else 'disconnected'.
 *
 * @example
 * const { address } = await connect(latch, { connectorId: 'io.metamask' })
 */
export async function connect(latch: Latch, parameters: ConnectParameters): Promise<ConnectReturnType> {
  const namespace = parameters.namespace ?? 'eip155'
  const state = latch.store.getState()
  const connector = findConnector(state.connectors, parameters.connectorId, namespace)
  if (!connector) throw new ConnectorNotFoundError({ connectorId: parameters.connectorId })
  latch.store.setState({ status: 'connecting' })
  try {
    const runtime = await loadRuntime(latch, namespace)
    const networks = latch.config.networks.filter((n) => n.chainNamespace === namespace)
    const wanted = parameters.caipNetworkId ?? state.activeCaipNetworkId
    const network = findNetwork(networks, wanted) ?? networks[0]
    // One-click sign-in: pairing over WalletConnect signs in too, when `getIsOneClickSiwx` allows it.
    const oneClick =
      connector.type === 'WALLET_CONNECT' && getIsOneClickSiwx(latch.config)
        ? await import('../internal/oneClickSiwx.js')
        : undefined
    const siwx = await oneClick?.prepareOneClickSiwx(latch, network)
    const connection = await runtime
      .connect({ connector, network, onDisplayUri: parameters.onDisplayUri, siwx })
      .catch((cause: unknown) => {
        throw siwx && oneClick ? oneClick.toOneClickSiwxError(latch, cause) : cause
      })
    await oneClick?.completeOneClickSiwx(latch, { runtime, connector, connection })
    const { chainId, wallet, accounts } = connection
    const address = await applyConnection(latch, {
      connector,
      namespace,
      address: connection.address,
      chainId,
      wallet,
      accounts,
    })
    // Signed in with the pairing: the modal, on ConnectingSiwe while the session was verified, is done.
    if (connection.siwxSessions?.length && latch.store.getState().router.view === 'ConnectingSiwe')
      closeModal(latch)
    await connectSiblings(latch, connector, namespace)
    const caipNetworkId = formatCaipNetworkId(namespace, chainId)
    trackEvent(latch, {
      event: 'CONNECT_SUCCESS',
      properties: {
        method:
          connector.type === 'WALLET_CONNECT' ? 'qrcode' : connector.type === 'AUTH' ? 'email' : 'browser',
        name: connector.name,
        caipNetworkId,
      },
      address,
    })
    return { address, caipNetworkId, caipAddress: formatCaipAddress(caipNetworkId, address) }
  } catch (cause) {
    const error = toLatchError(cause)
    latch.store.setState((s) => ({ status: s.connections.length > 0 ? 'connected' : 'disconnected' }))
    // A one-click sign-in declined in the wallet is the visitor's refusal too.
    const rejected = error instanceof UserRejectedRequestError || error instanceof SIWXSignatureDeclinedError
    trackEvent(latch, {
      event: rejected ? 'USER_REJECTED' : 'CONNECT_ERROR',
      properties: { name: connector.name, message: error.shortMessage },
    })
    throw error
  }
}

/**
 * The same wallet in the other namespaces (a MULTI_CHAIN entry's other connectors, or WalletConnect's session
 * in each namespace) connects too, one after the other; the namespace the visitor chose stays active. A
 * namespace that fails to connect is left out: the chosen one is connected all the same.
 */
async function connectSiblings(latch: Latch, connector: Connector, namespace: ChainNamespace): Promise<void> {
  const siblings = findSiblingConnectors(latch.store.getState().connectors, connector).filter((sibling) =>
    latch.config.adapters.some((adapter) => adapter.namespace === sibling.chain),
  )
  // The chosen namespace's network stays the active one while the siblings connect on theirs.
  const { activeCaipNetworkId, lastUsedChainId } = latch.store.getState()
  for (const sibling of siblings) {
    const networks = latch.config.networks.filter((n) => n.chainNamespace === sibling.chain)
    if (networks.length === 0) continue
    try {
      const runtime = await loadRuntime(latch, sibling.chain)
      const result = await runtime.connect({ connector: sibling, network: networks[0] })
      await applyConnection(latch, { connector: sibling, namespace: sibling.chain, ...result })
    } catch {
      // The other namespace stays disconnected; the visitor can connect it from the modal later.
    }
  }
  if (siblings.length)
    latch.store.setState({ activeNamespace: namespace, activeCaipNetworkId, lastUsedChainId })
}
