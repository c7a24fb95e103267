/**
 * Business constants and limits of the product, each used by the feature it
 * describes. A constant of a feature that is not built yet (the embedded wallet's timings) joins this file
 * with that feature, not before. The supported eip155
 * chains are the predefined networks (`@latch/core/networks`).
 */

/** Wallets per catalogue page. */
export const WALLET_PAGE_SIZE = 40
/** Featured / recommended wallets shown on the Connect view. */
export const RECOMMENDED_WALLETS_LIMIT = 4
/**
 * How long a catalogue page is fresh (the server's `Cache-Control: max-age`): a kept page younger than
 * this is shown without asking the server again.
 */
export const CATALOGUE_MAX_AGE_MS = 30_000
/** Catalogue pages kept in storage for the next visit (the Connect view asks for at most two). */
export const KEPT_CATALOGUE_PAGES = 4
/** Entries requested by a wallet search. */
export const SEARCH_ENTRIES = 100
/** Wait after the last keystroke before a wallet search is sent (ms). */
export const SEARCH_DEBOUNCE_MS = 300
/** General input debounce (ms). */
export const DEBOUNCE_MS = 500
/** How many wallets of a page get their images prefetched. */
export const PREFETCH_IMAGES_PER_PAGE = 20
/** How long the modal shakes after a failure (ms). */
export const SHAKE_DURATION_MS = 500
/** Image preload gives up after this long (ms). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
/** How long a reconnect waits for the wallet's EIP-6963 announcement (ms). */
export const INJECTED_WAIT_MS = 1_000
/** Budget for revoking permissions on disconnect (ms). */
export const REVOKE_ON_DISCONNECT_MS = 100
/** Gap between retries (ms). */
export const RETRY_GAP_MS = 1_000
/** Balances are cached this long (ms). */
export const BALANCE_CACHE_MS = 30_000
/** After a failed balance fetch, fetches return an empty list for this long (ms). */
export const BALANCE_RETRY_BLOCK_MS = 30_000
/** ENS and identity cache (ms). */
export const IDENTITY_CACHE_MS = 5 * 60_000
/** Entries an in-memory cache of an instance holds at most (names, catalogue pages); the oldest goes first. */
export const STORAGE_CACHE_LIMIT = 8192
/** Pairing is treated as expired when this much time or less remains (ms). */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** Lifetime of a new pairing (ms). */
export const NEW_PAIRING_MS = 4 * 60_000
/** Receipt wait (ms). */
export const RECEIPT_WAIT_MS = 25_000
/** Pending transaction polling interval (ms), off by default. */
export const PENDING_POLLING_MS = 30_000
/**
 * A pending transaction is watched for at most this many receipt waits (of RECEIPT_WAIT_MS each), then the
 * watcher stops and the transaction stays pending in the list.
 */
export const PENDING_WATCH_MAX_ATTEMPTS = 99
/** Fungible transfer quantities are shown to 3 decimals in the transactions list. */
export const TRANSACTION_QUANTITY_DECIMALS = 3

/** JSON-RPC transport. */
export const RPC_TIMEOUT_MS = 10_000
export const RPC_BATCH_SIZE = 1_000
export const RPC_FALLBACK_POLLING_MS = 4_000
export const RPC_RANK_SAMPLE_COUNT = 10
export const RPC_RANK_WEIGHTS = { stability: 0.7, latency: 0.3 } as const

/** Native balances are shown to 3 decimals, token balances to 2. */
export const BALANCE_DECIMALS = 3
export const TOKEN_BALANCE_DECIMALS = 2

/** Swap constants. */
/** Gas assumed for a swap before its transaction is built (the quote's gas fee in USD uses it). */
export const SWAP_ASSUMED_GAS_UNITS = 150_000n
export const SWAP_SLIPPAGE_TOLERANCE = 1
export const SWAP_TARGET_DECIMALS = 6
export const SWAP_MESSAGE_DECIMALS = 3
/**
 * The allowance an approval asks for when the dApp opts into unlimited approvals
 * (`createLatch({ swaps: { unlimitedApproval: true } })`); by default an approval covers the swap's amount.
 */
export const SWAP_APPROVAL_AMOUNT = 2n ** 256n - 1n
/** The native coin's token address in CAIP-10 token lists, prices, swaps and analytics (`eip155:<id>:0xeeee…eeee`). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Defaults. */
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1'
/** A chain id at or above 2^31 is invalid for coin-type conversion. */
export const MAX_COIN_TYPE_CHAIN_ID = 2 ** 31

/** Connector ids. */
export const CONNECTOR_IDS = {
  walletConnect: 'walletConnect',
  injected: 'injected',
  announced: 'announced',
  coinbaseWallet: 'coinbaseWallet',
  coinbaseWalletSDK: 'coinbaseWalletSDK',
  safe: 'safe',
  ledger: 'ledger',
  okx: 'okx',
  eip6963: 'eip6963',
  auth: 'ID_AUTH',
} as const

/** Connector names treated as the same wallet. */
export const CONNECTOR_NAME_ALIASES: Readonly<Record<string, string>> = { 'Trust Wallet': 'Trust' }

/** SDK identification sent to the server. */
export const SDK_TYPE = 'latch'
export const SDK_VERSION = 'react-latch-0.1.0'

/** Persisted state version; bump with a migrate step. */
export const STORE_VERSION = 1
// The on-ramp's constants live with it (ONRAMP_RESTRICTED_TIMEZONES in actions/getIsOnrampAvailable.ts, the
// status polling interval in its progress view): this module is in every page's initial JS, and they are not.
