import { getOpeningView, type Latch, loadConnectWallets, preloadEmbeddedWallet } from '@latch/core'
import { connectSections } from './views/connectSections.js'

export type PrepareConnectParameters = {
  /**
   * The visitor is pressing the button (pointer down, Enter or Space), not only focusing it: the embedded
   * wallet's frame starts loading too. Default false.
   */
  pressed?: boolean | undefined
}

/**
 * The visitor is reaching for a connect button (pointer down, focus, Enter or Space): when the modal will
 * open on Connect, its catalogue request starts now, a click's worth of time before the view needs it. A
 * press also starts the embedded wallet's frame when Connect shows the e-mail login: the frame's page then
 * loads while the modal renders instead of after its first paint, and the click itself only renders.
 */
export function prepareConnect(latch: Latch, parameters: PrepareConnectParameters = {}): void {
  if (getOpeningView(latch) !== 'Connect') return
  loadConnectWallets(latch).catch(() => {})
  if (parameters.pressed && connectSections.email?.available(latch)) preloadEmbeddedWallet(latch)
}
