'use client'
import {
  fetchWallets,
  getWalletImageUrl,
  IMAGE_PRELOAD_TIMEOUT_MS,
  type Latch,
  PREFETCH_IMAGES_PER_PAGE,
  type WalletEntry,
} from '@latch/core'
import { useCallback, useEffect, useRef, useState } from 'react'

/** The catalogue's pages loaded so far, in order, and how the last load went. */
export type CataloguePages = {
  entries: WalletEntry[]
  count: number
  page: number
  loading: boolean
  error: boolean
}

const initialPages: CataloguePages = { entries: [], count: 0, page: 0, loading: false, error: false }

/**
 * The catalogue in pages of 40 (only its certified wallets with `badgeType`): the first page at once, the next
 * one on `loadNext` (infinite scroll, a retry). A call while a page loads, or after the last one, does nothing.
 */
export function useCataloguePages(
  latch: Latch,
  badgeType?: 'certified' | undefined,
): { pages: CataloguePages; loadNext: () => void } {
  const [pages, setPages] = useState<CataloguePages>(initialPages)
  const pagesRef = useRef<CataloguePages>(initialPages)
  const loadingRef = useRef(false)
  const update = useCallback((next: CataloguePages) => {
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
    fetchWallets(latch, badgeType ? { page, badgeType } : { page, keep: page === 1 })
      .then(({ data, count }) => {
        preloadWalletImages(latch, data)
        const previous = pagesRef.current
        update({ entries: [...previous.entries, ...data], count, page, loading: false, error: false })
      })
      .catch(() => update({ ...pagesRef.current, loading: false, error: true }))
      .finally(() => {
        loadingRef.current = false
      })
  }, [latch, update, badgeType])

  useEffect(() => {
    loadNext()
  }, [loadNext])

  return { pages, loadNext }
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
