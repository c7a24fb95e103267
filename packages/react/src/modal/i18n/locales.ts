import type { Strings } from './en.js'

type Load = () => Promise<{ strings: Strings }>

/** Locales other than English, each its own chunk. */
export const locales: Readonly<Record<string, Load>> = {
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

/** Languages written right to left: the modal's root takes `dir="rtl"` for them. */
const rightToLeft = new Set(['ar', 'he', 'iw', 'fa', 'ur'])

/**
 * The locale the modal's texts have for a tag: the tag itself, else its language ('pt-BR' reads 'pt', 'zh' and
 * 'zh-Hans' read 'zh-CN'; 'iw', Hebrew's former code, reads 'he'), else none (English, which is bundled).
 */
export function resolveLocale(tag: string): string | undefined {
  const [language = ''] = tag.split('-')
  if (locales[tag]) return tag
  if (locales[language]) return language
  if (language === 'zh') return 'zh-CN'
  return language === 'iw' ? 'he' : undefined
}

/** The texts for a locale tag (see `resolveLocale`), or none for English. */
export function findLocale(tag: string): Load | undefined {
  const locale = resolveLocale(tag)
  return locale ? locales[locale] : undefined
}

/**
 * The visitor's locale from the browser's preferred languages: the first one the modal has texts for
 * ('en' when English comes first, or none is known).
 */
export function detectLocale(languages: readonly string[]): string {
  for (const tag of languages) {
    if (tag.split('-')[0]?.toLowerCase() === 'en') return 'en'
    const locale = resolveLocale(tag)
    if (locale) return locale
  }
  return 'en'
}

/** The writing direction of a locale tag. */
export function textDirection(tag: string): 'rtl' | 'ltr' {
  return rightToLeft.has(tag.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr'
}
