import type { LatchState, ResolvedThemeMode } from '../types.js'

/**
 * What the modal paints: the dApp's forced mode, or under 'system' the visitor's `prefers-color-scheme`.
 *
 * @example
 * const dark = resolveThemeMode(latch.store.getState()) === 'dark'
 */
export function resolveThemeMode(
  state: Pick<LatchState, 'themeMode' | 'systemThemeMode'>,
): ResolvedThemeMode {
  return state.themeMode === 'system' ? (state.systemThemeMode ?? 'light') : state.themeMode
}
