'use client'
import { createContext, useContext } from 'react'
import { en, type Strings } from './i18n/en.js'

/** The modal's texts for the current locale. */
export const StringsContext = createContext<Strings>(en)

/** A text of the modal with `{name}`-style placeholders filled in. */
export function useT(): (key: keyof Strings, values?: Record<string, string>) => string {
  const strings = useContext(StringsContext)
  return (key, values) => {
    let text = strings[key] ?? en[key]
    if (values) for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{${name}}`, value)
    return text
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
