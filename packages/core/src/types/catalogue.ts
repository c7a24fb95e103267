// The server's wallet catalogue and the pages the Connect view keeps.

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
