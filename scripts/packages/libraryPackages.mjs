// The published @latch packages: where each lives, its manifest, and its entry points. Each package's
// `exports` names its TypeScript sources, which the workspace (vite, vitest, tsc, tsx) uses without a
// build; the published manifest points the same entry points at the built `dist` files.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Every package under packages/ that is published, with its directory, its manifest and its entry points
 * (`name` is the dist file's base name: `.` is `index`, `./networks` is `networks`).
 */
export function libraryPackages() {
  return readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const dir = join(root, 'packages', entry.name)
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      const entries = Object.entries(manifest.exports).map(([subpath, source]) => ({
        subpath,
        source,
        name: subpath === '.' ? 'index' : subpath.slice(2),
      }))
      return { dir, manifest, entries }
    })
    .filter(({ manifest }) => !manifest.private)
}

/** The manifest as published: `exports` point at the built ESM and its declarations, no development fields. */
export function publishedManifest({ manifest, entries }) {
  const { devDependencies: _dev, scripts: _scripts, ...published } = manifest
  return {
    ...published,
    exports: {
      ...Object.fromEntries(
        entries.map(({ subpath, name }) => [
          subpath,
          { types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` },
        ]),
      ),
      './package.json': './package.json',
    },
  }
}
