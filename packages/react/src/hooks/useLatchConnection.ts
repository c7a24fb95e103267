'use client'
import {
  type ChainNamespace,
  type ConnectionWithStatus,
  disconnect,
  type SwitchConnectionParameters,
  switchConnection,
} from '@latch/core'
import { useCallback, useState } from 'react'
import { useLatch } from './useLatch.js'
import { useLatchSelector } from './useLatchSelector.js'

export type UseLatchConnectionParameters = {
  /** The namespace whose active wallet this is. Default: the active namespace. */
  namespace?: ChainNamespace | undefined
  /** After a switch or a removal. */
  onSuccess?(result: { hasSwitchedWallet: boolean; hasDeletedWallet: boolean }): void
  onError?(error: Error): void
}
export type UseLatchConnectionReturnType = {
  /** The namespace's active wallet. */
  connection: ConnectionWithStatus | undefined
  /** A switch or a removal is under way. */
  isPending: boolean
  /** Makes another connected wallet the namespace's active one, without a prompt. */
  switchConnection(parameters: SwitchConnectionParameters): Promise<void>
  /** Disconnects one of the connected wallets; removing the active one hands over to the next. */
  deleteConnection(parameters: { connectorId: string; namespace?: ChainNamespace | undefined }): Promise<void>
}

const withNamespace = (namespace: ChainNamespace | undefined) => (namespace ? { namespace } : {})

/**
 * The active wallet of a namespace and the means to change it (AppKit's `useAppKitConnection`), with
 * `features.multiWallet`.
 *
 * @example
 * const { connection, switchConnection } = useLatchConnection({ namespace: 'eip155' })
 * await switchConnection({ connectorId: 'io.rabby' })
 */
export function useLatchConnection(
  parameters: UseLatchConnectionParameters = {},
): UseLatchConnectionReturnType {
  const latch = useLatch()
  const { onSuccess, onError } = parameters
  const [isPending, setPending] = useState(false)
  const active = useLatchSelector((state) => {
    const namespace = parameters.namespace ?? state.activeNamespace
    return { connection: state.connections.find((c) => c.namespace === namespace), namespace }
  })
  const namespace = active.namespace
  const run = useCallback(
    async (
      action: () => Promise<unknown>,
      result: { hasSwitchedWallet: boolean; hasDeletedWallet: boolean },
    ) => {
      setPending(true)
      try {
        await action()
        onSuccess?.(result)
      } catch (error) {
        onError?.(error as Error)
      } finally {
        setPending(false)
      }
    },
    [onSuccess, onError],
  )
  return {
    connection: active.connection ? { ...active.connection, active: true } : undefined,
    isPending,
    switchConnection: useCallback(
      (p: SwitchConnectionParameters) =>
        run(() => switchConnection(latch, { ...withNamespace(namespace), ...p }), {
          hasSwitchedWallet: true,
          hasDeletedWallet: false,
        }),
      [latch, namespace, run],
    ),
    deleteConnection: useCallback(
      (p: { connectorId: string; namespace?: ChainNamespace | undefined }) =>
        run(
          () => disconnect(latch, { connectorId: p.connectorId, ...withNamespace(p.namespace ?? namespace) }),
          {
            hasSwitchedWallet: false,
            hasDeletedWallet: true,
          },
        ),
      [latch, namespace, run],
    ),
  }
}
