'use client'
import { type DisconnectParameters, disconnect } from '@latch/core'
import { useCallback } from 'react'
import { useLatch } from './useLatch.js'

export type UseDisconnectReturnType = { disconnect(parameters?: DisconnectParameters): Promise<void> }

/**
 * Disconnects the wallet.
 *
 * @example
 * const { disconnect } = useDisconnect()
 */
export function useDisconnect(): UseDisconnectReturnType {
  const latch = useLatch()
  return {
    disconnect: useCallback((parameters?: DisconnectParameters) => disconnect(latch, parameters), [latch]),
  }
}
