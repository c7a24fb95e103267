import type { ConnectionAccount } from './adapter.js'
import type { CaipNetwork } from './caip.js'

// What a namespace is, as its adapter declares it: read synchronously by core and the modal, so it carries no
// chain library.

/** What the widget offers on a namespace's networks. */
export type NamespaceFeatures = {
  /** Send: the Account view's Send action and `sendToken` (needs a runtime that sends). */
  send: boolean
  /** The name service: the account's name, Choose a name, and a name typed as Send's receiver. */
  names: boolean
  /** On-ramp providers deliver to this namespace's accounts ("Buy crypto"). */
  onramp: boolean
  /** The account's transaction history (the Account view's Activity). */
  activity: boolean
  /** The embedded wallet (e-mail and social logins) holds an account in this namespace beside its eip155 one. */
  embeddedWallet: boolean
}

/** How a send's network fee is priced and shown. */
export type NamespaceFee = {
  /**
   * The units the server's gas price is multiplied by for a send's fee: a transfer's assumed gas on eip155;
   * 1 where the server's price is already a transfer's whole fee (Solana's lamports).
   */
  gasUnits: bigint
  /**
   * Whether a coin send carries the gas price shown (eip155's legacy pricing). Otherwise the runtime prices its
   * own fee (per signature, per virtual byte, by weight) and takes the receiver as written.
   */
  sendsGasPrice: boolean
  /** The fee in USD when the coin has a price, or always in the coin (a fee of a fraction of a cent). */
  shownIn: 'usd' | 'coin'
}

/** Where the Send view's token balances come from. */
export type NamespaceBalances = {
  /** The server's data API, or the network's coin as the runtime reads it from the chain (no data API serves it). */
  source: 'dataApi' | 'chain'
  /** The balance counts the mempool (an Esplora balance), so it changes with the broadcast, not with the block. */
  countsMempool: boolean
}

/** The page a wallet's in-app browser is asked to open. */
export type BrowsedPage = {
  /** The page's whole URL. */
  href: string
  /** The page's origin, which the wallet shows as the site asking. */
  origin: string
}

/**
 * A wallet of the namespace that connects only to pages it injects into (it answers no WalletConnect deep
 * link): on a phone without it, choosing it opens the page inside the wallet's own browser.
 */
export type InWalletBrowser = {
  /** The name it registers under with the namespace's discovery: on the page, it is that connector. */
  name: string
  /** The ids the catalogue and other wallet lists know it by (catalogue id, rdns, explorer id). */
  walletIds: readonly string[]
  /** The link that opens `page` in the wallet's browser. */
  browseLink(page: BrowsedPage): string
}

/** The text a failed send shows: the general one, or a namespace's own wording. */
export type SendFailedText = 'somethingWentWrong' | 'sendFailedSolana'

/**
 * A namespace as its adapter describes it: small, synchronous and free of chain libraries (it sits in the first
 * bundle with the adapter's descriptor). Core and the modal ask it instead of naming namespaces.
 */
export type NamespaceProfile = {
  /** The namespace's name for people, as on-ramp providers list where they deliver: 'EVM', 'Solana'. */
  label: string
  /** Whether `value` has the shape of an address of the namespace (the runtime checks checksums before it signs). */
  isValidAddress(value: string): boolean
  /** The receiver as the runtime takes it (eip155 adds a missing 0x); by default as written. */
  toReceiver?(address: string): string
  /** What Receive's QR code carries for an address (a payment URI the namespace's scanners open); by default the address. */
  receiveUri?(address: string): string
  fee: NamespaceFee
  balances: NamespaceBalances
  /** The text a failed send shows; by default 'Something went wrong'. */
  sendFailedText?: SendFailedText
  features: NamespaceFeatures
  /**
   * The kind of account a connection starts on when its wallet connects several and the visitor chose none
   * (Bitcoin's 'payment', not its 'ordinal'; eip155's embedded wallet its 'smartAccount'). The dApp's
   * `defaultAccountTypes` overrides it.
   */
  defaultAccountType: ConnectionAccount['type']
  /** Wallets reached on a phone by opening the page in their own browser (Solana's Phantom, Solflare, Backpack). */
  inWalletBrowsers?: readonly InWalletBrowser[]
  /** The networks the adapter's package predefines (its `/networks` entry point). */
  networks?: readonly CaipNetwork[]
}
