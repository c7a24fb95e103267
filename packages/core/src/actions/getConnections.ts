import type { ChainNamespace, Connection, Latch, LatchState } from '../types.js'

export type GetConnectionsParameters = {
  /** Only the wallets of this namespace. Default: every namespace's. */
  namespace?: ChainNamespace | undefined
}
/** A connected wallet, and whether it is its namespace's active one (the one that signs and sends). */
export type ConnectionWithStatus = Connection & { active: boolean }
export type GetConnectionsReturnType = readonly ConnectionWithStatus[]

/**
 * The wallets connected now (AppKit's `useAppKitConnections`): each namespace's active one first, then the
 * other wallets still connected beside it (`features.multiWallet`), the last parked first.
 *
 * @example
 * const connections = getConnections(latch, { namespace: 'eip155' })
 * const active = connections.find((c) => c.active)
 */
export function getConnections(
  latch: Latch,
  parameters: GetConnectionsParameters = {},
  state: Pick<LatchState, 'connections' | 'inactiveConnections' | 'activeNamespace'> = latch.store.getState(),
): GetConnectionsReturnType {
  const { namespace } = parameters
  const wanted = (c: Connection) => namespace === undefined || c.namespace === namespace
  // The active namespace's wallet leads, as the modal shows it first.
  const active = [...state.connections].sort(
    (a, b) => Number(b.namespace === state.activeNamespace) - Number(a.namespace === state.activeNamespace),
  )
  return [
    ...active.filter(wanted).map((c) => ({ ...c, active: true })),
    ...state.inactiveConnections.filter(wanted).map((c) => ({ ...c, active: false })),
  ]
}
