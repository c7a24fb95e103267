import { createHash } from 'node:crypto'
import type { WalletListEntry } from '@latch/api'
import { asc } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { messageOf, serverLog } from '../logging/serverLog.js'
import { wallets } from './catalogueTables.js'
import { type PreparedPage, preparePage } from './preparePage.js'

export type WalletQuery = {
  page: number
  entries: number
  chains?: string[] | undefined
  include?: string[] | undefined
  exclude?: string[] | undefined
  search?: string | undefined
  badgeType?: 'none' | 'certified' | undefined
}

type IndexedWallet = { entry: WalletListEntry; nameLower: string; namespaces: Set<string> }

type Snapshot = { version: string; wallets: IndexedWallet[]; loadedAt: number }

export type CatalogueStore = {
  /** The prepared answer of a query (JSON, ETag, encodings) in the current snapshot, prepared on first use. */
  getPreparedPage(query: WalletQuery): Promise<PreparedPage>
  /**
   * The prepared answer of a query when the current snapshot already holds it, without waiting; undefined
   * otherwise (then `getPreparedPage`). Pass the same query object each time: its key is computed once.
   */
  peekPreparedPage(query: WalletQuery): PreparedPage | undefined
  /** Pure query over the current snapshot, for callers that want objects. */
  queryWallets(query: WalletQuery): Promise<{ data: WalletListEntry[]; count: number }>
  /** Forces the next read to reload from the database. */
  invalidate(): void
}

const maxCachedPages = 2_000

/** The CAIP-2 namespaces of a list of chains (`eip155:1,eip155:137,solana:5eyk…` → eip155, solana). */
function namespacesOf(chains: readonly string[]): Set<string> {
  return new Set(chains.map((chain) => chain.slice(0, chain.indexOf(':'))))
}

/**
 * A `chains` filter lists the wallets that support one of the requested chains' namespaces: the widget asks
 * with the dApp's networks, and a wallet that speaks a namespace adds any of its chains on request (an EVM
 * wallet through `wallet_addEthereumChain`), so a devnet or a new L2 that no wallet lists still finds every
 * EVM wallet. Wallets without chain data are listed as EVM wallets (their `chains` field stays empty, as the
 * data says nothing more).
 */
function matchesNamespaces(wallet: IndexedWallet, namespaces: ReadonlySet<string>): boolean {
  if (wallet.namespaces.size === 0) return namespaces.has('eip155')
  for (const namespace of wallet.namespaces) if (namespaces.has(namespace)) return true
  return false
}

function filterWallets(snapshot: Snapshot, query: WalletQuery): IndexedWallet[] {
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = query.exclude?.length ? new Set(query.exclude) : undefined
  const search = query.search?.trim().toLowerCase()
  const namespaces = query.chains?.length ? namespacesOf(query.chains) : undefined
  const certifiedOnly = query.badgeType === 'certified'
  if (!include && !exclude && !search && !namespaces && !certifiedOnly) return snapshot.wallets
  return snapshot.wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.entry.id)) &&
      !exclude?.has(wallet.entry.id) &&
      (!certifiedOnly || wallet.entry.badge_type === 'certified') &&
      (!search || wallet.nameLower.includes(search)) &&
      (!namespaces || matchesNamespaces(wallet, namespaces)),
  )
}

function pageOf(snapshot: Snapshot, query: WalletQuery): { data: WalletListEntry[]; count: number } {
  const matching = filterWallets(snapshot, query)
  const start = (query.page - 1) * query.entries
  return {
    data: matching.slice(start, start + query.entries).map((wallet) => wallet.entry),
    count: matching.length,
  }
}

function queryKey(query: WalletQuery): string {
  const list = (values: string[] | undefined) => (values ? [...values].sort().join(',') : '')
  return [
    query.page,
    query.entries,
    // Chains of the same namespaces ask for the same wallets: one prepared answer serves them all.
    query.chains ? [...namespacesOf(query.chains)].sort().join(',') : '',
    list(query.include),
    list(query.exclude),
    query.search?.trim().toLowerCase() ?? '',
    query.badgeType ?? '',
  ].join('|')
}

/**
 * The wallet catalogue served from memory. The embedded database is single-threaded, so requests never
 * query it: a snapshot is loaded from the database and reloaded in the background once older than
 * `ttlMs` (so catalogue changes made by another process appear within that time), and each query's
 * answer is prepared once per snapshot (JSON, ETag, gzip and brotli; see `preparePage`).
 */
export function createCatalogueStore(db: Database, options: { ttlMs?: number } = {}): CatalogueStore {
  const ttlMs = options.ttlMs ?? 30_000
  let snapshot: Snapshot | undefined
  let loading: Promise<Snapshot> | undefined
  // Prepared answers of the current snapshot, and those being prepared; both replaced when it changes.
  let pages = new Map<string, PreparedPage>()
  let preparing = new Map<string, Promise<PreparedPage>>()
  const keys = new WeakMap<WalletQuery, string>()
  const keyOf = (query: WalletQuery) => {
    let key = keys.get(query)
    if (key === undefined) {
      key = queryKey(query)
      keys.set(query, key)
    }
    return key
  }

  async function load(): Promise<Snapshot> {
    const rows = await db.select().from(wallets).orderBy(asc(wallets.rank), asc(wallets.id))
    const indexed = rows.map(
      (row): IndexedWallet => ({
        entry: {
          id: row.id,
          name: row.name,
          image_id: row.imageId,
          rdns: row.rdns,
          mobile_link: row.mobileLink,
          desktop_link: row.desktopLink,
          webapp_link: row.webappLink,
          homepage: row.homepage,
          app_store: row.appStore,
          play_store: row.playStore,
          chrome_store: row.chromeStore,
          chains: row.chains,
          explorer_id: row.explorerId,
          badge_type: row.badgeType === 'certified' ? 'certified' : 'none',
        },
        nameLower: row.name.toLowerCase(),
        namespaces: namespacesOf(row.chains),
      }),
    )
    // The version is a digest of the content, so ETags survive restarts and agree across replicas.
    const version = createHash('sha256')
      .update(JSON.stringify(indexed.map((wallet) => wallet.entry)))
      .digest('base64url')
      .slice(0, 16)
    return { version, wallets: indexed, loadedAt: Date.now() }
  }

  function refresh(): Promise<Snapshot> {
    loading ??= load()
      .then((next) => {
        if (next.version !== snapshot?.version) {
          pages = new Map()
          preparing = new Map()
        }
        snapshot = next
        return next
      })
      .finally(() => {
        loading = undefined
      })
    return loading
  }

  /** The snapshot now, starting a background reload once it is older than the TTL. */
  function currentNow(): Snapshot | undefined {
    if (snapshot && Date.now() - snapshot.loadedAt >= ttlMs) {
      // Serve the current snapshot while a fresh one loads; a failed reload keeps the old one.
      refresh().catch((error: unknown) =>
        serverLog.error({ reason: messageOf(error) }, 'catalogue reload failed'),
      )
    }
    return snapshot
  }

  async function current(): Promise<Snapshot> {
    return currentNow() ?? refresh()
  }

  async function queryWallets(query: WalletQuery) {
    return pageOf(await current(), query)
  }

  return {
    queryWallets,
    peekPreparedPage(query) {
      return currentNow() ? pages.get(keyOf(query)) : undefined
    },
    async getPreparedPage(query) {
      // The snapshot the maps belong to: the latest, whichever call loaded it.
      const loaded = await current()
      const from = snapshot ?? loaded
      const key = keyOf(query)
      const ready = pages.get(key)
      if (ready) return ready
      const pending = preparing.get(key)
      if (pending) return pending
      // Kept in the maps of the snapshot it was prepared from, never in a newer one's.
      const into = pages
      const inFlight = preparing
      const etag = `"${from.version}-${createHash('sha1').update(key).digest('base64url').slice(0, 12)}"`
      const prepared = preparePage(JSON.stringify(pageOf(from, query)), etag)
        .then((page) => {
          if (into.size >= maxCachedPages) {
            const oldest = into.keys().next().value
            if (oldest !== undefined) into.delete(oldest)
          }
          into.set(key, page)
          return page
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, prepared)
      return prepared
    },
    invalidate() {
      if (snapshot) snapshot = { ...snapshot, loadedAt: 0 }
    },
  }
}
