import type { WalletListEntry } from '@latch/api'

// The server's wallet catalogue and the pages the Connect view keeps.

/** Every field of `T` optional, and each may be given as undefined. */
type Optional<T> = { [K in keyof T]?: T[K] | undefined }

/**
 * A wallet from the catalogue (server's /getWallets), with its id and name; the rest of the catalogue's fields
 * are optional, since a wallet the widget knows otherwise (a built-in entry, a recent wallet) has only some.
 * `chains` is read-only and `badge_type` any text, wider than the catalogue's.
 */
export type WalletEntry = Pick<WalletListEntry, 'id' | 'name'> &
  Optional<Omit<WalletListEntry, 'id' | 'name' | 'chains' | 'badge_type'>> & {
    chains?: readonly string[] | undefined
    badge_type?: string | null | undefined
  }

/** A query of the catalogue (`GET /getWallets`), and whether its page is kept for the next visit. */
export type WalletQuery = {
  /** 1-based page. */
  page?: number
  entries?: number
  /** Search text; trimmed. A search asks for up to 100 entries. */
  search?: string
  /** Only these ids (defaults to the config's includeWalletIds). */
  include?: readonly string[]
  /** Never these ids (added to the config's excludeWalletIds). */
  exclude?: readonly string[]
  /** 'certified' lists only certified wallets. */
  badgeType?: 'none' | 'certified'
  /**
   * Keep the page in the instance's storage for the next visit (the Connect view's pages): a kept copy
   * younger than 30 s is answered without a request, an older one is revalidated by its ETag.
   */
  keep?: boolean
}

/** One page of the catalogue and the number of wallets matching its query. */
export type WalletPage = { data: WalletEntry[]; count: number }

/** A catalogue page kept for the next visit, with its ETag and when the server last confirmed it (ms). */
export type KeptPage = { page: WalletPage; etag: string; savedAt: number }

/** The catalogue wallets the Connect view recommends from: the configured featured ones, then the first page. */
export type ConnectWallets = { featured: WalletEntry[]; top: WalletEntry[]; count: number }
