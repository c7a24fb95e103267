'use client'
import { fetchWallets, type Latch, type WalletEntry } from '@latch/core'
import { useEffect, useState } from 'react'

/** The configured featured wallets from the catalogue, in the configured order; none until they arrive. */
export function useFeaturedWallets(latch: Latch): WalletEntry[] {
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
  return featured
}
