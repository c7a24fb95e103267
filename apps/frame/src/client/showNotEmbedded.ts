import { ParentNotSetError } from '@latch/frame-protocol'
import { applyLocale } from './i18n/frameTexts.js'
import { showNotEmbedded as show } from './ui.js'

/**
 * The frame opened outside a page that may embed it: it says so, in the browser's language (no widget names
 * one), and does nothing else.
 */
export function showNotEmbedded(logger: boolean): void {
  applyLocale(navigator.languages?.[0] ?? navigator.language).then(show)
  if (logger) console.warn('[latch-frame]', new ParentNotSetError().message)
}
