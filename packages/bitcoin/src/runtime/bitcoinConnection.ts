import {
  type AdapterConnection,
  type CaipNetwork,
  type Connector,
  getWalletConnectSession,
  ProviderNotFoundError,
  UserRejectedRequestError,
} from '@latch/core'
import type { WalletAccount } from '@wallet-standard/base'
import { RESTORE_ACCOUNTS, type RestoreAccountsFeature } from '../satsConnect/satsConnectWallet.js'
import { bitcoinWalletConnect } from '../walletConnect/bitcoinWalletConnect.js'
import { pickAccounts, typedAccounts } from './bitcoinAccounts.js'
import { type BitcoinRuntimeContext, featureOf, walletEntryOf } from './bitcoinRuntimeContext.js'
import { toBitcoinWalletError } from './toBitcoinWalletError.js'
import { walletConnectBitcoinAccount, walletConnectBitcoinWallet } from './walletConnectBitcoinWallet.js'

// Connecting and restoring: a Wallet Standard (or sats-connect) wallet, or the WalletConnect session's account.

type Purpose = 'payment' | 'ordinals'
type ConnectFeature = {
  connect(input: { purposes: Purpose[] }): Promise<{ accounts: readonly WalletAccount[] }>
}
type DisconnectFeature = { disconnect(): Promise<void> }

/** The wallet's payment (and ordinals) accounts on `network`: asked for with a prompt, or those authorised. */
async function connectWallet(
  runtime: BitcoinRuntimeContext,
  connector: Connector,
  network: CaipNetwork,
  silent: boolean,
) {
  const { wallet } = walletEntryOf(runtime, connector)
  let accounts = wallet.accounts
  if (!silent) {
    const feature = featureOf<ConnectFeature>(wallet, 'bitcoin:connect')
    if (!feature) throw new ProviderNotFoundError({ details: `${wallet.name} cannot connect.` })
    try {
      ;({ accounts } = await feature.connect({ purposes: ['payment', 'ordinals'] }))
    } catch (error) {
      throw toBitcoinWalletError(error)
    }
  }
  const { payment, ordinal } = pickAccounts(accounts, network)
  if (!payment) {
    if (silent) return undefined
    throw new UserRejectedRequestError({ details: 'The wallet returned no account.' })
  }
  runtime.registry.set(connector.id, { wallet, account: payment, ordinal, network })
  const typed = typedAccounts({ payment, ordinal })
  return { address: payment.address, chainId: network.id, ...(typed ? { accounts: typed } : {}) }
}

/** The WalletConnect session's Bitcoin account on `network` (the eip155 adapter pairs), or undefined. */
async function connectWalletConnect(
  runtime: BitcoinRuntimeContext,
  connector: Connector,
  network: CaipNetwork,
) {
  const provider = await getWalletConnectSession(runtime.context, bitcoinWalletConnect).load()
  const account = walletConnectBitcoinAccount(provider, network.caipNetworkId)
  if (!account) return undefined
  const wallet = walletConnectBitcoinWallet(
    provider,
    account,
    () => runtime.registry.get(connector.id)?.network ?? network,
  )
  runtime.registry.set(connector.id, { wallet, account: undefined, ordinal: undefined, network })
  // The session is approved already: reading its addresses asks nothing of the visitor.
  return connectWallet(runtime, connector, network, false)
}

/** Connects the connector's accounts on `network` (a Bitcoin one), else on the first configured Bitcoin network. */
export async function connect(
  runtime: BitcoinRuntimeContext,
  { connector, network }: { connector: Connector; network?: CaipNetwork | undefined },
): Promise<AdapterConnection> {
  const target = network?.chainNamespace === 'bip122' ? network : runtime.firstNetwork()
  if (!target) throw new ProviderNotFoundError({ details: 'No Bitcoin network is configured.' })
  if (connector.type === 'WALLET_CONNECT') {
    const connected = await connectWalletConnect(runtime, connector, target)
    if (!connected)
      throw new UserRejectedRequestError({ details: 'The WalletConnect session has no Bitcoin account.' })
    return connected
  }
  return (await connectWallet(runtime, connector, target, false)) as AdapterConnection
}

/** Restores a connection without a prompt; undefined when the wallet has no authorised account. */
export async function reconnect(
  runtime: BitcoinRuntimeContext,
  { connector }: { connector: Connector },
): Promise<AdapterConnection | undefined> {
  const target = runtime.networkOf(connector)
  if (connector.type === 'WALLET_CONNECT')
    return target ? connectWalletConnect(runtime, connector, target).catch(() => undefined) : undefined
  const entry = runtime.registry.get(connector.id)
  if (!target || !entry) return undefined
  // A sats-connect wallet lists no accounts until asked: it tells a granted site without a prompt.
  await featureOf<RestoreAccountsFeature>(entry.wallet, RESTORE_ACCOUNTS)?.restore()
  return connectWallet(runtime, connector, target, true)
}

/** Forgets the accounts and tells a wallet that has `standard:disconnect`. */
export async function disconnect(
  runtime: BitcoinRuntimeContext,
  { connector }: { connector: Connector },
): Promise<void> {
  const { wallet } = walletEntryOf(runtime, connector)
  runtime.registry.set(connector.id, { wallet, account: undefined, ordinal: undefined, network: undefined })
  await featureOf<DisconnectFeature>(wallet, 'standard:disconnect')?.disconnect()
}
