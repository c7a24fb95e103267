import { loadRuntime } from '../internal/loadRuntime.js'
import type { Latch } from '../types.js'

/**
 * Starts loading every adapter's runtime (the chain library), so choosing a wallet does not wait for it.
 *
 * @example
 * preloadAdapters(latch)
 */
export function preloadAdapters(latch: Latch): void {
  // A preload that fails is forgotten by loadRuntime; the wallet's own connect loads again and reports it.
  for (const adapter of latch.config.adapters) loadRuntime(latch, adapter.namespace).catch(() => {})
}
