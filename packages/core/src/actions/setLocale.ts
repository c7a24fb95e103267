import type { Latch } from '../types.js'

/**
 * Sets the modal's language ('en' is bundled; others load on demand).
 *
 * @example
 * setLocale(latch, 'de')
 */
export function setLocale(latch: Latch, locale: string): void {
  latch.store.setState({ locale })
}
