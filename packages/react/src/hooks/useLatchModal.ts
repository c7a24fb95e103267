'use client'
import { closeModal, type OpenModalParameters, openModal } from '@latch/core'
import { useMemo } from 'react'
import { loadModal } from '../loadModal.js'
import { useLatch } from './useLatch.js'

export type UseLatchModalReturnType = { open(parameters?: OpenModalParameters): void; close(): void }

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open } = useLatchModal()
 * open({ view: 'Networks' })
 */
export function useLatchModal(): UseLatchModalReturnType {
  const latch = useLatch()
  return useMemo(
    () => ({
      open(parameters) {
        void loadModal()
        openModal(latch, parameters)
      },
      close() {
        closeModal(latch)
      },
    }),
    [latch],
  )
}
