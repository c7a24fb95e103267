import type { ChainNamespace, Latch, LatchState } from '../types.js'
import { connect } from './connect.js'

export type AutoConnectParameters = { connectorId: string; namespace: ChainNamespace }
/** `true` when the connector was connected; `false` when a wallet was already there, or the connector failed. */
export type AutoConnectReturnType = boolean

/** A stored session is still being restored: what it restores decides whether the page is already connected. */
const restoring = (state: LatchState) => state.status === 'reconnecting'

/**
 * Connects a connector the page did not offer the visitor a choice about: the wallet that hosts the page (a Safe
 * app's frame), reported by its adapter's discovery. It waits for a stored session's restore, and connects only
 * when no wallet is connected or connecting then, so a visitor's own wallet is never replaced. A failure leaves
 * the page disconnected, as it was; the connector stays in the list to choose by hand.
 *
 * @example
 * await autoConnect(latch, { connectorId: 'safe', namespace: 'eip155' })
 */
export async function autoConnect(
  latch: Latch,
  { connectorId, namespace }: AutoConnectParameters,
): Promise<AutoConnectReturnType> {
  if (restoring(latch.store.getState()))
    await new Promise<void>((resolve) => {
      const unsubscribe = latch.store.subscribe((state) => {
        if (restoring(state)) return
        unsubscribe()
        resolve()
      })
    })
  if (latch.store.getState().status !== 'disconnected') return false
  return connect(latch, { connectorId, namespace }).then(
    () => true,
    () => false,
  )
}
