import type { ThemeVariables } from '../types.js'

const ALLOWED: readonly (keyof ThemeVariables)[] = [
  '--latch-font-family',
  '--latch-accent',
  '--latch-color-mix',
  '--latch-color-mix-strength',
  '--latch-font-size-master',
  '--latch-border-radius-master',
  '--latch-z-index',
]

/**
 * Keeps only the known `--latch-*` variables, with values that cannot escape a declaration
 * (no `;`, braces, `<`, quotes pairs left open, `url(`, `expression(`, `@import`, backslashes).
 *
 * @example
 * sanitizeThemeVariables({ '--latch-accent': 'red; } body { display:none' }) // {}
 */
export function sanitizeThemeVariables(
  variables: ThemeVariables | Record<string, unknown>,
): Record<string, string> {
  const clean: Record<string, string> = {}
  for (const key of ALLOWED) {
    const raw = (variables as Record<string, unknown>)[key]
    if (raw === undefined || raw === null) continue
    const value = String(raw).trim()
    if (!value || value.length > 200) continue
    if (/[;{}<>\\]|url\s*\(|expression\s*\(|@import|\/\*/i.test(value)) continue
    if ((value.match(/"/g)?.length ?? 0) % 2 || (value.match(/'/g)?.length ?? 0) % 2) continue
    if (key === '--latch-color-mix-strength' && !/^\d{1,3}(\.\d+)?$/.test(value)) continue
    if (key === '--latch-z-index' && !/^-?\d{1,10}$/.test(value)) continue
    clean[key] = value
  }
  return clean
}
