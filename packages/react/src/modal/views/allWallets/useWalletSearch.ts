'use client'
import { fetchWallets, type Latch, SEARCH_DEBOUNCE_MS, type WalletEntry } from '@latch/core'
import { useEffect, useState } from 'react'

/** The catalogue's answer to one search, or its failure. */
export type WalletSearchResults = { query: string; entries: WalletEntry[]; error: boolean }

/**
 * The catalogue search for what the visitor types: trimmed, asked 300 ms after the last keystroke. `search`
 * is the text asked (empty without one), `results` the last answer, `searching` while the answer to the
 * current text is still to come.
 */
export function useWalletSearch(
  latch: Latch,
  input: string,
  badgeType?: 'certified' | undefined,
): { search: string; results: WalletSearchResults | undefined; searching: boolean } {
  const [search, setSearch] = useState('')
  const [results, setResults] = useState<WalletSearchResults>()

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
    fetchWallets(latch, badgeType ? { search, badgeType } : { search })
      .then(({ data }) => current && setResults({ query: search, entries: data, error: false }))
      .catch(() => current && setResults({ query: search, entries: [], error: true }))
    return () => {
      current = false
    }
  }, [latch, search, badgeType])

  const searching = Boolean(input.trim()) && (input.trim() !== search || results?.query !== search)
  return { search, results, searching }
}
