import { loadFrameClient } from '../internal/loadFrameClient.js'
import type { Latch } from '../types.js'

/**
 * Starts loading the embedded wallet's frame (the Connect view calls it when it shows the e-mail field), so it
 * is ready when the visitor submits an address. A failure is reported by the next e-mail action.
 *
 * @example
 * preloadEmbeddedWallet(latch)
 */
export function preloadEmbeddedWallet(latch: Latch): void {
  // A preload that fails is retried by the e-mail login itself, which shows the failure.
  loadFrameClient(latch).catch(() => {})
}
