import { loadRuntime } from '../internal/loadRuntime.js'
import type { Latch } from '../types.js'

/**
 * Starts loading every adapter's runtime (the chain library), so choosing a wallet does not wait for it.
 * When the embedded wallet's frame is starting, the runtimes wait until it is ready (or has failed): their
 * code and the WalletConnect SDK they start would otherwise be parsed and run while the frame's document
 * loads, and on one site the frame shares the page's main thread. Choosing a wallet loads its runtime at once.
 *
 * @example
 * preloadAdapters(latch)
 */
export function preloadAdapters(latch: Latch): void {
  // A preload that fails is forgotten by loadRuntime; the wallet's own connect loads again and reports it.
  const load = () => {
    for (const adapter of latch.config.adapters) loadRuntime(latch, adapter.namespace).catch(() => {})
  }
  const frame = latch.internal.frameClient
  if (frame) frame.then(load, load)
  else load()
}
