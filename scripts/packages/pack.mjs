#!/usr/bin/env node
// Packs every published @latch package as npm would publish it: a staging directory per package holds the
// published manifest (exports pointing at dist), dist/, the README, the CHANGELOG and the repository's
// LICENSE (one licence for every package, kept once at the root), and `npm pack` makes the tarball from it. `npm publish <staging directory>` publishes exactly what was packed and checked.
// Usage: node scripts/packages/pack.mjs [--publish]  (into .cache/packages; build first). `--publish`
// then publishes each tarball (`npm publish <tarball>`, public).
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { libraryPackages, publishedManifest, root } from './libraryPackages.mjs'

/** Stages and packs every package into `destination`; answers each package's staging directory and tarball. */
export function packPackages(destination = join(root, '.cache/packages')) {
  rmSync(destination, { recursive: true, force: true })
  mkdirSync(join(destination, 'tarballs'), { recursive: true })
  return libraryPackages().map((pkg) => {
    if (!existsSync(join(pkg.dir, 'dist')))
      throw new Error(`${pkg.manifest.name} is not built: npm run build:packages`)
    const staged = join(destination, 'staged', pkg.manifest.name.replace('@latch/', ''))
    mkdirSync(staged, { recursive: true })
    writeFileSync(join(staged, 'package.json'), `${JSON.stringify(publishedManifest(pkg), null, 2)}\n`)
    cpSync(join(pkg.dir, 'dist'), join(staged, 'dist'), { recursive: true })
    for (const file of ['README.md', 'CHANGELOG.md'])
      if (existsSync(join(pkg.dir, file))) cpSync(join(pkg.dir, file), join(staged, file))
    cpSync(join(root, 'LICENSE'), join(staged, 'LICENSE'))
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', join(destination, 'tarballs')], {
        cwd: staged,
        encoding: 'utf8',
      }),
    )
    return { ...pkg, staged, tarball: join(destination, 'tarballs', packed.filename) }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { manifest, tarball } of packPackages()) {
    console.log(`${manifest.name}: ${tarball}`)
    if (process.argv.includes('--publish'))
      execFileSync('npm', ['publish', tarball, '--access', 'public'], { stdio: 'inherit' })
  }
}
