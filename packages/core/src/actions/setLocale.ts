import type { Latch } from '../types.js'

/**
 * Sets the modal's language by its tag ('en' is bundled; de, es, fr, ja, ko, pt, ru, tr and zh-CN load on
 * demand, and a tag such as 'pt-BR' reads its language).
 *
 * @example
 * setLocale(latch, 'de')
 */
export function setLocale(latch: Latch, locale: string): void {
  latch.store.setState({ locale })
}
