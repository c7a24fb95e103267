import { fillText } from './fillText.js'
import type { ShownText, TextKey } from './index.js'

/**
 * One of an area's texts, with its placeholders filled: the key the modal translates it by, and its English.
 *
 * @example
 * throw new BaseError(textOf(swapTexts, 'swapAllowanceFailed'))
 */
export function textOf<C extends Readonly<Record<string, string>>>(
  catalogue: C,
  key: keyof C & TextKey,
  values?: Readonly<Record<string, string>>,
): ShownText {
  return { text: values ? { key, values } : { key }, english: fillText(catalogue[key] as string, values) }
}
