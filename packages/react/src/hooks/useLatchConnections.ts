'use client'
import {
  type ChainNamespace,
  type GetConnectionsReturnType,
  getConnections,
  type RecentWallet,
} from '@latch/core'
import { useMemo } from 'react'
import { useLatch } from './useLatch.js'
import { useLatchSelector } from './useLatchSelector.js'

export type UseLatchConnectionsParameters = { namespace?: ChainNamespace | undefined }
export type UseLatchConnectionsReturnType = {
  /** The wallets connected now, each namespace's active one first (`active: true`). */
  connections: GetConnectionsReturnType
  /** The wallets used before on this site, most recent first, for a one-click reconnect. */
  recentWallets: readonly RecentWallet[]
}

/**
 * The wallets connected now (AppKit's `useAppKitConnections`): with `features.multiWallet`, the active one of
 * each namespace and the others still connected beside it.
 *
 * @example
 * const { connections } = useLatchConnections({ namespace: 'eip155' })
 * connections.map((c) => `${c.name} ${c.address}${c.active ? ' (active)' : ''}`)
 */
export function useLatchConnections(
  parameters: UseLatchConnectionsParameters = {},
): UseLatchConnectionsReturnType {
  const latch = useLatch()
  const { namespace } = parameters
  const { connections, inactiveConnections, activeNamespace, recentWallets } = useLatchSelector((state) => ({
    connections: state.connections,
    inactiveConnections: state.inactiveConnections,
    activeNamespace: state.activeNamespace,
    recentWallets: state.recentWallets,
  }))
  return useMemo(
    () => ({
      connections: getConnections(
        latch,
        { namespace },
        { connections, inactiveConnections, activeNamespace },
      ),
      recentWallets,
    }),
    [latch, namespace, connections, inactiveConnections, activeNamespace, recentWallets],
  )
}
