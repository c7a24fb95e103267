import type { KeptPage, Latch } from '../types.js'

/** Bumped when the stored shape changes; other versions are ignored. */
export const KEPT_PAGES_VERSION = 1

/** Where an instance keeps its catalogue pages: beside its persisted session. */
export function keptPagesKey(latch: Latch): string {
  return `${latch.config.storageKey ?? `latch.store.${latch.config.projectId}`}.catalogue`
}

function isKeptPage(value: unknown): value is KeptPage {
  const kept = value as KeptPage | undefined
  return (
    typeof kept?.etag === 'string' &&
    typeof kept.savedAt === 'number' &&
    Array.isArray(kept.page?.data) &&
    typeof kept.page.count === 'number'
  )
}

/**
 * The catalogue pages kept in the instance's storage, by request URL: read and checked once per instance,
 * then held in memory, so the Connect view can list them in the task of the click.
 */
export function readKeptPages(latch: Latch): Map<string, KeptPage> {
  if (latch.internal.keptPages) return latch.internal.keptPages
  const pages = new Map<string, KeptPage>()
  try {
    const text = latch.internal.storage?.getItem(keptPagesKey(latch))
    const stored = text ? (JSON.parse(text) as { v?: number; pages?: Record<string, unknown> }) : undefined
    if (stored?.v === KEPT_PAGES_VERSION)
      for (const [url, kept] of Object.entries(stored.pages ?? {})) if (isKeptPage(kept)) pages.set(url, kept)
  } catch {
    // Unreadable or foreign content: start without kept pages.
  }
  latch.internal.keptPages = pages
  return pages
}
