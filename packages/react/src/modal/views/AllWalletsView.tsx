'use client'
import type { Latch } from '@latch/core'
import { useRef, useState } from 'react'
import { useT } from '../ModalContext.js'
import { SearchField } from '../SearchField.js'
import { allWalletOptions } from './allWallets/allWalletOptions.js'
import { useCataloguePages } from './allWallets/useCataloguePages.js'
import { useFeaturedWallets } from './allWallets/useFeaturedWallets.js'
import { useInfiniteScroll } from './allWallets/useInfiniteScroll.js'
import { useWalletSearch } from './allWallets/useWalletSearch.js'
import { WalletTile } from './allWallets/WalletTile.js'
import { LegalCheckbox } from './LegalCheckbox.js'
import { catalogueOption, useInstalledAndRecent, type WalletOption } from './useWalletLists.js'

const SKELETONS = Array.from({ length: 12 }, (_, i) => `skeleton-${i}`)

/**
 * All Wallets: the catalogue in pages of 40 with infinite scroll, and a search (trimmed, 300 ms debounce). The
 * Certified filter lists, and searches, only the catalogue's certified wallets.
 */
export function AllWalletsView({ latch }: { latch: Latch }) {
  const t = useT()
  const [input, setInput] = useState('')
  const [certified, setCertified] = useState(false)
  return (
    <div className="body" data-testid="view-AllWallets">
      <LegalCheckbox latch={latch} />
      <SearchField label={t('searchWallet')} testId="wallet-search" value={input} onChange={setInput} />
      <div className="tabs" role="tablist" aria-label={t('allWallets')}>
        {([false, true] as const).map((only) => (
          <button
            key={String(only)}
            type="button"
            role="tab"
            aria-selected={certified === only}
            data-testid={only ? 'wallets-filter-certified' : 'wallets-filter-all'}
            onClick={() => setCertified(only)}
          >
            {only ? t('certified') : t('allWallets')}
          </button>
        ))}
      </div>
      {/* A new filter starts its own pages and search, so no answer of the other one lands in it. */}
      <WalletGrid key={String(certified)} latch={latch} input={input} certified={certified} />
    </div>
  )
}

function WalletGrid({ latch, input, certified }: { latch: Latch; input: string; certified: boolean }) {
  const t = useT()
  const { installed, recent } = useInstalledAndRecent(latch)
  const badgeType = certified ? 'certified' : undefined
  const { pages, loadNext } = useCataloguePages(latch, badgeType)
  const featured = useFeaturedWallets(latch)
  const { search, results, searching } = useWalletSearch(latch, input, badgeType)
  const grid = useRef<HTMLDivElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)
  const more = !search && pages.page > 0 && pages.entries.length < pages.count
  useInfiniteScroll({ grid, sentinel }, more, loadNext)

  // Certified: the catalogue's answer alone, without the installed, recent and featured wallets put first.
  const options: WalletOption[] =
    search || certified
      ? (search ? (results?.query === search ? results.entries : []) : pages.entries).map((entry) =>
          catalogueOption(entry, installed),
        )
      : allWalletOptions({
          recent,
          installed,
          featured,
          catalogue: pages.entries,
          includeWalletIds: latch.config.includeWalletIds,
        })
  const loading = search ? searching : pages.loading

  return (
    <div className="wallet-grid" ref={grid} data-testid="wallet-grid" aria-busy={loading}>
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
        <div className="sentinel" ref={sentinel}>
          {typeof IntersectionObserver === 'undefined' ? (
            <button type="button" className="btn" onClick={loadNext}>
              {t('loadMore')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
