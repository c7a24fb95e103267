'use client'
import type { Latch } from '@latch/core'
import { useLayoutEffect } from 'react'

const DARK = '(prefers-color-scheme: dark)'

/**
 * Keeps the instance's `systemThemeMode` on the visitor's `prefers-color-scheme` while the modal exists, so a
 * modal on 'system' (the default) repaints when the system switches, without a reload. Read before the first
 * paint, so the modal never flashes the other mode.
 */
export function useSystemThemeMode(latch: Latch): void {
  useLayoutEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(DARK)
    const read = () => latch.store.setState({ systemThemeMode: query.matches ? 'dark' : 'light' })
    read()
    query.addEventListener('change', read)
    return () => query.removeEventListener('change', read)
  }, [latch])
}
