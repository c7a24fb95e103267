import type { Mutate, StoreApi } from 'zustand/vanilla'
import type { CHAIN_NAMESPACES } from './constants.js'

/** A chain namespace (CAIP-2 namespace). */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]
/** A CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** A CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** A network in CAIP form (specification section 3). */
export type CaipNetwork = {
  id: number | string
  name: string
  network?: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  deprecatedCaipNetworkId?: CaipNetworkId
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** JSON-RPC over HTTP; `webSocket` for subscriptions where the namespace uses them (Solana). */
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
}

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
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

/** A wallet from the catalogue (server's /getWallets). */
export type WalletEntry = {
  id: string
  name: string
  image_id?: string | null | undefined
  rdns?: string | null | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  homepage?: string | null | undefined
  app_store?: string | null | undefined
  play_store?: string | null | undefined
  chrome_store?: string | null | undefined
  chains?: readonly string[] | undefined
  explorer_id?: string | null | undefined
  badge_type?: string | null | undefined
}

/** One page of the catalogue and the number of wallets matching its query. */
export type WalletPage = { data: WalletEntry[]; count: number }

/** A catalogue page kept for the next visit, with its ETag and when the server last confirmed it (ms). */
export type KeptPage = { page: WalletPage; etag: string; savedAt: number }

/** The catalogue wallets the Connect view recommends from: the configured featured ones, then the first page. */
export type ConnectWallets = { featured: WalletEntry[]; top: WalletEntry[]; count: number }

/** What the modal remembers about a wallet the visitor used. */
export type RecentWallet = { id: string; name: string; imageId?: string; imageUrl?: string; rdns?: string }

/** The connected wallet. */
export type WalletInfo = { id: string; name: string; icon?: string; rdns?: string }

/** The modal's views. */
export type ViewName =
  | 'Connect'
  | 'ConnectWallets'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'Networks'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Swap'
  | 'SwapPreview'
  | 'SwapSelectToken'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'Receive'
  | 'Activity'
  | 'WalletSend'
  | 'WalletSendSelectToken'

/** Data carried by a route. */
export type RouteData = {
  connectorId?: string
  wallet?: WalletEntry | RecentWallet
  /** SwapSelectToken: which side of the swap the chosen token goes to. */
  swapTarget?: 'sourceToken' | 'toToken'
}
export type Route = { view: ViewName; data?: RouteData }

export type AlertVariant = 'error' | 'warning' | 'success' | 'info'
export type Alert = { id: number; variant: AlertVariant; title: string; message?: string }

export type Balance = {
  caipAddress: CaipAddress
  value: string
  decimals: number
  symbol: string
  fetchedAt: number
}

/** What a transaction did for the account (the server's classification). */
export type TransactionOperationType = 'send' | 'receive' | 'trade' | 'mint' | 'burn' | 'approve' | 'execute'

/** One movement of value in a transaction: a fungible token (or the native currency) or an NFT. */
export type TransactionTransfer = {
  fungible_info?: { name: string; symbol: string; icon?: { url: string } | undefined } | undefined
  nft_info?:
    | {
        name: string
        content?: { preview?: { url: string } | undefined } | undefined
        flags: { is_spam: boolean }
      }
    | undefined
  direction: 'in' | 'out'
  /** `numeric` is a decimal amount in token units, e.g. `'1.5'`. */
  quantity: { numeric: string; decimals?: number | undefined }
  value?: number | undefined
  price?: number | undefined
}

/** A transaction history item (specification section 3). */
export type Transaction = {
  /** `namespace:chainId:hash`. */
  id: string
  metadata: {
    /** ISO 8601 time the block was mined (for a pending transaction: when it was sent). */
    minedAt: string
    /** CAIP-2 network id. */
    chain: CaipNetworkId
    status: 'confirmed' | 'pending' | 'failed'
    operationType: TransactionOperationType
    sentFrom: string
    sentTo: string
    hash?: string | undefined
    nonce?: number | undefined
  }
  transfers: readonly TransactionTransfer[]
}

/** The transactions list of the Activity view (specification section 4). */
export type TransactionsState = {
  /** The account and network the list belongs to. */
  caipAddress: CaipAddress | undefined
  /** Loaded pages, newest first, without spam-only items and items of other networks. */
  transactions: readonly Transaction[]
  /**
   * Transactions sent through this instance that the history does not list yet, newest first: pending
   * until mined, then confirmed or failed until the server's history has them.
   */
  local: readonly Transaction[]
  loading: boolean
  /** True once a fetch found nothing (or failed). */
  empty: boolean
  /** The cursor of the next page; undefined on the last page. */
  next: string | undefined
}

/** A token the account holds (specification section 3, Token balance). `address` is CAIP-10, absent for the native coin. */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 network id. */
  chainId: string
  address?: string | undefined
  /** USD value of the holding, when a price is known. */
  value?: number | undefined
  /** USD price of one token, when known. */
  price?: number | undefined
  /** `decimals` as a string; `numeric` the amount in token units as a decimal string. */
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** One asset of an EIP-7811 `wallet_getAssets` answer (specification section 3, Wallet asset). */
export type WalletAsset = {
  /** The token contract, or 'native'. */
  address: string
  /** Hex amount in base units. */
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: {
    name: string
    symbol: string
    decimals: number
    price: number
    iconUrl: string
    value?: number | undefined
  }
}

/** The account's token balances on its network, as last fetched. */
export type TokenBalances = {
  caipAddress: CaipAddress
  balances: readonly TokenBalance[]
  fetchedAt: number
}

/** The Send flow's form and its figures (specification section 3, Send state). */
export type SendState = {
  token: TokenBalance | undefined
  /** The amount as the visitor typed it, in token units. */
  sendTokenAmount: string | undefined
  /** The receiver as typed, or the address a name resolved to. */
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** Wei per gas (the server's standard tier), as a decimal string. */
  gasPrice: string | undefined
  /** Cost in USD of the assumed gas at `gasPrice`, when the native price is known. */
  gasPriceInUSD: number | undefined
  /** USD value of the native balance, when known. */
  networkBalanceInUSD: string | undefined
  /** A send is in flight. */
  loading: boolean
}

/** Analytics / dApp events. */
export type LatchEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'USER_REJECTED'
  | 'DISCONNECT_SUCCESS'
  | 'SWITCH_NETWORK'
  | 'SWAP_APPROVAL_ERROR'
  | 'SWAP_ERROR'
  | 'SWAP_SUCCESS'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
export type LatchEvent = {
  event: LatchEventName
  properties?: Record<string, unknown>
  address?: string
  timestamp: number
}

export type Features = {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  socials: readonly SocialProvider[] | false
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  walletFeaturesOrder: readonly WalletFeature[]
  connectMethodsOrder: readonly ConnectMethod[]
}
export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'
export type ConnectMethod = 'email' | 'social' | 'wallet'

export type ThemeMode = 'light' | 'dark'
/** The theme contract: each key becomes a `--latch-*` CSS variable in the modal. */
export type ThemeVariables = {
  '--latch-font-family'?: string
  '--latch-accent'?: string
  '--latch-color-mix'?: string
  '--latch-color-mix-strength'?: number
  '--latch-font-size-master'?: string
  '--latch-border-radius-master'?: string
  '--latch-z-index'?: number
}

export type Metadata = { name: string; description: string; url: string; icons: readonly string[] }

/** A storage like localStorage (sync). */
export type LatchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Remote pairing through a WalletConnect relay. */
export type WalletConnectConfig = {
  /** The WalletConnect project id (any 32 hex characters on a local relay). */
  projectId: string
  /** The relay's WebSocket URL. Default: the public WalletConnect relay. */
  relayUrl?: string
}

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
}

/** What a runtime reports of a connection. */
export type AdapterConnection = {
  address: string
  chainId: number | string
  /** The wallet behind a remote connector (WalletConnect's peer), when it is not the connector itself. */
  wallet?: { name: string; icon?: string | undefined } | undefined
}

/** Whether an account is a key (EOA) or a contract (smart account). */
export type AccountType = 'eoa' | 'smartAccount'

/** The part of an adapter that loads on demand (it carries the chain library). */
export type AdapterRuntime = {
  connect(parameters: {
    connector: Connector
    network?: CaipNetwork | undefined
    /** Remote pairing: called with each pairing URI (`wc:…`) to show as a QR code or deep link. */
    onDisplayUri?: ((uri: string) => void) | undefined
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
  /** Watch the wallet's accountsChanged / chainChanged / disconnect events. */
  watchProvider(
    connector: Connector,
    handlers: {
      onAccountsChanged(accounts: readonly string[]): void
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
  /** Start finding the connectors on the page (DOM events only, no network). Returns a stop function. */
  discover?(discovery: ConnectorDiscovery): () => void
  /** Load the runtime (dynamic import). */
  load(context: AdapterContext): Promise<AdapterRuntime>
}

/** The fields of a sign-in message (specification section 3, "Sign-in message"); times are ISO strings. */
export type SIWXMessageData = {
  chainId: CaipNetworkId
  accountAddress: string
  nonce: string
  domain: string
  uri: string
  version: '1'
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
  statement?: string | undefined
}

/** A sign-in message: its fields and the text the wallet signs (EIP-4361 on eip155). */
export type SIWXMessage = SIWXMessageData & { toString(): string }

/** What the widget knows when it asks a configuration for a message. */
export type SIWXMessageInput = { chainId: CaipNetworkId; accountAddress: string; notBefore?: string }

/** A sign-in session: the message's fields, its text, the signature and an optional CACAO. */
export type SIWXSession = {
  data: SIWXMessageData
  message: string
  signature: string
  cacao?: unknown
}

/**
 * Where sign-in messages come from and where sessions live. `@latch/evm/siwx` has two ready ones
 * (`createLocalSiwx`, sessions in the browser; `createServerSiwx`, sessions on the Latch server); a dApp may
 * bring its own.
 */
export type SIWXConfig = {
  /** A fresh message for the account (with a nonce). */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  /** Store (and verify) a signed session; rejects when it is not valid. */
  addSession(session: SIWXSession): Promise<void>
  /** Forget the account's sessions on the chain. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replace the stored sessions. */
  setSessions(sessions: readonly SIWXSession[]): Promise<void>
  /** The account's valid sessions on the chain. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** When true the visitor must sign in: cancelling disconnects and the modal cannot be closed first. */
  getRequired?(): boolean
  /** Revoke the session when the wallet disconnects. */
  signOutOnDisconnect?: boolean
}

/** Configuration of `createLatch`. */
export type LatchConfig = {
  projectId: string
  /** Base URL of the Latch server. */
  apiUrl?: string
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  adapters?: readonly Adapter[]
  defaultNetwork?: CaipNetwork
  metadata?: Metadata
  features?: Partial<Features>
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  /** Defaults to localStorage in a browser, and to nothing on a server. */
  storage?: LatchStorage | null
  /** Key under which the state is stored. Defaults to `latch.store.<projectId>`. */
  storageKey?: string
  /** Whether a stored session is restored on load (default true). */
  reconnectOnLoad?: boolean
  /** Treat the device as mobile (defaults to a user-agent / pointer check). */
  isMobile?: () => boolean
  /** Remote pairing (QR code and mobile deep links) through a WalletConnect relay. Off when absent. */
  walletConnect?: WalletConnectConfig
  /**
   * While the Activity view is open, refetch its first page every `pollingInterval` ms (default 30 000)
   * so transactions mined elsewhere appear. Off by default.
   */
  pendingTransactionsFilter?: { enable?: boolean; pollingInterval?: number }
  /** Sign-in with X: once connected on a configured network without a session, the modal asks to sign in. */
  siwx?: SIWXConfig
  /**
   * Swaps approve the router for exactly the amount swapped (default). `unlimitedApproval: true` asks for
   * the largest allowance instead, so later swaps of a token need no approval: an opt-in of the dApp,
   * since a compromised router could then spend everything the account holds of it.
   */
  swaps?: { unlimitedApproval?: boolean }
  /** The dApp's terms of service: linked on Connect, and agreed to first with `features.legalCheckbox`. */
  termsConditionsUrl?: string
  /** The dApp's privacy policy: linked on Connect, and agreed to first with `features.legalCheckbox`. */
  privacyPolicyUrl?: string
}

/** The state of one instance. */
export type LatchState = {
  /**
   * `open`: the modal is shown. `embedded`: it is a widget in the page (`<LatchEmbedded />`) rather than a
   * dialog; it is then always open, and closing it returns to Account or Connect.
   */
  modal: { open: boolean; loading: boolean; shake: boolean; openedOnce: boolean; embedded: boolean }
  router: { view: ViewName; data?: RouteData | undefined; history: readonly Route[] }
  status: ConnectionStatus
  connections: readonly Connection[]
  activeNamespace: ChainNamespace | undefined
  /** Active connector id per namespace. */
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  /** The selected (configured) network. */
  activeCaipNetworkId: CaipNetworkId
  connectedNamespaces: readonly ChainNamespace[]
  connectedWalletInfo: WalletInfo | undefined
  recentWallets: readonly RecentWallet[]
  lastUsedChainId: number | string | undefined
  connectors: readonly Connector[]
  balance: Balance | undefined
  transactions: TransactionsState
  /** Token balances of the active account (cached 30 s). */
  tokenBalances: TokenBalances | undefined
  /** A token balance fetch is in flight. */
  tokenBalancesLoading: boolean
  /** When the last token balance fetch failed (ms); fetches return nothing for 30 s after it. */
  tokenBalancesLastRetry: number | undefined
  send: SendState
  alerts: readonly Alert[]
  events: readonly LatchEvent[]
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  locale: string
  /** The connected account's name (reverse lookup); `name` undefined when it has none. */
  identity: { address: string; name: string | undefined } | undefined
  /** The connected account's sign-in session on the active network, when sign-in is configured. */
  siwxSession: SIWXSession | undefined
  swap: SwapState
  /** The visitor ticked the legal checkbox (`features.legalCheckbox`) in this page's life; not stored. */
  legalCheckboxAccepted: boolean
}

/** A token of the swap view: from the token list, with the account's balance when it holds some. */
export type SwapToken = {
  /** CAIP-10 (`eip155:<chainId>:<address>`); the native coin is `…:0xeeee…eeee`. */
  address: CaipAddress
  symbol: string
  name: string
  decimals: number
  logoUri: string
  /** USD price of one token, when known. */
  price?: number | undefined
  /** What the account holds (decimal text in token units), when it holds some. */
  quantity?: { decimals: string; numeric: string } | undefined
}

/** A built transaction of the swap flow (specification: Transaction). */
export type SwapTransaction = {
  data: string
  to: string
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  value: bigint
  /** The target amount the transaction was built for (decimal text). */
  toAmount: string
}

/** The swap view's state (specification: Swap state). */
export type SwapState = {
  status: 'uninitialised' | 'initializing' | 'initialized'
  /** The network the token list and balances belong to. */
  caipNetworkId: CaipNetworkId | undefined
  tokens: readonly SwapToken[]
  myTokensWithBalance: readonly SwapToken[]
  /** USD price per CAIP-10 token address. */
  tokensPriceMap: Readonly<Record<string, number>>
  isSmartAccount: boolean
  networkPrice: number
  networkTokenSymbol: string
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** Decimal text as typed. */
  sourceTokenAmount: string
  /** Decimal text, 6 decimals at most. */
  toTokenAmount: string
  sourceTokenPriceInUSD: number
  toTokenPriceInUSD: number
  /** Slippage tolerance in percent. */
  slippage: number
  /** Gas price in wei per gas (the 'standard' tier). */
  gasFee: string
  gasPriceInUSD: number
  /** Percent. */
  priceImpact: number | undefined
  /** Least target amount lost to slippage, in target token units. */
  maxSlippage: number | undefined
  /** The provider's fee in source token units (decimal text), only when the quote carries a fee. */
  providerFee: string | undefined
  inputError: string | undefined
  transactionError: string | undefined
  approvalTransaction: SwapTransaction | undefined
  swapTransaction: SwapTransaction | undefined
  loadingPrices: boolean
  loadingQuote: boolean
  loadingApprovalTransaction: boolean
  loadingBuildTransaction: boolean
  loadingTransaction: boolean
  switchingTokens: boolean
}

/** The persisted part of the state. */
export type PersistedState = Pick<
  LatchState,
  | 'activeCaipNetworkId'
  | 'activeConnectorIds'
  | 'activeNamespace'
  | 'connectedNamespaces'
  | 'connectedWalletInfo'
  | 'recentWallets'
  | 'lastUsedChainId'
>

/** The instance's zustand store: selector subscriptions and persistence of the session part. */
export type LatchStore = Mutate<
  StoreApi<LatchState>,
  [['zustand/subscribeWithSelector', never], ['zustand/persist', PersistedState]]
>

/** An instance returned by `createLatch`. */
export type Latch = {
  readonly config: Readonly<Omit<LatchConfig, 'features'>> & {
    apiUrl: string
    features: Features
    adapters: readonly Adapter[]
  }
  readonly store: LatchStore
  /** Per-instance internals; not part of the public contract. */
  readonly internal: LatchInternal
}

export type LatchInternal = {
  runtimes: Map<ChainNamespace, Promise<AdapterRuntime>>
  unwatchProviders: Map<ChainNamespace, () => void>
  eventListeners: Set<(event: LatchEvent) => void>
  analytics: {
    state: 'idle' | 'loading' | 'enabled' | 'disabled'
    configPromise?: Promise<boolean> | undefined
    queue: LatchEvent[]
    forbiddenShown: boolean
  }
  alertSeq: number
  shakeTimer: ReturnType<typeof setTimeout> | undefined
  stopDiscovery: (() => void) | undefined
  /** Stops the embedded widget following the connection (set while `modal.embedded`). */
  stopEmbedded?: (() => void) | undefined
  /** Catalogue pages asked for, by URL, shared by every caller. */
  catalogueCache: Map<string, Promise<WalletPage>>
  /** The instance's storage (undefined when persistence is off). */
  storage: LatchStorage | undefined
  /** Catalogue pages kept in storage, by URL, once read. */
  keptPages: Map<string, KeptPage> | undefined
  /** Requests for kept pages in flight, by URL. */
  keptRequests: Map<string, Promise<WalletPage>>
  /** The Connect view's wallets last built, with the pages they came from, so an unchanged answer keeps its identity. */
  connectWallets:
    | { featuredPage: WalletPage | undefined; topPage: WalletPage; value: ConnectWallets }
    | undefined
  balanceRetryBlockedUntil: number
  /** Bumped by every reset of the transactions list, so a response that arrives after one is dropped. */
  transactionsEpoch: number
  /** Watchers of pending transactions, by transaction id. */
  pendingWatchers: Map<string, Promise<'confirmed' | 'failed' | 'pending'>>
  /** Names (name → address) and identities (address → name), each kept 5 minutes. */
  nameCache: Map<string, { expires: number; value: Promise<string | undefined> }>
  /** The account and network whose sign-in was last checked, so one connection is asked once. */
  siwxChecked: string | undefined
  /** The pending debounced swap quote and the number of the latest quote asked for (older answers are dropped). */
  swap: { quoteTimer: ReturnType<typeof setTimeout> | undefined; quoteSeq: number }
  /** The token balance fetch in flight, shared by callers asking for the same account meanwhile. */
  tokenBalancesRequest?: { caipAddress: CaipAddress; promise: Promise<readonly TokenBalance[]> } | undefined
}
