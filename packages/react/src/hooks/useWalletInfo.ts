'use client'
import type { WalletInfo } from '@latch/core'
import { useLatchSelector } from './useLatchSelector.js'

export type UseWalletInfoReturnType = { walletInfo: WalletInfo | undefined }

/**
 * The connected wallet's id, name and icon.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 */
export function useWalletInfo(): UseWalletInfoReturnType {
  return useLatchSelector((state) => ({ walletInfo: state.connectedWalletInfo }))
}
