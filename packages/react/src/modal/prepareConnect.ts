import { getOpeningView, type Latch, loadConnectWallets } from '@latch/core'

/**
 * The visitor is reaching for a connect button (pointer down, focus, Enter or Space): when the modal will
 * open on Connect, its catalogue request starts now, a click's worth of time before the view needs it.
 */
export function prepareConnect(latch: Latch): void {
  if (getOpeningView(latch) === 'Connect') loadConnectWallets(latch).catch(() => {})
}
