#!/usr/bin/env node
// Builds every published @latch package to ESM with declarations in its dist/ (tsdown): each entry point
// at dist/<name>.js, every source module beside it, every dependency and peer dependency left as an import.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { build } from 'tsdown'
import { libraryPackages, root } from './libraryPackages.mjs'

const startedAt = performance.now()
for (const pkg of libraryPackages()) {
  const packageStartedAt = performance.now()
  await build({
    cwd: pkg.dir,
    entry: Object.fromEntries(pkg.entries.map(({ name, source }) => [name, source])),
    format: 'esm',
    // One file per source module, as in the sources: with `sideEffects: false` an app's bundler drops every
    // module it does not use. One bundled file per entry would keep its unused top-level code, and the
    // minimal example's initial JS grew from 78 to 116 KiB that way.
    unbundle: true,
    outDir: 'dist',
    dts: true,
    fixedExtension: false,
    // The test wallets run in Node, beside Playwright, as does a command (create-latch); the rest runs in browsers too.
    platform: pkg.manifest.name.startsWith('@latch/testing') || pkg.manifest.bin ? 'node' : 'neutral',
    target: 'es2022',
    tsconfig: join(root, 'tsconfig.json'),
    clean: true,
    config: false,
    logLevel: 'warn',
    // The declarations take most of the time by nature; the warning says nothing to act on.
    checks: { pluginTimings: false },
  })
  // A package that also ships a standalone module for pages without a bundler (dist/standalone) builds it last.
  if (pkg.manifest.scripts?.['build:standalone'])
    execFileSync('npm', ['run', 'build:standalone', '--silent', '-w', pkg.manifest.name], {
      cwd: root,
      stdio: 'inherit',
    })
  console.log(
    `${pkg.manifest.name}: built in ${((performance.now() - packageStartedAt) / 1000).toFixed(1)} s`,
  )
}
console.log(`all packages built in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`)
