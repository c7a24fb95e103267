import type { CaipNetwork, ChainNamespace } from './caip.js'
import type { CallsStatus, SentCalls, WalletCall, WalletCapabilities } from './calls.js'
import type { Connector } from './connection.js'
import type { Latch } from './latch.js'
import type { NamespaceProfile } from './namespaceProfile.js'
import type { SIWXMessage, SIWXSession } from './siwx.js'

// The chain adapter contract: the light descriptor and the runtime it loads on demand.

/** What an adapter may read of its instance's configuration (the same object for one instance). */
export type AdapterContext = {
  config: Pick<
    Latch['config'],
    'networks' | 'metadata' | 'projectId' | 'walletConnect' | 'storageKey' | 'apiUrl'
  >
}

/** Context handed by core to an adapter's connector discovery. */
export type ConnectorDiscovery = AdapterContext & {
  /** Report the current list of this adapter's connectors. */
  setConnectors(connectors: readonly Connector[]): void
  /**
   * Connects one of the reported connectors without the visitor choosing it: the wallet that hosts the page
   * (a Safe{Wallet} app's frame), found by discovery. It connects once a stored session has been restored, and
   * only when no wallet is connected then.
   */
  autoConnect?(connectorId: string): void
}

/** What a runtime reports of a connection. */
export type AdapterConnection = {
  address: string
  chainId: number | string
  /** The wallet behind a remote connector (WalletConnect's peer), when it is not the connector itself. */
  wallet?: { name: string; icon?: string | undefined } | undefined
  /**
   * One-click sign-in: the sessions the wallet signed with the pairing (one per CACAO), still to be verified
   * and stored by the sign-in configuration. Absent when the wallet paired without signing in.
   */
  siwxSessions?: readonly SIWXSession[] | undefined
  /**
   * Every account the wallet connected, the default one first, when there is a choice: a Bitcoin wallet's
   * payment and ordinal accounts, or a Polkadot extension's accounts; `address` is the default one's.
   */
  accounts?: readonly ConnectionAccount[] | undefined
}

/** Whether an account is a key (EOA) or a contract (smart account). */
export type AccountType = 'eoa' | 'smartAccount'

/** One of the accounts a wallet connected in a namespace, as AppKit's `allAccounts` lists them. */
export type ConnectionAccount = {
  address: string
  /**
   * A key or a contract, or a kind of the namespace's own (a Bitcoin wallet's payment and ordinal accounts:
   * `BitcoinAccountType` of `@latch/bitcoin`).
   */
  type: AccountType | (string & {})
  /** Hex, where the wallet gives it (a Bitcoin account's key, which a taproot spend names). */
  publicKey?: string | undefined
  /** The account's name in the wallet, where it has one (a Polkadot extension's accounts). */
  name?: string | undefined
}

/** The part of an adapter that loads on demand (it carries the chain library). */
export type AdapterRuntime = {
  connect(parameters: {
    connector: Connector
    network?: CaipNetwork | undefined
    /** Remote pairing: called with each pairing URI (`wc:…`) to show as a QR code or deep link. */
    onDisplayUri?: ((uri: string) => void) | undefined
    /**
     * One-click sign-in (remote pairing only): the sign-in message whose nonce, domain, uri, statement and
     * times the wallet signs as it pairs. A wallet that cannot do it pairs without signing in.
     */
    siwx?: SIWXMessage | undefined
  }): Promise<AdapterConnection>
  /** Silent reconnect: never prompts the wallet. Returns undefined when the wallet has no authorised account. */
  reconnect(parameters: { connector: Connector }): Promise<AdapterConnection | undefined>
  disconnect(parameters: { connector: Connector }): Promise<void>
  switchNetwork(parameters: { connector: Connector; network: CaipNetwork }): Promise<void>
  getBalance(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ value: bigint; decimals: number; symbol: string }>
  /** Ask the wallet to sign a text message (personal_sign on eip155); resolves with the signature. */
  signMessage?(parameters: { connector: Connector; address: string; message: string }): Promise<string>
  /**
   * Sends a transaction through the connected wallet (eth_sendTransaction on eip155) and returns its hash.
   * A declined prompt throws `UserRejectedRequestError`, any other failure `TransactionFailedError`, both
   * with the wallet's short message. Optional: an adapter without it cannot swap.
   */
  sendTransaction?(parameters: {
    connector: Connector
    network: CaipNetwork
    transaction: WalletTransaction
  }): Promise<string>
  /** 'smartAccount' when the address holds contract code on the network (an ERC-1271 or ERC-4337 wallet). */
  getAccountType?(parameters: { address: string; network: CaipNetwork }): Promise<AccountType>
  /**
   * Waits up to `timeout` ms for a transaction to be mined. Resolves with its outcome, or with `undefined`
   * when it is still pending at the timeout.
   */
  waitForTransactionReceipt?(parameters: {
    hash: string
    network: CaipNetwork
    timeout: number
    /** The wallet that sent it, asked for the receipt when its hashes are its own (`receiptsFromWallet`). */
    connector?: Connector | undefined
  }): Promise<{ status: 'success' | 'reverted' } | undefined>
  /**
   * The wallet's own asset list (EIP-7811 `wallet_getAssets` for the network's hex chain id), when the wallet
   * reports asset discovery for that chain through `wallet_getCapabilities`; undefined when it does not.
   * The answer is returned as the wallet gave it, for core to validate.
   */
  getWalletAssets?(parameters: {
    connector: Connector
    address: string
    network: CaipNetwork
  }): Promise<unknown>
  /** Sends `amount` base units of an ERC-20 token with its `transfer`. Returns the transaction hash. */
  transferToken?(parameters: {
    connector: Connector
    network: CaipNetwork
    address: string
    tokenAddress: string
    to: string
    amount: bigint
  }): Promise<string>
  /**
   * What the wallet can do for the account on each network (EIP-5792 `wallet_getCapabilities`), keyed by the
   * networks' CAIP ids. A wallet without the method reports every network as `atomic: 'unsupported'`.
   */
  getCapabilities?(parameters: {
    connector: Connector
    address: string
    networks: readonly CaipNetwork[]
  }): Promise<Record<string, WalletCapabilities>>
  /**
   * Sends a batch of calls: as one `wallet_sendCalls` to a wallet that executes batches atomically (`atomic`
   * supported or ready), otherwise one transaction per call, in order, under an id of the adapter's own
   * that `getCallsStatus` understands. Declines and failures throw as `sendTransaction`'s do.
   */
  sendCalls?(parameters: {
    connector: Connector
    network: CaipNetwork
    address: string
    calls: readonly WalletCall[]
  }): Promise<SentCalls>
  /** The state of a batch sent by `sendCalls`, read from the wallet or, for calls sent one by one, the chain. */
  getCallsStatus?(parameters: {
    connector: Connector
    network: CaipNetwork
    id: string
  }): Promise<CallsStatus>
  /** Asks the wallet to show a batch it accepted (`wallet_showCallsStatus`). */
  showCallsStatus?(parameters: { connector: Connector; id: string }): Promise<void>
  /** Watch the wallet's accountsChanged / chainChanged / disconnect events. */
  watchProvider(
    connector: Connector,
    handlers: {
      /** The wallet's accounts now, the default first; with `typed`, each with its kind (as `accounts` above). */
      onAccountsChanged(accounts: readonly string[], typed?: readonly ConnectionAccount[]): void
      onChainChanged(chainId: number | string): void
      onDisconnect(): void
    },
  ): () => void
}

/** A transaction for the wallet to sign and send. */
export type WalletTransaction = {
  from: string
  to: string
  data: string
  value: bigint
  /** A gas limit with a margin; without one the wallet estimates. */
  gas?: bigint | undefined
  /** Wei per gas (legacy pricing); without one the wallet prices the transaction. */
  gasPrice?: bigint | undefined
}

/** A chain adapter: a light descriptor, with the heavy part behind `load()`. */
export type Adapter = {
  namespace: ChainNamespace
  /**
   * What the namespace is and offers (label, address shape, fee model, features), read without loading the
   * runtime. Without one, an eip155 adapter is taken as `eip155Profile` and any other offers nothing.
   */
  profile?: NamespaceProfile | undefined
  /** Start finding the connectors on the page (DOM events only, no network). Returns a stop function. */
  discover?(discovery: ConnectorDiscovery): () => void
  /** Load the runtime (dynamic import). */
  load(context: AdapterContext): Promise<AdapterRuntime>
}
