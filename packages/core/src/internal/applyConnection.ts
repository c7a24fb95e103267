import type {
  AccountType,
  ChainNamespace,
  Connection,
  ConnectionAccount,
  Connector,
  Latch,
  LatchState,
  RecentWallet,
} from '../types.js'
import { formatCaipNetworkId } from '../utils/formatCaipNetworkId.js'
import { dropConnection } from './dropConnection.js'
import { findNetwork } from './findNetwork.js'
import { getDefaultAccountType } from './getDefaultAccountType.js'
import { loadFrameClient } from './loadFrameClient.js'
import { loadRuntime } from './loadRuntime.js'
import { popRoute } from './popRoute.js'
import { pushRoute } from './pushRoute.js'
import { replaceRoute } from './replaceRoute.js'

const RECENT_WALLETS_LIMIT = 5

/**
 * Stores a wallet connection and follows the wallet's account, chain and disconnect events. Of a wallet's
 * accounts of several kinds, the one of the kind the visitor chose last in this namespace is the active one, else
 * the namespace's default kind (`defaultAccountTypes`, else the adapter's profile), else the wallet's first. Resolves with the active account's address.
 */
export async function applyConnection(
  latch: Latch,
  parameters: {
    connector: Connector
    namespace: ChainNamespace
    address: string
    chainId: number | string
    /** The wallet behind a remote connector, shown instead of the connector's name. */
    wallet?: { name: string; icon?: string | undefined } | undefined
    /** The wallet's accounts of each kind, the default first. */
    accounts?: readonly ConnectionAccount[] | undefined
    /**
     * With `features.multiWallet`, the namespace's active wallet stays connected, inactive (default); false
     * when it is the one being removed.
     */
    park?: boolean | undefined
  },
): Promise<string> {
  const { connector, namespace, chainId, wallet, accounts } = parameters
  const address = chosenAccount(latch, namespace, accounts) ?? parameters.address
  const caipNetworkId = formatCaipNetworkId(namespace, chainId)
  const configured = findNetwork(latch.config.networks, caipNetworkId) !== undefined
  const walletId = connector.explorerId ?? connector.info?.rdns ?? connector.id
  const recent: RecentWallet = {
    id: walletId,
    name: connector.name,
    ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
    ...(connector.imageId ? { imageId: connector.imageId } : {}),
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
  }
  const name = wallet?.name ?? connector.name
  const icon = wallet?.icon ?? connector.imageUrl
  const park = latch.config.features.multiWallet && parameters.park !== false
  latch.store.setState((state) => ({
    status: 'connected',
    connections: [
      ...state.connections.filter((c) => c.namespace !== namespace),
      {
        id: connector.id,
        namespace,
        address,
        caipNetworkId,
        type: connector.type,
        ...(accounts ? { accounts } : {}),
        name,
        ...(icon ? { icon } : {}),
      },
    ],
    inactiveConnections: parkedWith(state, namespace, connector.id, park),
    activeNamespace: namespace,
    activeConnectorIds: { ...state.activeConnectorIds, [namespace]: connector.id },
    connectedNamespaces: [...new Set([...state.connectedNamespaces, namespace])],
    connectedWalletInfo: {
      id: walletId,
      name,
      ...(icon ? { icon } : {}),
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    },
    // The embedded wallet has its own entry (the e-mail field), not a row among recent wallets.
    recentWallets:
      connector.type === 'AUTH'
        ? state.recentWallets
        : [recent, ...state.recentWallets.filter((w) => w.id !== walletId)].slice(0, RECENT_WALLETS_LIMIT),
    ...(configured ? { activeCaipNetworkId: caipNetworkId, lastUsedChainId: chainId } : {}),
    balance: undefined,
  }))

  const runtime = await loadRuntime(latch, namespace)
  latch.internal.unwatchProviders.get(namespace)?.()
  const unwatch = runtime.watchProvider(connector, {
    onAccountsChanged(addresses, typed) {
      const next = chosenAccount(latch, namespace, typed) ?? addresses[0]
      if (!next) return dropConnection(latch, namespace, applyConnection)
      latch.store.setState((state) => ({
        connections: state.connections.map((c) =>
          c.namespace === namespace ? { ...c, address: next, ...(typed ? { accounts: typed } : {}) } : c,
        ),
        balance: undefined,
      }))
      readAccountType(latch, runtime, connector, namespace, next, caipNetworkId)
    },
    onChainChanged(nextChainId) {
      onChainChanged(latch, namespace, nextChainId)
    },
    onDisconnect() {
      dropConnection(latch, namespace, applyConnection)
    },
  })
  latch.internal.unwatchProviders.set(namespace, unwatch)
  readAccountType(latch, runtime, connector, namespace, address, caipNetworkId)
  return address
}

/**
 * The other connected wallets once `connectorId` is the namespace's active one: the one it replaces parked
 * first (when `park`), itself no longer among them.
 */
function parkedWith(
  state: LatchState,
  namespace: ChainNamespace,
  connectorId: string,
  park: boolean,
): readonly Connection[] {
  const current = state.connections.find((c) => c.namespace === namespace)
  const others = state.inactiveConnections.filter((c) => !(c.namespace === namespace && c.id === connectorId))
  return park && current && current.id !== connectorId ? [current, ...others] : others
}

/**
 * The address of the account chosen for the namespace (`switchAccount`, stored with the session), when the wallet
 * connected it; while a stored session is restored, the stored active account, which is then the chosen one.
 */
function chosenAccount(
  latch: Latch,
  namespace: ChainNamespace,
  accounts: readonly ConnectionAccount[] | undefined,
): string | undefined {
  const { chosenAccounts, status, sessionAccount } = latch.store.getState()
  const stored =
    status === 'reconnecting'
      ? accounts?.find((account) => sessionAccount?.endsWith(`:${account.address}`))
      : undefined
  if (stored)
    latch.store.setState((state) => ({ chosenAccounts: { ...state.chosenAccounts, [namespace]: stored } }))
  const choice = chosenAccounts?.[namespace]
  // The account chosen last, else (the wallet changed its accounts) one of the same kind, else one of the
  // namespace's default kind.
  const defaultType = getDefaultAccountType(latch, namespace)
  const chosen =
    stored ??
    accounts?.find((account) => account.address === choice?.address) ??
    accounts?.find((account) => account.type === choice?.type) ??
    accounts?.find((account) => account.type === defaultType)
  return (chosen ?? accounts?.[0])?.address
}

/**
 * Sets the connection's `accountType` (Send's gas rule and SEND_* analytics read it): 'smartAccount' when the
 * address holds contract code on the network (an ERC-1271 or ERC-4337 wallet), else 'eoa' (an EOA that delegated
 * through EIP-7702 stays one). Read after the connection is
 * stored, so connecting never waits on it; a failed read leaves it unset, which counts as an EOA. The embedded
 * wallet says itself which of its accounts the address is: its smart account is one before it is deployed.
 */
function readAccountType(
  latch: Latch,
  runtime: Awaited<ReturnType<typeof loadRuntime>>,
  connector: Connector,
  namespace: ChainNamespace,
  address: string,
  caipNetworkId: ReturnType<typeof formatCaipNetworkId>,
): void {
  const network = findNetwork(latch.config.networks, caipNetworkId)
  if (!network || !runtime.getAccountType) return
  const read: Promise<AccountType> =
    connector.type === 'AUTH' && namespace === 'eip155'
      ? loadFrameClient(latch)
          .then((client) => client.getUser())
          .then(
            (user) =>
              user.accounts?.find((account) => account.address.toLowerCase() === address.toLowerCase())
                ?.type ?? 'eoa',
          )
      : runtime.getAccountType({ address, network })
  read
    .then((accountType) => {
      latch.store.setState((state) => ({
        connections: state.connections.map((c) =>
          c.namespace === namespace && c.address === address ? { ...c, accountType } : c,
        ),
      }))
    })
    .catch(() => {})
}

function onChainChanged(latch: Latch, namespace: ChainNamespace, chainId: number | string): void {
  const caipNetworkId = formatCaipNetworkId(namespace, chainId)
  const configured = findNetwork(latch.config.networks, caipNetworkId) !== undefined
  latch.store.setState((state) => ({
    connections: state.connections.map((c) => (c.namespace === namespace ? { ...c, caipNetworkId } : c)),
    ...(configured ? { activeCaipNetworkId: caipNetworkId, lastUsedChainId: chainId } : {}),
    balance: undefined,
  }))
  const { modal, router } = latch.store.getState()
  if (!modal.open) return
  // While the modal is open it follows the wallet: an unknown chain asks to switch, a known one leaves that view.
  if (!configured && router.view !== 'UnsupportedChain') pushRoute(latch, { view: 'UnsupportedChain' })
  else if (configured && router.view === 'UnsupportedChain' && !popRoute(latch))
    replaceRoute(latch, { view: 'Account' })
}
