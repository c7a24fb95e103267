'use client'
import {
  type GetNetworkReturnType,
  getNetwork,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '@latch/core'
import { useCallback } from 'react'
import { useLatch } from './useLatch.js'
import { useLatchSelector } from './useLatchSelector.js'

export type UseLatchNetworkReturnType = GetNetworkReturnType & {
  switchNetwork(caipNetworkId: string): Promise<SwitchNetworkReturnType>
}

/**
 * The active network and a function to switch networks.
 *
 * @example
 * const { caipNetworkId, switchNetwork } = useLatchNetwork()
 * await switchNetwork('eip155:31338')
 */
export function useLatchNetwork(): UseLatchNetworkReturnType {
  const latch = useLatch()
  const network = useLatchSelector((state) => getNetwork(latch, state))
  const switchTo = useCallback((caipNetworkId: string) => switchNetwork(latch, { caipNetworkId }), [latch])
  return { ...network, switchNetwork: switchTo }
}
