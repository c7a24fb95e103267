import type { AccountType, ConnectionAccount } from './adapter.js'
import type { CaipNetworkId, ChainNamespace } from './caip.js'

// Wallet providers, connectors and live connections.

/** A minimal EIP-1193 provider. */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** EIP-6963 provider info. */
export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'MULTI_CHAIN' | 'AUTH' | 'WALLET_CONNECT' | 'EXTERNAL'

/** A way to connect a wallet, found on the page or configured. */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string; name?: string; icon?: string; uuid?: string }
  provider?: Eip1193Provider
  /** Per-chain connectors of a MULTI_CHAIN (or AUTH) entry. */
  connectors?: readonly Connector[]
  /**
   * The transaction hashes this wallet returns are its own (a Safe's `safeTxHash`, executed later by its owners):
   * their receipts are asked of the wallet, which knows the transaction they became, not of the network.
   */
  receiptsFromWallet?: boolean | undefined
}

/** A live wallet connection in one namespace. */
export type Connection = {
  /** The connector id. */
  id: string
  namespace: ChainNamespace
  address: string
  /** The chain the wallet is on (may be a chain that is not configured). */
  caipNetworkId: CaipNetworkId
  type: ConnectorType
  /** The account's kind when the wallet says (an embedded wallet's smart account); otherwise an EOA. */
  accountType?: AccountType | undefined
  /** The wallet's accounts in this namespace when it offers more than one kind (Bitcoin's payment and ordinal). */
  accounts?: readonly ConnectionAccount[] | undefined
  /** The wallet's name and icon as it connected (a remote wallet's own, else the connector's). */
  name?: string | undefined
  icon?: string | undefined
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

/** What the modal remembers about a wallet the visitor used. */
export type RecentWallet = { id: string; name: string; imageId?: string; imageUrl?: string; rdns?: string }

/** The connected wallet. */
export type WalletInfo = { id: string; name: string; icon?: string; rdns?: string }
