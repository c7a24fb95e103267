'use client'
import type { LatchState } from '@latch/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { shallowEqual } from './shallowEqual.js'
import { useLatch } from './useLatch.js'

/**
 * A slice of the instance's state, re-rendering only when the slice changes (shallow comparison).
 * On the server and during hydration it reads the state before the stored session was applied, so the
 * first client render matches the server's HTML.
 *
 * @example
 * const open = useLatchSelector((state) => state.modal.open)
 */
export function useLatchSelector<T>(selector: (state: LatchState) => T, isEqual = shallowEqual): T {
  const latch = useLatch()
  const cache = useRef<{ value: T } | null>(null)
  const selectorRef = useRef(selector)
  selectorRef.current = selector
  const getSnapshot = useCallback(() => {
    const next = selectorRef.current(latch.store.getState())
    if (cache.current && isEqual(cache.current.value, next)) return cache.current.value
    cache.current = { value: next }
    return next
  }, [latch, isEqual])
  const serverCache = useRef<{ value: T } | null>(null)
  const getServerSnapshot = useCallback(() => {
    serverCache.current ??= { value: selectorRef.current(latch.store.getInitialState()) }
    return serverCache.current.value
  }, [latch])
  return useSyncExternalStore(latch.store.subscribe, getSnapshot, getServerSnapshot)
}
