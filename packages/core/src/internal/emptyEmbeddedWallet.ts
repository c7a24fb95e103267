import type { EmbeddedWalletSession } from '../types.js'

/** No embedded-wallet login stored. */
export const emptyEmbeddedWallet: EmbeddedWalletSession = Object.freeze({
  loginUsed: false,
  email: undefined,
  userName: undefined,
  socialProvider: undefined,
  chainId: undefined,
  lastLoginAt: undefined,
  smartAccountEnabledNetworks: [],
})
