import type { Latch } from '../types.js'

/**
 * Whether the instance treats the device as a phone or tablet: the config's `isMobile()` when given, else the
 * user agent.
 *
 * @example
 * getIsMobile(latch) // false on a desktop browser
 */
export function getIsMobile(latch: Latch): boolean {
  if (latch.config.isMobile) return latch.config.isMobile()
  if (typeof navigator === 'undefined') return false
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
