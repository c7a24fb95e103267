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

/** All Wallets: the catalogue in pages of 40 with infinite scroll, and a search (trimmed, 300 ms debounce). */
export function AllWalletsView({ latch }: { latch: Latch }) {
  const t = useT()
  const { installed, recent } = useInstalledAndRecent(latch)
  const [input, setInput] = useState('')
  const { pages, loadNext } = useCataloguePages(latch)
  const featured = useFeaturedWallets(latch)
  const { search, results, searching } = useWalletSearch(latch, input)
  const grid = useRef<HTMLDivElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)
  const more = !search && pages.page > 0 && pages.entries.length < pages.count
  useInfiniteScroll({ grid, sentinel }, more, loadNext)

  const options: WalletOption[] = search
    ? (results?.query === search ? results.entries : []).map((entry) => catalogueOption(entry, installed))
    : allWalletOptions({
        recent,
        installed,
        featured,
        catalogue: pages.entries,
        includeWalletIds: latch.config.includeWalletIds,
      })
  const loading = search ? searching : pages.loading

  return (
    <div className="body" data-testid="view-AllWallets">
      <LegalCheckbox latch={latch} />
      <SearchField label={t('searchWallet')} testId="wallet-search" value={input} onChange={setInput} />
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
    </div>
  )
}
