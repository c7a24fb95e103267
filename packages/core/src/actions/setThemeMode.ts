import type { Latch, ThemeMode } from '../types.js'

/**
 * Switches the modal between light and dark.
 *
 * @example
 * setThemeMode(latch, 'dark')
 */
export function setThemeMode(latch: Latch, themeMode: ThemeMode): void {
  latch.store.setState({ themeMode })
}
