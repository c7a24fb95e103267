import { loadFrameClient, loadFrameClientCode } from '../internal/loadFrameClient.js'
import type { Latch } from '../types.js'

export type PreloadEmbeddedWalletParameters = {
  /**
   * false: fetch the frame client's code only (from the page's own origin), creating no iframe and asking
   * nothing of the frame's origin. The modal does this at idle, before any click. Default true.
   */
  frame?: boolean | undefined
}

/**
 * Starts loading the embedded wallet's frame (the Connect view calls it when it shows the e-mail field), so it
 * is ready when the visitor submits an address. A failure is reported by the next e-mail action.
 *
 * @example
 * preloadEmbeddedWallet(latch)
 * preloadEmbeddedWallet(latch, { frame: false }) // the code only
 */
export function preloadEmbeddedWallet(latch: Latch, parameters: PreloadEmbeddedWalletParameters = {}): void {
  // A preload that fails is retried by the e-mail login itself, which shows the failure.
  if (parameters.frame === false) loadFrameClientCode().catch(() => {})
  else loadFrameClient(latch).catch(() => {})
}
