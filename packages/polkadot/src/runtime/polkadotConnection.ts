import {
  type AdapterConnection,
  type CaipNetwork,
  type Connector,
  getWalletConnectSession,
  ProviderNotFoundError,
  UserRejectedRequestError,
} from '@latch/core'
import type { InjectedAccount, InjectedExtension } from '../injected/injectedWeb3.js'
import { polkadotWalletConnect } from '../walletConnect/polkadotWalletConnect.js'
import { accountsOn, connectionAccounts } from './polkadotAccounts.js'
import { extensionEntryOf, type PolkadotRuntimeContext } from './polkadotRuntimeContext.js'
import { toPolkadotWalletError } from './toPolkadotWalletError.js'
import {
  walletConnectPolkadotAccount,
  walletConnectPolkadotExtension,
} from './walletConnectPolkadotExtension.js'

// Connecting and restoring: an extension in `injectedWeb3`, or the WalletConnect session's account.

/** The extension's accounts on `network`, the first by default, through its `enable`. */
async function connectExtension(
  runtime: PolkadotRuntimeContext,
  connector: Connector,
  network: CaipNetwork,
  silent: boolean,
) {
  const entry = extensionEntryOf(runtime, connector)
  let accounts: InjectedAccount[]
  let extension: InjectedExtension
  try {
    // An extension answers `enable` without a prompt for a site it approved before.
    extension = await entry.provider.enable(runtime.originName())
    accounts = await extension.accounts.get()
  } catch (error) {
    if (silent) return undefined
    throw toPolkadotWalletError(error)
  }
  const usable = accountsOn(accounts, network)
  const account = usable[0]
  if (!account) {
    if (silent) return undefined
    throw new UserRejectedRequestError({ details: 'The wallet returned no account.' })
  }
  runtime.registry.set(connector.id, {
    provider: entry.provider,
    extension,
    account,
    accounts: usable,
    network,
  })
  // The node's metadata takes a moment to load and decode: begin now, the balance is asked for next.
  void runtime.apiOf(network).catch(() => {})
  const choice = connectionAccounts(usable)
  return { address: account.address, chainId: network.id, ...(choice ? { accounts: choice } : {}) }
}

/** The WalletConnect session's Polkadot account on `network` (the eip155 adapter pairs), or undefined. */
async function connectWalletConnect(
  runtime: PolkadotRuntimeContext,
  connector: Connector,
  network: CaipNetwork,
) {
  const provider = await getWalletConnectSession(runtime.context, polkadotWalletConnect).load()
  const account = walletConnectPolkadotAccount(provider, network.caipNetworkId)
  if (!account) return undefined
  const extension = walletConnectPolkadotExtension(
    provider,
    account,
    () => runtime.registry.get(connector.id)?.network ?? network,
  )
  runtime.registry.set(connector.id, {
    provider: { enable: async () => extension },
    extension: undefined,
    account: undefined,
    network,
  })
  // The session is approved already: reading its account asks nothing of the visitor.
  return connectExtension(runtime, connector, network, true)
}

/** Connects the connector's account on `network` (a Polkadot one), else on the first configured Polkadot network. */
export async function connect(
  runtime: PolkadotRuntimeContext,
  { connector, network }: { connector: Connector; network?: CaipNetwork | undefined },
): Promise<AdapterConnection> {
  const target = network?.chainNamespace === 'polkadot' ? network : runtime.firstNetwork()
  if (!target) throw new ProviderNotFoundError({ details: 'No Polkadot network is configured.' })
  if (connector.type === 'WALLET_CONNECT') {
    const connected = await connectWalletConnect(runtime, connector, target)
    if (!connected)
      throw new UserRejectedRequestError({ details: 'The WalletConnect session has no Polkadot account.' })
    return connected
  }
  return (await connectExtension(runtime, connector, target, false)) as AdapterConnection
}

/** Restores a connection without a prompt, for a site the extension approved; undefined otherwise. */
export async function reconnect(
  runtime: PolkadotRuntimeContext,
  { connector }: { connector: Connector },
): Promise<AdapterConnection | undefined> {
  const target = runtime.registry.get(connector.id)?.network ?? runtime.firstNetwork()
  if (connector.type === 'WALLET_CONNECT')
    return target ? connectWalletConnect(runtime, connector, target).catch(() => undefined) : undefined
  if (!target || !runtime.registry.get(connector.id)) return undefined
  return connectExtension(runtime, connector, target, true)
}

/** Forgets the account: extensions have no disconnect, and keep their approval of the site. */
export async function disconnect(
  runtime: PolkadotRuntimeContext,
  { connector }: { connector: Connector },
): Promise<void> {
  const { provider } = extensionEntryOf(runtime, connector)
  runtime.registry.set(connector.id, {
    provider,
    extension: undefined,
    account: undefined,
    network: undefined,
  })
}
