import type { WalletEntry } from '@latch/core'
import { catalogueOption, type WalletOption } from '../useWalletLists.js'

/**
 * The All Wallets grid without a search: recent, then installed wallets (only the included ones when the
 * config names some, installed ones always), then the featured wallets, then the catalogue's pages; a wallet
 * already listed (by id or rdns) is not listed again.
 */
export function allWalletOptions(lists: {
  recent: readonly WalletOption[]
  installed: readonly WalletOption[]
  featured: readonly WalletEntry[]
  catalogue: readonly WalletEntry[]
  includeWalletIds: readonly string[] | undefined
}): WalletOption[] {
  const { recent, installed, featured, catalogue, includeWalletIds: include } = lists
  const first = [...recent, ...installed.filter((w) => !recent.some((r) => r.id === w.id))]
  const seen = new Set(first.map((w) => w.id))
  const unseen = (e: WalletEntry) => !seen.has(e.id) && !(e.rdns && seen.has(e.rdns))
  const featuredEntries = featured.filter(unseen)
  for (const entry of featuredEntries) seen.add(entry.id)
  return [
    ...first.filter((w) => !include?.length || include.includes(w.id) || w.installed),
    ...featuredEntries.map((e) => catalogueOption(e, installed)),
    ...catalogue.filter(unseen).map((e) => catalogueOption(e, installed)),
  ]
}
