import {
  type AdapterConnection,
  type CaipNetwork,
  type Connector,
  getWalletConnectSession,
  ProviderNotFoundError,
  UserRejectedRequestError,
} from '@latch/core'
import type { WalletAccount } from '@wallet-standard/base'
import { toWalletStandardChain } from '../solanaChains.js'
import { solanaWalletConnect, walletConnectSolanaAccount } from '../walletConnect/solanaWalletConnect.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnectConnectorId.js'
import { featureOf, type SolanaRuntimeContext, walletEntryOf } from './solanaRuntimeContext.js'
import { toWalletError } from './solanaWalletBackend.js'

// Connecting and restoring: a Wallet Standard wallet, the embedded wallet's frame, or the WalletConnect session.

type ConnectFeature = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
}
type DisconnectFeature = { disconnect(): Promise<void> }

/** The account a wallet connected for the network's chain (a wallet may hold accounts of several chains). */
export function pickAccount(
  accounts: readonly WalletAccount[],
  network: CaipNetwork,
): WalletAccount | undefined {
  const chain = toWalletStandardChain(network)
  return accounts.find((a) => a.chains.includes(chain)) ?? accounts[0]
}

async function connectWalletStandard(
  runtime: SolanaRuntimeContext,
  connector: Connector,
  network: CaipNetwork,
  silent: boolean,
) {
  const { wallet } = walletEntryOf(runtime, connector)
  const feature = featureOf<ConnectFeature>(wallet, 'standard:connect')
  if (!feature) throw new ProviderNotFoundError({ details: `${wallet.name} cannot connect.` })
  let accounts: readonly WalletAccount[]
  try {
    ;({ accounts } = await feature.connect(silent ? { silent: true } : undefined))
  } catch (error) {
    if (silent) return undefined
    const failure = toWalletError(error)
    if (failure instanceof UserRejectedRequestError) throw new UserRejectedRequestError({ cause: error })
    throw failure
  }
  const account = pickAccount(accounts.length ? accounts : wallet.accounts, network)
  if (!account) {
    if (silent) return undefined
    throw new UserRejectedRequestError({ details: 'The wallet returned no account.' })
  }
  runtime.registry.set(connector.id, { wallet, account, network })
  return { address: account.address, chainId: network.id }
}

/** The embedded wallet's Solana account, from its frame (which holds the key). */
async function connectEmbedded(
  runtime: SolanaRuntimeContext,
  connector: Connector,
  network: CaipNetwork,
  silent: boolean,
) {
  const provider = connector.provider
  if (!provider) throw new ProviderNotFoundError({ details: 'The embedded wallet has no provider.' })
  const method = silent ? 'solana_getAccounts' : 'solana_requestAccounts'
  const accounts = (await provider.request({ method })) as { pubkey: string }[]
  const found = accounts[0]?.pubkey
  if (!found) return undefined
  runtime.registry.set(connector.id, {
    wallet: undefined,
    account: undefined,
    network,
    embedded: { address: found, provider },
  })
  return { address: found, chainId: network.id }
}

/** The WalletConnect session's Solana account (the eip155 adapter pairs), or undefined. */
async function connectWalletConnect(runtime: SolanaRuntimeContext, network: CaipNetwork) {
  const provider = await getWalletConnectSession(runtime.context, solanaWalletConnect).load()
  const found = walletConnectSolanaAccount(provider, network.caipNetworkId)
  if (!found) return undefined
  runtime.registry.set(WALLET_CONNECT_CONNECTOR_ID, { wallet: undefined, account: undefined, network })
  return { address: found, chainId: network.id }
}

/** Connects the connector's account on `network` (a Solana one), else on the first configured Solana network. */
export async function connect(
  runtime: SolanaRuntimeContext,
  { connector, network }: { connector: Connector; network?: CaipNetwork | undefined },
): Promise<AdapterConnection> {
  const target = network?.chainNamespace === 'solana' ? network : runtime.firstNetwork()
  if (!target) throw new ProviderNotFoundError({ details: 'No Solana network is configured.' })
  if (connector.type === 'WALLET_CONNECT') {
    const result = await connectWalletConnect(runtime, target)
    if (!result)
      throw new UserRejectedRequestError({ details: 'The WalletConnect session has no Solana account.' })
    return result
  }
  if (connector.type === 'AUTH') {
    const result = await connectEmbedded(runtime, connector, target, false)
    if (!result) throw new ProviderNotFoundError({ details: 'Log in with your e-mail first.' })
    return result
  }
  return (await connectWalletStandard(runtime, connector, target, false)) as AdapterConnection
}

/** Restores a connection without a prompt; undefined when the wallet has no authorised account. */
export async function reconnect(
  runtime: SolanaRuntimeContext,
  { connector }: { connector: Connector },
): Promise<AdapterConnection | undefined> {
  const target = runtime.networkOf(connector)
  if (!target) return undefined
  if (connector.type === 'WALLET_CONNECT') return connectWalletConnect(runtime, target)
  if (connector.type === 'AUTH')
    return connectEmbedded(runtime, connector, target, true).catch(() => undefined)
  return connectWalletStandard(runtime, connector, target, true)
}

/** Forgets the account and tells a Wallet Standard wallet that has `standard:disconnect`. */
export async function disconnect(
  runtime: SolanaRuntimeContext,
  { connector }: { connector: Connector },
): Promise<void> {
  // The embedded wallet signs out in core (its frame ends the session of both namespaces).
  if (connector.type === 'WALLET_CONNECT' || connector.type === 'AUTH') return
  const { wallet } = walletEntryOf(runtime, connector)
  runtime.registry.set(connector.id, { wallet, account: undefined, network: undefined })
  await featureOf<DisconnectFeature>(wallet, 'standard:disconnect')?.disconnect()
}
