'use client'
import { type GetAccountReturnType, getAccount } from '@latch/core'
import { useLatch } from './useLatch.js'
import { useLatchSelector } from './useLatchSelector.js'

export type UseLatchAccountReturnType = GetAccountReturnType

/**
 * The connected account: address, CAIP-10 address, connection status.
 *
 * @example
 * const { address, isConnected, status } = useLatchAccount()
 */
export function useLatchAccount(): UseLatchAccountReturnType {
  const latch = useLatch()
  return useLatchSelector((state) => getAccount(latch, state))
}
