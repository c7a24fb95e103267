/** Core's texts of connecting (see `texts`). */
export const connectionTexts = {
  connectionDeclined: 'Connection declined',
  connectionFailed: 'Connection failed',
  providerNotFound: 'Provider not found',
  walletNotConnected: '{name} is no longer connected',
} as const
