'use client'
import {
  fetchWallets,
  getWalletImageUrl,
  IMAGE_PRELOAD_TIMEOUT_MS,
  type Latch,
  PREFETCH_IMAGES_PER_PAGE,
  SEARCH_DEBOUNCE_MS,
  type WalletEntry,
} from '@latch/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { CheckIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { SearchField } from '../SearchField.js'
import { WalletImage } from '../WalletImage.js'
import { LegalCheckbox } from './LegalCheckbox.js'
import { useWalletChoiceBlocked } from './useWalletChoiceBlocked.js'
import { catalogueOption, useInstalledAndRecent, type WalletOption } from './useWalletLists.js'
import { chooseWallet, walletImage } from './WalletRow.js'

type Pages = { entries: WalletEntry[]; count: number; page: number; loading: boolean; error: boolean }
const SKELETONS = Array.from({ length: 12 }, (_, i) => `skeleton-${i}`)
const initialPages: Pages = { entries: [], count: 0, page: 0, loading: false, error: false }

/** All Wallets: the catalogue in pages of 40 with infinite scroll, and a search (trimmed, 300 ms debounce). */
export function AllWalletsView({ latch }: { latch: Latch }) {
  const t = useT()
  const { installed, recent } = useInstalledAndRecent(latch)
  const [input, setInput] = useState('')
  const [search, setSearch] = useState('')
  const [pages, setPages] = useState<Pages>(initialPages)
  const [results, setResults] = useState<{ query: string; entries: WalletEntry[]; error: boolean }>()
  const gridRef = useRef<HTMLDivElement>(null)
  const sentinelRef = useRef<HTMLDivElement>(null)
  const loadingRef = useRef(false)

  const pagesRef = useRef<Pages>(initialPages)
  const update = useCallback((next: Pages) => {
    pagesRef.current = next
    setPages(next)
  }, [])

  const loadNext = useCallback(() => {
    const current = pagesRef.current
    if (loadingRef.current || (current.page > 0 && current.entries.length >= current.count)) return
    loadingRef.current = true
    const page = current.page + 1
    update({ ...current, loading: true, error: false })
    // The first page is the one the Connect view keeps: usually in memory already.
    fetchWallets(latch, { page, keep: page === 1 })
      .then(({ data, count }) => {
        preloadWalletImages(latch, data)
        const previous = pagesRef.current
        update({ entries: [...previous.entries, ...data], count, page, loading: false, error: false })
      })
      .catch(() => update({ ...pagesRef.current, loading: false, error: true }))
      .finally(() => {
        loadingRef.current = false
      })
  }, [latch, update])

  useEffect(() => {
    loadNext()
  }, [loadNext])

  const [featured, setFeatured] = useState<WalletEntry[]>([])
  useEffect(() => {
    const ids = latch.config.featuredWalletIds ?? []
    if (!ids.length) return
    let current = true
    // Without the featured wallets the list still shows every wallet, in the catalogue's order.
    fetchWallets(latch, { include: ids, entries: ids.length })
      .then(({ data }) => {
        // Featured wallets keep the configured order.
        if (current)
          setFeatured(
            ids.map((id) => data.find((w) => w.id === id)).filter((w): w is WalletEntry => Boolean(w)),
          )
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [latch])

  useEffect(() => {
    const text = input.trim()
    if (!text) {
      setSearch('')
      return
    }
    const timer = setTimeout(() => setSearch(text), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [input])

  useEffect(() => {
    if (!search) return setResults(undefined)
    let current = true
    fetchWallets(latch, { search })
      .then(({ data }) => current && setResults({ query: search, entries: data, error: false }))
      .catch(() => current && setResults({ query: search, entries: [], error: true }))
    return () => {
      current = false
    }
  }, [latch, search])

  const more = !search && pages.page > 0 && pages.entries.length < pages.count

  // The sentinel exists only while more pages remain, so the observer follows `more`.
  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!more || !sentinel || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadNext(),
      {
        root: gridRef.current,
        rootMargin: '0px 0px 200px 0px',
      },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [loadNext, more])

  let options: WalletOption[]
  if (search) {
    options = (results?.query === search ? results.entries : []).map((entry) =>
      catalogueOption(entry, installed),
    )
  } else {
    const first = [...recent, ...installed.filter((w) => !recent.some((r) => r.id === w.id))]
    const seen = new Set(first.map((w) => w.id))
    const include = latch.config.includeWalletIds
    const featuredOptions = featured.filter((e) => !seen.has(e.id) && !(e.rdns && seen.has(e.rdns)))
    for (const entry of featuredOptions) seen.add(entry.id)
    options = [
      ...first.filter((w) => !include?.length || include.includes(w.id) || w.installed),
      ...featuredOptions.map((e) => catalogueOption(e, installed)),
      ...pages.entries
        .filter((e) => !seen.has(e.id) && !(e.rdns && seen.has(e.rdns)))
        .map((e) => catalogueOption(e, installed)),
    ]
  }
  const searching = Boolean(input.trim()) && (input.trim() !== search || results?.query !== search)
  const loading = search ? searching : pages.loading

  return (
    <div className="body" data-testid="view-AllWallets">
      <LegalCheckbox latch={latch} />
      <SearchField label={t('searchWallet')} testId="wallet-search" value={input} onChange={setInput} />
      <div className="wallet-grid" ref={gridRef} data-testid="wallet-grid" aria-busy={loading}>
        {options.map((option) => (
          <WalletTile
            key={`${option.installed ? 'i' : 'c'}-${option.id}`}
            latch={latch}
            option={option}
            installedLabel={t('installed')}
          />
        ))}
        {loading
          ? SKELETONS.slice(0, options.length ? 4 : 12).map((id) => (
              <div key={id} className="tile skeleton" aria-hidden="true" />
            ))
          : null}
        {!loading && options.length === 0 ? (
          <div className="empty" data-testid="wallets-empty">
            {(search ? results?.error : pages.error) ? t('walletsUnavailable') : t('noWalletFound')}
          </div>
        ) : null}
        {!search && pages.error && options.length > 0 ? (
          <div className="empty">
            <button type="button" className="btn" onClick={loadNext}>
              {t('retry')}
            </button>
          </div>
        ) : null}
        {more ? (
          <div className="sentinel" ref={sentinelRef}>
            {typeof IntersectionObserver === 'undefined' ? (
              <button type="button" className="btn" onClick={loadNext}>
                {t('loadMore')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}

/** The first 20 icons of a page start loading at once; a slow image is given up after 2 s. */
function preloadWalletImages(latch: Latch, wallets: readonly WalletEntry[]): void {
  for (const wallet of wallets.slice(0, PREFETCH_IMAGES_PER_PAGE)) {
    if (!wallet.image_id) continue
    const image = new Image()
    const timer = setTimeout(() => image.removeAttribute('src'), IMAGE_PRELOAD_TIMEOUT_MS)
    image.onload = image.onerror = () => clearTimeout(timer)
    image.src = getWalletImageUrl(latch, wallet.image_id)
  }
}

function WalletTile({
  latch,
  option,
  installedLabel,
}: {
  latch: Latch
  option: WalletOption
  installedLabel: string
}) {
  const blocked = useWalletChoiceBlocked(latch)
  return (
    <button
      type="button"
      className="tile"
      data-testid={`wallet-option-${option.id}`}
      data-installed={option.installed}
      aria-label={option.installed ? `${option.name} (${installedLabel})` : option.name}
      title={option.name}
      disabled={blocked}
      onClick={() => chooseWallet(latch, option)}
    >
      <WalletImage src={walletImage(latch, option)} name={option.name} />
      <span className="tname">{option.name}</span>
      {option.installed ? (
        <span className="dot" aria-hidden="true">
          <CheckIcon />
        </span>
      ) : null}
    </button>
  )
}
