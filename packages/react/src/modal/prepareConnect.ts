import {
  fetchLoginMethods,
  getConfiguredLoginMethods,
  getOpeningView,
  type Latch,
  loadConnectWallets,
  preloadEmbeddedWallet,
} from '@latch/core'

export type PrepareConnectParameters = {
  /**
   * The visitor is pointing at the button or pressing it (pointer over it, pointer down, Enter or Space), not only
   * focusing it: the embedded wallet's frame starts loading too. Default false.
   */
  pressed?: boolean | undefined
}

/**
 * The visitor is reaching for a connect button (pointer down, focus, Enter or Space): when the modal will
 * open on Connect, its catalogue request and the question of which logins the server offers start now, side by
 * side, a click's worth of time before the view needs them. A press also starts the embedded wallet's frame
 * when the dApp enabled the e-mail login: the frame's page then loads while the modal renders instead of after
 * its first paint, and the click itself only renders.
 */
export function prepareConnect(latch: Latch, parameters: PrepareConnectParameters = {}): void {
  if (getOpeningView(latch) !== 'Connect') return
  loadConnectWallets(latch).catch(() => {})
  void fetchLoginMethods(latch)
  if (parameters.pressed && getConfiguredLoginMethods(latch).email) preloadEmbeddedWallet(latch)
}
