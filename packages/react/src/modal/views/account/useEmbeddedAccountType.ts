'use client'
import type { AccountType } from '@latch/core'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'

/**
 * The embedded wallet's account kind on a network with a bundler (its smart account or its key), which Account
 * shows with a switch, as AppKit does; undefined for any other connection.
 */
export function useEmbeddedAccountType(): AccountType | undefined {
  return useLatchSelector((state) => {
    const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
    if (connection?.type !== 'AUTH' || connection.namespace !== 'eip155') return undefined
    const chainId = Number(connection.caipNetworkId.split(':')[1])
    if (!state.embeddedWallet.smartAccountEnabledNetworks.includes(chainId)) return undefined
    return connection.accountType ?? 'eoa'
  })
}
