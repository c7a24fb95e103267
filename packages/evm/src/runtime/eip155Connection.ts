import {
  type AdapterConnection,
  type AdapterRuntime,
  type Connector,
  UserRejectedRequestError,
} from '@latch/core'
import type { CoinbaseLinkProvider } from '../coinbase/coinbaseWallet.js'
import { walletErrorCode } from '../walletErrorCode.js'
import { connectWalletConnect, sessionAccount } from './connectWalletConnect.js'
import { type Eip155RuntimeContext, walletConnectLinkOf } from './eip155RuntimeContext.js'
import { checksum, parseChainId, providerOf } from './walletProvider.js'

// Connecting, restoring and ending a connection: a browser wallet over EIP-1193, or the WalletConnect session.

/** The wallet's first account and its chain, asked with a prompt (`eth_requestAccounts`) or silently. */
async function requestAccounts(connector: Connector, method: 'eth_requestAccounts' | 'eth_accounts') {
  const provider = providerOf(connector)
  try {
    const accounts = checksum(await provider.request({ method }))
    if (accounts.length === 0) return undefined
    const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
    return { address: accounts[0] as string, chainId }
  } catch (error) {
    if (walletErrorCode(error) === 4001) throw new UserRejectedRequestError({ cause: error })
    throw error
  }
}

/**
 * Lets the visitor choose the account when the wallet still authorises the site (a disconnect it did not act on, a
 * revoke it does not support): `eth_requestAccounts` would then answer with the same account and no prompt, so the
 * permission is asked again (EIP-2255 `wallet_requestPermissions`), which shows the wallet's account picker. A
 * wallet without the method is connected as it is. A wallet that does not authorise the site prompts anyway.
 */
async function chooseAuthorisedAccount(connector: Connector): Promise<void> {
  if (connector.type !== 'ANNOUNCED' && connector.type !== 'INJECTED') return
  const provider = providerOf(connector)
  // A wallet's SDK (Coinbase) runs its own connection prompt.
  if (typeof (provider as Partial<CoinbaseLinkProvider>).endSession === 'function') return
  const authorised = await provider.request({ method: 'eth_accounts' }).catch(() => [])
  if (!Array.isArray(authorised) || authorised.length === 0) return
  try {
    await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
  } catch (error) {
    if (walletErrorCode(error) === 4001) throw new UserRejectedRequestError({ cause: error })
  }
}

/** Connects the connector's wallet (pairing, for WalletConnect); a wallet that gives no account declined. */
export async function connect(
  runtime: Eip155RuntimeContext,
  { connector, network, onDisplayUri, siwx }: Parameters<AdapterRuntime['connect']>[0],
): Promise<AdapterConnection> {
  if (connector.type === 'WALLET_CONNECT')
    return connectWalletConnect(runtime, { network, onDisplayUri, siwx })
  await chooseAuthorisedAccount(connector)
  const result = await requestAccounts(connector, 'eth_requestAccounts')
  if (!result) throw new UserRejectedRequestError({ details: 'The wallet returned no account.' })
  return result
}

/** Restores a connection without a prompt: the wallet's authorised account, or the WalletConnect session's. */
export async function reconnect(
  runtime: Eip155RuntimeContext,
  { connector }: { connector: Connector },
): Promise<AdapterConnection | undefined> {
  if (connector.type === 'WALLET_CONNECT') return sessionAccount(await walletConnectLinkOf(runtime).load())
  return requestAccounts(connector, 'eth_accounts')
}

/** Ends the connection in the wallet too, where the wallet has a way: a deleted session, an ended SDK session. */
export async function disconnect(
  runtime: Eip155RuntimeContext,
  { connector }: { connector: Connector },
): Promise<void> {
  if (connector.type === 'WALLET_CONNECT') {
    const provider = await walletConnectLinkOf(runtime).load()
    // Deleting the session tells the wallet; the SDK then forgets it.
    if (provider.session) await provider.disconnect()
    return
  }
  const provider = providerOf(connector)
  // A connector on a wallet's SDK (Coinbase) ends the SDK's session, which a revoked permission would not.
  if (typeof (provider as Partial<CoinbaseLinkProvider>).endSession === 'function')
    return (provider as CoinbaseLinkProvider).endSession()
  await provider.request({
    method: 'wallet_revokePermissions',
    params: [{ eth_accounts: {} }],
  })
}
