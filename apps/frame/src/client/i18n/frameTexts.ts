import { en, type FrameStrings } from './en.js'

// The frame's texts in the widget's locale. One frame document serves one page, whose modal has one locale, so
// the texts are the document's: set when the page tells its locale, read by every screen drawn after that.

type Load = () => Promise<{ strings: FrameStrings }>

/** The modal's locales other than English, each its own chunk. */
const locales: Readonly<Record<string, Load>> = {
  ar: () => import('./ar.js'),
  de: () => import('./de.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  he: () => import('./he.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  pt: () => import('./pt.js'),
  ru: () => import('./ru.js'),
  tr: () => import('./tr.js'),
  'zh-CN': () => import('./zh-CN.js'),
}

let current: { locale: string; strings: FrameStrings } = { locale: 'en', strings: en }

/** A text of the frame, its `{name}` placeholders filled. */
export function t(key: keyof FrameStrings, values: Record<string, string | number> = {}): string {
  return current.strings[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/** The locale the frame's texts are in ('en' until the page names another the frame has). */
export function frameLocale(): string {
  return current.locale
}

/**
 * Puts the frame's screens in the language of `tag` (a BCP 47 tag, as the modal's: 'pt-BR' reads 'pt', 'zh-*'
 * reads 'zh-CN'), or English for a tag it has no texts for. The document takes the language and its writing
 * direction, so a right-to-left locale lays the screens out from the right.
 */
export async function applyLocale(tag: string | undefined): Promise<void> {
  const [language = ''] = (tag ?? 'en').split('-')
  const locale = tag && locales[tag] ? tag : language === 'zh' ? 'zh-CN' : language
  const load = locales[locale]
  const strings = load
    ? await load().then(
        ({ strings }) => strings,
        () => undefined,
      )
    : undefined
  current = strings ? { locale, strings } : { locale: 'en', strings: en }
  document.documentElement.lang = current.locale
  document.documentElement.dir = current.locale === 'ar' || current.locale === 'he' ? 'rtl' : 'ltr'
}
