import type { HistoryTransfer, OperationType, TransactionHistoryItem } from '@latch/api'
import type { CaipAddress, CaipNetworkId } from './caip.js'

// The Activity view's transaction history.

/** What a transaction did for the account (the server's classification; `buy` an on-ramp purchase). */
export type TransactionOperationType = OperationType

type FungibleInfo = NonNullable<HistoryTransfer['fungible_info']>
type NftInfo = NonNullable<HistoryTransfer['nft_info']>

/**
 * One movement of value in a transaction: a fungible token (or the native currency) or an NFT. The server's
 * transfer, with the token's icon and the NFT's preview optional: a transaction this instance sent is listed
 * before the server describes it. `quantity.numeric` is a decimal amount in token units, e.g. `'1.5'`.
 */
export type TransactionTransfer = Omit<HistoryTransfer, 'fungible_info' | 'nft_info'> & {
  fungible_info?: (Omit<FungibleInfo, 'icon'> & { icon?: FungibleInfo['icon'] | undefined }) | undefined
  nft_info?:
    | (Omit<NftInfo, 'content'> & {
        content?: { preview?: NftInfo['content']['preview'] | undefined } | undefined
      })
    | undefined
}

type HistoryMetadata = TransactionHistoryItem['metadata']

/**
 * A transaction history item: the server's, and the ones this instance sent that the history does not list
 * yet. Those may have failed and may have no hash yet, so `status` adds 'failed' and `hash` is optional;
 * `chain` is any CAIP-2 network id an adapter brings. `minedAt` is the ISO 8601 time the block was mined (for
 * a pending transaction: when it was sent); `id` is `namespace:chainId:hash`.
 */
export type Transaction = Omit<TransactionHistoryItem, 'metadata' | 'transfers'> & {
  metadata: Omit<HistoryMetadata, 'chain' | 'status' | 'hash'> & {
    chain: CaipNetworkId
    status: 'confirmed' | 'pending' | 'failed'
    hash?: string | undefined
  }
  transfers: readonly TransactionTransfer[]
}

/** The transactions list of the Activity view. */
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
