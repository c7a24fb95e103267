import type { Mutate, StoreApi } from 'zustand/vanilla'
import type { Adapter, AdapterRuntime, ConnectionAccount } from './adapter.js'
import type { LatchEvent } from './analytics.js'
import type { Balance, SendState, TokenBalance, TokenBalances } from './balances.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './caip.js'
import type { ServerCapabilities, ServerLoginMethods } from './capabilities.js'
import type { ConnectWallets, KeptPage, WalletPage } from './catalogue.js'
import type {
  Features,
  LatchConfig,
  LatchStorage,
  ResolvedThemeMode,
  ThemeMode,
  ThemeVariables,
} from './config.js'
import type { Connection, ConnectionStatus, Connector, RecentWallet, WalletInfo } from './connection.js'
import type { EmbeddedWalletSession } from './embedded.js'
import type { Alert, Route, RouteData, ViewName } from './modal.js'
import type { SIWXSession } from './siwx.js'
import type { SwapState } from './swap.js'
import type { TransactionsState } from './transactions.js'

// An instance: its state, its store and its internals.

/** The state of one instance. */
export type LatchState = {
  /**
   * `open`: the modal is shown. `embedded`: it is a widget in the page (`<LatchEmbedded />`) rather than a
   * dialog; it is then always open, and closing it returns to Account or Connect.
   */
  modal: { open: boolean; loading: boolean; shake: boolean; openedOnce: boolean; embedded: boolean }
  router: { view: ViewName; data?: RouteData | undefined; history: readonly Route[] }
  status: ConnectionStatus
  /** The active connection of each connected namespace. */
  connections: readonly Connection[]
  /**
   * The other wallets still connected (`features.multiWallet`), any namespace, the last parked first; each
   * becomes active again without a prompt (`switchConnection`). Stored with the session.
   */
  inactiveConnections: readonly Connection[]
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
  /** The dApp's choice (or the last `setThemeMode`); read `resolveThemeMode(state)` for what is painted. */
  themeMode: ThemeMode
  /**
   * The visitor's system preference as the modal last read it; what 'system' paints. Unset (light) until the
   * modal, mounted at the first idle moment, reads it: the server and the hydrating browser render alike.
   */
  systemThemeMode?: ResolvedThemeMode
  themeVariables: ThemeVariables
  locale: string
  /** The connected account's name (reverse lookup); `name` undefined when it has none. */
  identity: { address: string; name: string | undefined } | undefined
  /** The connected account's sign-in session on the active network, when sign-in is configured. */
  siwxSession: SIWXSession | undefined
  swap: SwapState
  /** What the Latch server offers, once asked (`fetchCapabilities`, with the catalogue); undefined before. */
  capabilities: ServerCapabilities | undefined
  /**
   * The embedded wallet's logins the server offers for the project (`fetchLoginMethods`, when Connect is about to
   * show): undefined until it answers, null when it could not say (Connect then shows the dApp's own choice).
   */
  serverLogins?: ServerLoginMethods | null | undefined
  /** The visitor ticked the legal checkbox (`features.legalCheckbox`) in this page's life; not stored. */
  legalCheckboxAccepted: boolean
  embeddedWallet: EmbeddedWalletSession
  /**
   * The stored session's account (CAIP-10), kept with the session so that a page rendered on a server (from a
   * cookie, `cookieToInitialState`) shows it while the session is restored; `getAccount` reads it only then.
   */
  sessionAccount?: CaipAddress | undefined
  /**
   * The account the visitor chose per namespace among the wallet's (Bitcoin's ordinal account, one of a Polkadot
   * extension's accounts); the wallet's default otherwise. Stored with the session, so a reload keeps the choice
   * in every connected namespace, the active one or not.
   */
  chosenAccounts?: Partial<Record<ChainNamespace, ConnectionAccount>> | undefined
}

/** The persisted part of the state. */
export type PersistedState = Pick<
  LatchState,
  | 'sessionAccount'
  | 'chosenAccounts'
  | 'activeCaipNetworkId'
  | 'activeConnectorIds'
  | 'activeNamespace'
  | 'connectedNamespaces'
  | 'connectedWalletInfo'
  | 'recentWallets'
  | 'lastUsedChainId'
  | 'embeddedWallet'
  | 'inactiveConnections'
>

/** A stored session to start from, read on a server from the request (`cookieToInitialState`). */
export type LatchInitialState = Partial<PersistedState>

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
  /** Catalogue pages asked for, by URL, shared by every caller; at most 8192, the oldest dropped first. */
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
  /** Names (name → address) and identities (address → name), each kept 5 minutes; at most 8192 entries. */
  nameCache: Map<string, { expires: number; value: Promise<string | undefined> }>
  /** The suffix the name service offers for new names (with its dot), once a suggestions answer showed it. */
  nameSuffix?: string | undefined
  /** The account and network whose sign-in was last checked, so one connection is asked once. */
  siwxChecked: string | undefined
  /** The pending debounced swap quote and the number of the latest quote asked for (older answers are dropped). */
  swap: { quoteTimer: ReturnType<typeof setTimeout> | undefined; quoteSeq: number }
  /** The capabilities request, asked once per instance like the catalogue (a failed one is asked again). */
  capabilitiesRequest?: Promise<ServerCapabilities> | undefined
  /** The login methods request, asked once per instance (`fetchLoginMethods`); a failure is kept for the page's life. */
  loginMethodsRequest?: Promise<void> | undefined
  /** The token balance fetch in flight, shared by callers asking for the same account meanwhile. */
  tokenBalancesRequest?: { caipAddress: CaipAddress; promise: Promise<readonly TokenBalance[]> } | undefined
  /** The embedded-wallet frame client, loaded on first use (its type lives in the lazy module). */
  frameClient?: Promise<unknown> | undefined
  /** Listeners of the auth connector's EIP-1193 events, kept before the frame client loads. */
  authListeners: Map<string, Set<(...args: never[]) => void>>
  /** The element the modal's shadow root and the frame's iframe share. */
  modalHost?: HTMLElement | undefined
}
