import { ParentNotSetError } from '@latch/frame-protocol'
import { showNotEmbedded as show } from './ui.js'

/** The frame opened outside a page that may embed it: it says so, and does nothing else. */
export function showNotEmbedded(logger: boolean): void {
  show()
  if (logger) console.warn('[latch-frame]', new ParentNotSetError().message)
}
