import { type Latch, setLocale } from '@latch/core'
import { en, type Strings } from './en.js'
import { detectLocale, locales, resolveLocale } from './locales.js'

// The texts of the locales loaded so far, by locale: code, the same for every instance.
const loaded = new Map<string, Strings>([['en', en]])
const detected = new WeakSet<Latch>()

/** The texts of a locale tag when they are already in memory (English always is). */
export function loadedStrings(tag: string): Strings | undefined {
  return loaded.get(resolveLocale(tag) ?? 'en')
}

/** The texts of a locale tag: its chunk, loaded once; English when the tag has none or its chunk fails. */
export function loadStrings(tag: string): Promise<Strings> {
  const locale = resolveLocale(tag)
  const load = locale ? locales[locale] : undefined
  const ready = loaded.get(locale ?? 'en')
  if (ready || !locale || !load) return Promise.resolve(ready ?? en)
  return load().then(
    ({ strings }) => {
      loaded.set(locale, strings)
      return strings
    },
    () => en,
  )
}

/**
 * The instance's locale, ready to show: when the dApp configured none, the first of the browser's preferred
 * languages the modal has texts for becomes it (once per instance, in the browser only, so a page rendered on
 * a server stays in the locale it passed), and its texts start loading. A locale the page already set with
 * `setLocale` stays.
 */
export function prepareLocale(latch: Latch): Promise<Strings> {
  if (latch.config.locale === undefined && !detected.has(latch) && typeof navigator !== 'undefined') {
    detected.add(latch)
    if (latch.store.getState().locale === 'en')
      setLocale(latch, detectLocale(navigator.languages?.length ? navigator.languages : [navigator.language]))
  }
  return loadStrings(latch.store.getState().locale)
}
