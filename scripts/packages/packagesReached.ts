// Which packages an entry point's modules import, read from the sources: the optional SDKs' tests use it to show
// that an entry point which must not need an SDK never reaches it.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The module specifiers of a source file: its imports and re-exports (the type-only ones too with `withTypes`)
 * and its `import()`s.
 */
function specifiers(file: string, withTypes: boolean): string[] {
  // Without comments: an `@example` may show an import.
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
  const found: string[] = []
  for (const match of text.matchAll(/^(import|export)(\s+type)?\s[^;]*?\sfrom\s+'([^']+)'/gms))
    if (withTypes || !match[2]) found.push(match[3] as string)
  for (const match of text.matchAll(/^import\s+'([^']+)'/gm)) found.push(match[1] as string)
  for (const match of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) found.push(match[1] as string)
  return found
}

/**
 * Every package an entry point (a TypeScript source file) reaches through its modules, as a bundler resolving
 * them would; with `withTypes`, as its declarations would too.
 */
export function packagesReachedFrom(entry: string, { withTypes = false } = {}): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of specifiers(file, withTypes)) {
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier.replace(/\.js$/, '.ts')))
      else packages.add(specifier)
    }
  }
  visit(entry)
  return packages
}
