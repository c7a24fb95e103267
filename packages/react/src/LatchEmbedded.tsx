'use client'
import { setModalEmbedded } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatch } from './hooks/useLatch.js'
import { getLoadedModal, loadModal } from './loadModal.js'

/**
 * The widget inline in the page instead of a dialog: where this element stands, the modal's views show in
 * their own shadow root, always open. The buttons and `openModal` change its view; its close button (and
 * `closeModal`) returns it to Account when connected, otherwise Connect. While it is mounted no dialog
 * opens; once it unmounts the modal is a dialog again. Its code is the modal's chunk, loaded on mount.
 *
 * @example
 * <LatchProvider latch={latch}><LatchEmbedded /></LatchProvider>
 */
export function LatchEmbedded() {
  const latch = useLatch()
  const [module, setModule] = useState(getLoadedModal)
  const [host, setHost] = useState<HTMLDivElement | null>(null)

  useEffect(() => {
    setModalEmbedded(latch, { embedded: true })
    return () => setModalEmbedded(latch, { embedded: false })
  }, [latch])

  useEffect(() => {
    if (module) return
    let current = true
    // A chunk that failed to load leaves the widget empty; loadModal forgets the failure, so a next mount asks again.
    loadModal()
      .then((loaded) => current && setModule(() => loaded))
      .catch(() => {})
    return () => {
      current = false
    }
  }, [module])

  return (
    <div ref={setHost} data-latch-embedded={latch.config.projectId}>
      {module && host ? <module.LatchEmbeddedModal latch={latch} host={host} /> : null}
    </div>
  )
}
