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
  rpcUrls: { default: { http: readonly string[] } }
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

/** An account is a plain key (eoa) or a contract wallet (smartAccount). */
export type AccountType = 'eoa' | 'smartAccount'

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

/** What the modal remembers about a wallet the visitor used. */
export type RecentWallet = { id: string; name: string; imageId?: string; imageUrl?: string; rdns?: string }

/** The connected wallet. */
export type WalletInfo = { id: string; name: string; icon?: string; rdns?: string }

/** The modal's views. */
export type ViewName =
  | 'Connect'
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
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'WalletSend'
  | 'WalletSendSelectToken'

/** Data carried by a route. */
export type RouteData = { connectorId?: string; wallet?: WalletEntry | RecentWallet }
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
  /** Sends native currency (with optional call data) from the connected account. Returns the transaction hash. */
  sendTransaction?(parameters: {
    connector: Connector
    network: CaipNetwork
    address: string
    to: string
    value: bigint
    data?: string | undefined
    gasPrice?: bigint | undefined
  }): Promise<string>
  /** Resolves when the transaction is mined (or rejects after `timeout` ms). */
  waitForTransaction?(parameters: { network: CaipNetwork; hash: string; timeout: number }): Promise<void>
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

/** A chain adapter: a light descriptor, with the heavy part behind `load()`. */
export type Adapter = {
  namespace: ChainNamespace
  /** Start finding the connectors on the page (DOM events only, no network). Returns a stop function. */
  discover?(discovery: ConnectorDiscovery): () => void
  /** Load the runtime (dynamic import). */
  load(context: AdapterContext): Promise<AdapterRuntime>
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
  /** The modal is embedded in the page: closing it returns to Account or Connect instead of hiding it. */
  embedded?: boolean
  /** Treat the device as mobile (defaults to a user-agent / pointer check). */
  isMobile?: () => boolean
  /** Remote pairing (QR code and mobile deep links) through a WalletConnect relay. Off when absent. */
  walletConnect?: WalletConnectConfig
}

/** The state of one instance. */
export type LatchState = {
  modal: { open: boolean; loading: boolean; shake: boolean; openedOnce: boolean }
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
  /** Called by the UI layer to preload the modal. */
  catalogueCache: Map<string, Promise<{ data: WalletEntry[]; count: number }>>
  balanceRetryBlockedUntil: number
  /** The token balance fetch in flight, shared by callers asking for the same account meanwhile. */
  tokenBalancesRequest?: { caipAddress: CaipAddress; promise: Promise<readonly TokenBalance[]> } | undefined
}
