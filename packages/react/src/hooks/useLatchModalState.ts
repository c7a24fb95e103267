'use client'
import type { CaipNetworkId, ViewName } from '@latch/core'
import { useLatchSelector } from './useLatchSelector.js'

export type UseLatchModalStateReturnType = {
  open: boolean
  loading: boolean
  view: ViewName
  selectedNetworkId: CaipNetworkId
}

/**
 * The modal's state: whether it is open, busy, which view it shows, and the selected network.
 *
 * @example
 * const { open, selectedNetworkId } = useLatchModalState()
 */
export function useLatchModalState(): UseLatchModalStateReturnType {
  return useLatchSelector((state) => ({
    open: state.modal.open,
    loading: state.modal.loading,
    view: state.router.view,
    selectedNetworkId: state.activeCaipNetworkId,
  }))
}
