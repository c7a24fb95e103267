import type { Latch } from '../types.js'

/**
 * Forgets the embedded-wallet login: disconnecting, a failed check or a not-connected report clears the login
 * flag, e-mail, chain, user name and social provider. The smart-account networks stay.
 */
export function clearEmbeddedWallet(latch: Latch): void {
  latch.store.setState((state) => ({
    embeddedWallet: {
      ...state.embeddedWallet,
      loginUsed: false,
      email: undefined,
      chainId: undefined,
      userName: undefined,
      socialProvider: undefined,
    },
  }))
}
