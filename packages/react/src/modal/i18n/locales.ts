import type { Strings } from './en.js'

/** Locales other than English, each its own chunk. */
export const locales: Readonly<Record<string, () => Promise<{ strings: Strings }>>> = {
  de: () => import('./de.js'),
}
