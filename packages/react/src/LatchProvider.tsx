'use client'
import type { Latch } from '@latch/core'
import { type ReactNode, startTransition, useEffect, useState } from 'react'
import { LatchContext } from './context.js'
import { getLoadedModal, loadModal } from './loadModal.js'
import { whenIdle } from './whenIdle.js'

export type LatchProviderProps = { latch: Latch; children?: ReactNode }

/**
 * Gives the instance to the hooks and buttons below it, and mounts the modal, closed, once the page is
 * idle (its code comes from the page's own origin), or at once when it is needed earlier. A click then
 * finds everything in memory; nothing is fetched from elsewhere before a click.
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
    // At idle: the modal's code, then the modal itself mounted closed (as it stays after a first close), so
    // the click only opens it: its code has run once, its elements exist, what it shows is in memory.
    // Nothing off-origin happens here: a closed modal asks for nothing and shows no image.
    // A session being restored comes first: the modal mounts at the first idle moment after it settled.
    const cleanups: (() => void)[] = []
    const mountWhenIdle = () => {
      cleanups.push(
        whenIdle(() => {
          if (latch.store.getState().status === 'reconnecting') {
            const unsubscribe = latch.store.subscribe((state) => {
              if (state.status === 'reconnecting') return
              unsubscribe()
              mountWhenIdle()
            })
            cleanups.push(unsubscribe)
            return
          }
          // At idle this is a head start only: loadModal forgets a failure, and the modal loads when needed.
          loadModal()
            .then((m) => {
              m.warmModal(latch)
              if (!cancelled) startTransition(() => setModule(() => m))
            })
            .catch(() => {})
        }),
      )
    }
    mountWhenIdle()
    const load = () => {
      loadModal().then((m) => {
        if (!cancelled) setModule(() => m)
      })
    }
    if (needed()) load()
    // A stored session is being restored: the visitor will likely open the account view next.
    // Only the code is fetched here; the modal itself mounts on first open.
    else if (latch.store.getState().status === 'reconnecting') {
      // A failed prefetch costs nothing: loadModal forgets it, and opening the modal asks again.
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
