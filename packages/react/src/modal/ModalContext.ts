'use client'
import { fillText, type Text } from '@latch/core'
import { createContext, useCallback, useContext } from 'react'
import { en, type Strings } from './i18n/en.js'

/** The modal's texts for the current locale. */
export const StringsContext = createContext<Strings>(en)

/** The locale whose texts the modal shows: its root takes the language and writing direction from it. */
export const LocaleContext = createContext('en')

/** A text of the modal with `{name}`-style placeholders filled in. */
export function useT(): (key: keyof Strings, values?: Record<string, string>) => string {
  const strings = useContext(StringsContext)
  // The same function while the locale stays: an effect that shows a text can depend on it.
  return useCallback(
    (key: keyof Strings, values?: Record<string, string>) => fillText(strings[key] ?? en[key], values),
    [strings],
  )
}

let byEnglish: Map<string, keyof Strings> | undefined

/**
 * A text that core or the embedded wallet produced (a notice, an error's short message), in the visitor's
 * language: by the key it carries, else by its English words when the catalogue has them, else as it came (a
 * wallet's, the server's or the dApp's own words).
 */
export function useShownText(): (english: string, text?: Text | undefined) => string {
  const strings = useContext(StringsContext)
  return (english, text) => {
    if (text) return fillText(strings[text.key] ?? en[text.key], text.values)
    byEnglish ??= new Map(Object.entries(en).map(([key, value]) => [value, key as keyof Strings]))
    const key = byEnglish.get(english)
    return key ? strings[key] : english
  }
}

/**
 * True once the open modal has been painted (always in an embedded widget): what the first frame does not
 * need (icons, the catalogue's answer, the embedded wallet's frame) waits for it, out of the click's task.
 */
export const ShownContext = createContext(true)

/** Whether the open modal has been painted (see `ShownContext`). */
export function useShown(): boolean {
  return useContext(ShownContext)
}
