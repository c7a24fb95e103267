import type { CaipAddress, CaipNetworkId } from './caip.js'

// The Activity view's transaction history.

/** What a transaction did for the account (the server's classification). */
export type TransactionOperationType =
  | 'send'
  | 'receive'
  | 'trade'
  | 'mint'
  | 'burn'
  | 'approve'
  | 'execute'
  /** An on-ramp purchase (history asked with `onramp`). */
  | 'buy'

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
