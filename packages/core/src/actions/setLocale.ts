import type { Latch } from '../types.js'

/**
 * Sets the modal's language by its tag ('en' is bundled; ar, de, es, fr, he, ja, ko, pt, ru, tr and zh-CN load
 * on demand, and a tag such as 'pt-BR' reads its language). Arabic and Hebrew lay the modal out right to left.
 *
 * @example
 * setLocale(latch, 'de')
 */
export function setLocale(latch: Latch, locale: string): void {
  latch.store.setState({ locale })
}
