import { appTexts } from './app.js'
import { connectionTexts } from './connection.js'
import { namesTexts } from './names.js'
import { networkTexts } from './network.js'
import { sendTexts } from './send.js'
import { siwxTexts } from './siwx.js'
import { swapTexts } from './swap.js'

/**
 * Every text that core itself shows a visitor (the notices it raises and the short message of its errors), in
 * English, by key. The modal's catalogue holds the same keys in every locale, so a notice or error that
 * carries its key (`Alert.text`, `BaseError.text`) is shown in the visitor's language; `{name}` placeholders
 * are filled from the text's values. The English texts are the product's exact wording, which tests pin. Each area keeps its own
 * texts, so a page carries a text only with the code that shows it.
 */
export const texts = {
  ...connectionTexts,
  ...networkTexts,
  ...sendTexts,
  ...namesTexts,
  ...siwxTexts,
  ...swapTexts,
  ...appTexts,
} as const

/** The key of a text core shows. */
export type TextKey = keyof typeof texts

/** A text core shows, by key, with the values of its placeholders. */
export type Text = { key: TextKey; values?: Readonly<Record<string, string>> | undefined }

/** A text core shows: its key for the catalogue, and its English words. */
export type ShownText = { text: Text; english: string }
