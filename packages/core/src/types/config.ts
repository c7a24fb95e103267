import type { Adapter, ConnectionAccount } from './adapter.js'
import type { CaipNetwork, ChainNamespace } from './caip.js'
import type { LatchInitialState } from './latch.js'
import type { SIWXConfig } from './siwx.js'

// What `createLatch` is configured with: features, theme, metadata, storage, WalletConnect.

export type Features = {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  /** "Continue with a passkey" beside the e-mail login (the embedded wallet's passkeys, on its frame). */
  passkey: boolean
  socials: readonly SocialProvider[] | false
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  /**
   * Several wallets connected at once, one active per namespace (AppKit's `multiWallet`, off by default):
   * connecting another wallet keeps the current one connected but inactive, and the wallets view switches
   * between them. Off, connecting a wallet replaces the namespace's connection.
   */
  multiWallet: boolean
  walletFeaturesOrder: readonly WalletFeature[]
  connectMethodsOrder: readonly ConnectMethod[]
}

export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'

export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

export type ConnectMethod = 'email' | 'social' | 'wallet'

/** The modal's colours: forced light or dark, or 'system' to follow the visitor's `prefers-color-scheme`. */
export type ThemeMode = 'light' | 'dark' | 'system'

/** The colours the modal paints with: a `ThemeMode` once 'system' is answered. */
export type ResolvedThemeMode = 'light' | 'dark'

/** How much Latch writes to the console: each level includes the more severe ones; 'silent' writes nothing. */
export type LogLevel = 'error' | 'warn' | 'info' | 'debug' | 'silent'

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

/** Configuration of `createLatch`. */
export type LatchConfig = {
  projectId: string
  /**
   * Base URL of the Latch server. Required on a page that is not on localhost (`createLatch` throws
   * `ApiUrlRequiredError`); a page on localhost defaults to `http://127.0.0.1:8787`.
   */
  apiUrl?: string
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  adapters?: readonly Adapter[]
  defaultNetwork?: CaipNetwork
  metadata?: Metadata
  features?: Partial<Features>
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /**
   * The modal's language, a BCP 47 tag ('de', 'pt-BR', 'ar'). Without it the modal takes the first of the
   * browser's preferred languages it has texts for, once it loads in the browser; a page rendered on a server
   * passes the visitor's locale here so the first paint is in it. `setLocale` changes it later.
   */
  locale?: string | undefined
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  /** Defaults to localStorage in a browser, and to nothing on a server. */
  storage?: LatchStorage | null
  /** Key under which the state is stored. Defaults to `latch.store.<projectId>`. */
  storageKey?: string
  /**
   * The stored session as the page's server read it (`cookieToInitialState`, with `storage: cookieStorage`):
   * the instance starts from it, so the server's HTML and the first render in the browser agree, and show the
   * session's account while it is restored.
   */
  initialState?: LatchInitialState | undefined
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
  /**
   * The embedded-wallet frame (e-mail login), on the operator's own origin. Default `http://127.0.0.1:8789`
   * (`npm start`). Used when the `email` feature is on.
   */
  frameUrl?: string
  /** The frame logs the messages it drops to its console. */
  enableFrameLogger?: boolean
  /**
   * The kind of account each namespace starts on, by namespace, when the wallet offers several and the visitor
   * chose none: `{ eip155: 'eoa' }` makes the embedded wallet act as its key rather than its smart account.
   * Defaults to each adapter's (eip155 'smartAccount', bip122 'payment', solana and polkadot 'eoa').
   */
  defaultAccountTypes?: Partial<Record<ChainNamespace, ConnectionAccount['type']>>
  /** What Latch writes to the console (default 'error'): 'warn' adds configuration warnings, 'debug' everything. */
  logLevel?: LogLevel
}
