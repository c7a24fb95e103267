import type { Latch } from '../types.js'

/**
 * Checks sign-in whenever the active account or its network changes (connect, reconnect, account or chain
 * switch), and forgets the session of an account that is gone. The check's code loads only when needed.
 */
export function watchSiwx(latch: Latch): () => void {
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
      // initializeSiwx reports its own failures (its error view, or a disconnect when sign-in is required).
      import('../actions/initializeSiwx.js')
        .then(({ initializeSiwx }) => initializeSiwx(latch))
        .catch(() => {})
    },
  )
}
