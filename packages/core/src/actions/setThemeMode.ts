import type { Latch, ThemeMode } from '../types.js'

/**
 * Switches the modal to light or dark, or back to following the visitor's system preference ('system').
 *
 * @example
 * setThemeMode(latch, 'dark')
 */
export function setThemeMode(latch: Latch, themeMode: ThemeMode): void {
  latch.store.setState({ themeMode })
}
