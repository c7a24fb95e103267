import { sanitizeThemeVariables, type ThemeVariables } from '@latch/core'

/**
 * The CSS of the theme variables: only known `--latch-*` keys, with sanitised values. A colour mix tints the
 * modal's surfaces in both modes.
 */
export function themeCss(variables: ThemeVariables): string {
  const clean = sanitizeThemeVariables(variables)
  const declarations = Object.entries(clean).map(([key, value]) => `${key}:${value}`)
  let css = `:host{${declarations.join(';')}}`
  const mix = clean['--latch-color-mix']
  const strength = clean['--latch-color-mix-strength']
  if (mix && strength) {
    const tint = (base: string) => `color-mix(in srgb,${mix} ${strength}%,${base})`
    css += `.root{--bg:${tint('#ffffff')};--bg-2:${tint('#f4f4f5')};--bg-3:${tint('#e9e9ec')}}`
    css += `.root.dark{--bg:${tint('#191a1a')};--bg-2:${tint('#242525')};--bg-3:${tint('#2f3030')}}`
  }
  return css
}
