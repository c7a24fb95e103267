import type { Strings } from './en.js'

type Load = () => Promise<{ strings: Strings }>

/** Locales other than English, each its own chunk. */
export const locales: Readonly<Record<string, Load>> = {
  de: () => import('./de.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  pt: () => import('./pt.js'),
  ru: () => import('./ru.js'),
  tr: () => import('./tr.js'),
  'zh-CN': () => import('./zh-CN.js'),
}

/**
 * The texts for a locale tag: the tag itself, else its language ('pt-BR' reads 'pt', 'zh' and 'zh-Hans' read
 * 'zh-CN'), else none (English, which is bundled).
 */
export function findLocale(tag: string): Load | undefined {
  const [language = ''] = tag.split('-')
  return locales[tag] ?? locales[language] ?? (language === 'zh' ? locales['zh-CN'] : undefined)
}
