import type { Latch } from '../types.js'

/**
 * Checks sign-in whenever the active account or its network changes (connect, reconnect, account or chain
 * switch), and forgets the session of an account that is gone. `checkSignIn` is the check itself (the
 * instance passes `initializeSiwx`, loaded only when needed); it reports its own failures (its error view, or
 * a disconnect when sign-in is required), so a rejection is ignored here.
 */
export function watchSiwx(latch: Latch, checkSignIn: () => Promise<unknown>): () => void {
  return latch.store.subscribe(
    (state) => {
      const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
      return state.status === 'connected' && connection
        ? `${connection.caipNetworkId}:${connection.address.toLowerCase()}`
        : ''
    },
    (key) => {
      const session = latch.store.getState().siwxSession
      if (session && `${session.data.chainId}:${session.data.accountAddress.toLowerCase()}` !== key)
        latch.store.setState({ siwxSession: undefined })
      if (!key) {
        latch.internal.siwxChecked = undefined
        return
      }
      if (latch.internal.siwxChecked === key) return
      checkSignIn().catch(() => {})
    },
  )
}
