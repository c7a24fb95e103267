/** Core's texts of networks and switching (see `texts`). */
export const networkTexts = {
  networkNotFound: 'Network not found',
  unsupportedChain: 'Unsupported chain',
  switchNetworkFailed: 'Failed to switch network',
  switchNotSupported: '{wallet} does not support programmatic chain switching',
  switchNotSupportedThisWallet: 'This wallet does not support programmatic chain switching',
  switchInWallet: 'Switch the network in the wallet itself.',
  switchTryAgain: 'Try again, or switch the network in the wallet itself.',
} as const
