'use client'
import type { Latch } from '@latch/core'
import { type ReactNode, useEffect, useState } from 'react'
import { LatchContext } from './context.js'
import { getLoadedModal, loadModal } from './loadModal.js'

export type LatchProviderProps = { latch: Latch; children?: ReactNode }

/**
 * Gives the instance to the hooks and buttons below it, and mounts the modal the first time it is needed
 * (its code is loaded then, or earlier when a button is hovered or focused).
 *
 * @example
 * <LatchProvider latch={latch}><ConnectButton /></LatchProvider>
 */
export function LatchProvider({ latch, children }: LatchProviderProps) {
  return (
    <LatchContext.Provider value={latch}>
      {children}
      <ModalMount latch={latch} />
    </LatchContext.Provider>
  )
}

function ModalMount({ latch }: { latch: Latch }) {
  const [module, setModule] = useState(getLoadedModal)
  useEffect(() => {
    if (module) return
    const needed = (state = latch.store.getState()) => state.modal.open || state.alerts.length > 0
    let cancelled = false
    const cleanups: (() => void)[] = []
    const load = () => {
      loadModal().then((m) => {
        if (!cancelled) setModule(() => m)
      })
    }
    if (needed()) load()
    // A stored session is being restored: the visitor will likely open the account view next.
    // Only the code is fetched here; the modal itself mounts on first open.
    else if (latch.store.getState().status === 'reconnecting') {
      const timer = setTimeout(() => void loadModal().catch(() => {}), 0)
      cleanups.push(() => clearTimeout(timer))
    }
    const unsubscribe = latch.store.subscribe((state) => {
      if (!needed(state)) return
      // Prefetched on hover: mount in the same render as the click, without waiting for a promise.
      const ready = getLoadedModal()
      if (ready) setModule(() => ready)
      else load()
    })
    return () => {
      cancelled = true
      unsubscribe()
      for (const cleanup of cleanups) cleanup()
    }
  }, [latch, module])
  if (!module) return null
  return <module.LatchModal latch={latch} />
}
