import { modalCss } from './styles.js'

let baseSheet: CSSStyleSheet | undefined

/**
 * Parses the modal's stylesheet ahead of the first open (called when the chunk is prefetched). The sheet
 * is constant CSS, so all instances' shadow roots adopt the same one.
 */
export function prepareModal(): CSSStyleSheet {
  if (!baseSheet) {
    baseSheet = new CSSStyleSheet()
    baseSheet.replaceSync(modalCss)
  }
  return baseSheet
}
