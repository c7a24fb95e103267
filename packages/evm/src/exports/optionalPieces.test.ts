import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const here = import.meta.dirname

/** The module specifiers a source file keeps at runtime: its imports and re-exports (not the type-only ones) and its `import()`s. */
function runtimeSpecifiers(file: string): string[] {
  // Without comments: an `@example` may show an import.
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
  const found: string[] = []
  for (const match of text.matchAll(/^(import|export)(\s+type)?\s[^;]*?\sfrom\s+'([^']+)'/gms))
    if (!match[2]) found.push(match[3] as string)
  for (const match of text.matchAll(/^import\s+'([^']+)'/gm)) found.push(match[1] as string)
  for (const match of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) found.push(match[1] as string)
  return found
}

/** Every package an entry point reaches through its modules, as a bundler resolving them would. */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier.replace(/\.js$/, '.ts')))
      else packages.add(specifier)
    }
  }
  visit(join(here, entry))
  return packages
}

const OPTIONAL_SDKS = [
  '@walletconnect/universal-provider',
  '@coinbase/wallet-sdk',
  '@safe-global/safe-apps-sdk',
  '@safe-global/safe-apps-provider',
]

// Next.js (Turbopack and webpack) fails to build when a module it sees imports a package that is not installed,
// even behind `import()`: an app that uses none of the optional pieces must never reach their SDKs.
describe('the optional SDKs are reached only from their own entry points', () => {
  it.each(['index.ts', 'siwx.ts'])('%s reaches none of them', (entry) => {
    const reached = packagesReachedFrom(entry)
    expect(OPTIONAL_SDKS.filter((sdk) => reached.has(sdk))).toEqual([])
    expect(reached).toContain('viem')
  })

  it.each([
    ['walletconnect.ts', ['@walletconnect/universal-provider']],
    ['coinbase.ts', ['@coinbase/wallet-sdk']],
    ['safe.ts', ['@safe-global/safe-apps-sdk', '@safe-global/safe-apps-provider']],
  ])('%s reaches its own SDK only', (entry, sdks) => {
    const reached = packagesReachedFrom(entry)
    expect(OPTIONAL_SDKS.filter((sdk) => reached.has(sdk))).toEqual(sdks)
  })
})
