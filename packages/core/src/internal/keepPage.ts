import { KEPT_CATALOGUE_PAGES } from '../constants.js'
import type { KeptPage, Latch } from '../types.js'
import { KEPT_PAGES_VERSION, keptPagesKey, readKeptPages } from './readKeptPages.js'

/**
 * Keeps a catalogue page with its ETag and the time the server last confirmed it, in memory and in the
 * instance's storage (the most recently confirmed `KEPT_CATALOGUE_PAGES`).
 */
export function keepPage(latch: Latch, url: string, kept: KeptPage): void {
  const pages = readKeptPages(latch)
  pages.set(url, kept)
  const newest = [...pages].sort(([, a], [, b]) => b.savedAt - a.savedAt).slice(0, KEPT_CATALOGUE_PAGES)
  for (const [stale] of pages) if (!newest.some(([keptUrl]) => keptUrl === stale)) pages.delete(stale)
  try {
    latch.internal.storage?.setItem(
      keptPagesKey(latch),
      JSON.stringify({ v: KEPT_PAGES_VERSION, pages: Object.fromEntries(newest) }),
    )
  } catch {
    // A full or refused storage only costs the next visit its instant list.
  }
}
