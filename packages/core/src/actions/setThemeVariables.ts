import type { Latch, ThemeVariables } from '../types.js'

/**
 * Sets theme variables (`--latch-*`); values are sanitised before they reach CSS.
 *
 * @example
 * setThemeVariables(latch, { '--latch-accent': '#5b5bd6' })
 */
export function setThemeVariables(latch: Latch, themeVariables: ThemeVariables): void {
  latch.store.setState((state) => ({ themeVariables: { ...state.themeVariables, ...themeVariables } }))
}
