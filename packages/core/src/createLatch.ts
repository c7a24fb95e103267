import { persist, subscribeWithSelector } from 'zustand/middleware'
import { createStore } from 'zustand/vanilla'
import { STORE_VERSION } from './constants.js'
import { createAuthConnector } from './internal/createAuthConnector.js'
import { createBoundedCache } from './internal/createBoundedCache.js'
import { emptyEmbeddedWallet } from './internal/emptyEmbeddedWallet.js'
import { emptySendState } from './internal/emptySendState.js'
import { featureFlagWarnings } from './internal/featureFlagWarnings.js'
import { getStorageKey } from './internal/getStorageKey.js'
import { initialSwapState } from './internal/initialSwapState.js'
import { initialTransactionsState } from './internal/initialTransactionsState.js'
import { mergeStoredState } from './internal/mergeStoredState.js'
import { persistedPart } from './internal/persistedPart.js'
import { checkFrameUrl, resolveApiUrl } from './internal/resolveApiUrl.js'
import { watchSiwx } from './internal/watchSiwx.js'
import type {
  ChainNamespace,
  Connector,
  Latch,
  LatchConfig,
  LatchInternal,
  LatchState,
  PersistedState,
} from './types.js'
import { createPersistStorage } from './utils/createPersistStorage.js'
import { getDefaultStorage } from './utils/getDefaultStorage.js'
import { mergeConnectors } from './utils/mergeConnectors.js'
import { migrateState } from './utils/migrateState.js'
import { resolveFeatures } from './utils/resolveFeatures.js'

export type CreateLatchParameters = LatchConfig
export type CreateLatchReturnType = Latch

/**
 * Creates a Latch instance: its own store (persisted), its adapters' connector discovery, and, when a
 * session was stored, a silent reconnect scheduled after the first paint. Nothing is fetched here. Without
 * `apiUrl` a page on localhost talks to the local server; any other page fails with `ApiUrlRequiredError`.
 *
 * @example
 * const latch = createLatch({
 *   projectId: 'latch-dev',
 *   apiUrl: 'http://127.0.0.1:8787',
 *   networks: [devnet],
 *   adapters: [eip155Adapter()],
 * })
 */
export function createLatch(parameters: CreateLatchParameters): CreateLatchReturnType {
  const { features, adapters = [], ...rest } = parameters
  const config = {
    ...rest,
    apiUrl: resolveApiUrl(parameters.apiUrl),
    features: resolveFeatures(features),
    adapters,
  }
  checkFrameUrl(config.frameUrl, config.features)
  // Bundlers replace `process.env.NODE_ENV` with a literal (as React relies on), so production bundles drop
  // this branch and the warnings' texts entirely.
  // The warnings print at 'warn' and above, as `internal/log.ts` does; checked here so the first bundle does not
  // share the logger with the lazy chunks (a shared module splits the entry into more chunks).
  if (process.env.NODE_ENV !== 'production' && ['warn', 'info', 'debug'].includes(config.logLevel ?? 'error'))
    for (const warning of featureFlagWarnings(parameters, config.features)) console.warn(`[latch] ${warning}`)
  const defaultNetwork = parameters.defaultNetwork ?? parameters.networks[0]
  const isBrowser = typeof window !== 'undefined' && typeof document !== 'undefined'
  const storage = parameters.storage === undefined ? getDefaultStorage() : parameters.storage

  const emptyState: LatchState = {
    modal: { open: false, loading: false, shake: false, openedOnce: false, embedded: false },
    router: { view: 'Connect', history: [] },
    status: 'disconnected',
    connections: [],
    inactiveConnections: [],
    activeNamespace: undefined,
    activeConnectorIds: {},
    activeCaipNetworkId: defaultNetwork.caipNetworkId,
    connectedNamespaces: [],
    connectedWalletInfo: undefined,
    recentWallets: [],
    lastUsedChainId: undefined,
    connectors: [],
    balance: undefined,
    transactions: initialTransactionsState,
    tokenBalances: undefined,
    tokenBalancesLoading: false,
    tokenBalancesLastRetry: undefined,
    send: emptySendState,
    alerts: [],
    events: [],
    themeMode: parameters.themeMode ?? 'system',
    themeVariables: parameters.themeVariables ?? {},
    locale: parameters.locale ?? 'en',
    identity: undefined,
    siwxSession: undefined,
    swap: initialSwapState,
    capabilities: undefined,
    legalCheckboxAccepted: false,
    embeddedWallet: emptyEmbeddedWallet,
  }
  // A session read by the page's server (from a cookie): the store starts from it, so that its initial state,
  // which React renders on the server and while it hydrates, already shows the session being restored.
  const initialState = parameters.initialState
    ? restoringState(mergeStoredState(parameters.initialState, emptyState, config), parameters)
    : emptyState

  const store = createStore<LatchState>()(
    subscribeWithSelector(
      persist(() => initialState, {
        name: getStorageKey(parameters),
        version: STORE_VERSION,
        storage: storage ? createPersistStorage(storage) : undefined,
        partialize: persistedPart,
        migrate: (persisted, version) => migrateState(persisted, version) as LatchState,
        merge: (persisted, current) =>
          mergeStoredState(persisted as Partial<PersistedState>, current, config),
      }),
    ),
  )

  const internal: LatchInternal = {
    runtimes: new Map(),
    unwatchProviders: new Map(),
    eventListeners: new Set(),
    analytics: { state: 'idle', queue: [], forbiddenShown: false },
    alertSeq: 0,
    shakeTimer: undefined,
    stopDiscovery: undefined,
    catalogueCache: createBoundedCache(),
    storage: storage ?? undefined,
    keptPages: undefined,
    keptRequests: new Map(),
    connectWallets: undefined,
    balanceRetryBlockedUntil: 0,
    transactionsEpoch: 0,
    pendingWatchers: new Map(),
    nameCache: createBoundedCache(),
    siwxChecked: undefined,
    swap: { quoteTimer: undefined, quoteSeq: 0 },
    authListeners: new Map(),
  }
  const latch: Latch = { config, store, internal }

  if (config.siwx)
    watchSiwx(latch, () =>
      import('./actions/initializeSiwx.js').then(({ initializeSiwx }) => initializeSiwx(latch)),
    )

  if (isBrowser) {
    const perNamespace = new Map<ChainNamespace, readonly Connector[]>()
    // The embedded wallet (e-mail login) is a connector of its own; its frame loads only when it is used.
    const auth = createAuthConnector(latch)
    if (auth.length) {
      store.setState({ connectors: mergeConnectors(auth) })
    }
    const stops = adapters.map((adapter) =>
      adapter.discover?.({
        config,
        setConnectors(connectors) {
          perNamespace.set(adapter.namespace, connectors)
          store.setState({
            connectors: mergeConnectors([...[...perNamespace.values()].flat(), ...auth]),
          })
        },
        autoConnect(connectorId) {
          import('./actions/autoConnect.js')
            .then(({ autoConnect }) => autoConnect(latch, { connectorId, namespace: adapter.namespace }))
            .catch(() => {})
        },
      }),
    )
    internal.stopDiscovery = () => {
      for (const stop of stops) stop?.()
    }

    const state = store.getState()
    if (state.connectedNamespaces.length > 0 && parameters.reconnectOnLoad !== false) {
      if (state.status !== 'reconnecting') store.setState({ status: 'reconnecting' })
      // After the first paint: the restore needs the adapter's runtime, which is not in the first chunk.
      const later = () => {
        import('./actions/reconnect.js').then(({ reconnect }) => reconnect(latch)).catch(() => {})
      }
      if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(later, 0))
      else setTimeout(later, 0)
    }
  }

  return latch
}

/** A stored session that will be restored on load starts as 'reconnecting', on the server as in the browser. */
function restoringState(state: LatchState, parameters: CreateLatchParameters): LatchState {
  return state.connectedNamespaces.length > 0 && parameters.reconnectOnLoad !== false
    ? { ...state, status: 'reconnecting' }
    : state
}
