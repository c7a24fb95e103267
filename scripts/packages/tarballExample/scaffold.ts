// `npm create latch` as a developer runs it, from the packed create-latch: the app is written into `dir`, then
// its dependencies point at the packed @latch tarballs (they are not in the registry) and the rest at the
// workspace's installed versions, so the install is served from npm's cache.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

type ScaffoldParameters = {
  /** An empty directory for the app. */
  dir: string
  template: 'vite' | 'next'
  /** The directory of the packed tarballs. */
  tarballs: string
  /** The @latch packages the app gets, beside those create-latch lists (each resolved to its tarball). */
  latchPackages: readonly string[]
  /** The workspace's installed version of a dependency. */
  installed(name: string): string
  /** Dependencies to add, by name, at the workspace's installed version. */
  devDependencies?: readonly string[]
}

/** The tarball of a published package, by package name. */
export function tarballOf(tarballs: string, name: string): string {
  const base = name.replace(/^@latch\//, 'latch-')
  const file = readdirSync(tarballs).find((f) => f.replace(/-\d+\.\d+\.\d+\.tgz$/, '') === base)
  if (!file) throw new Error(`no tarball of ${name} in ${tarballs}`)
  return join(tarballs, file)
}

/** Runs the packed `create-latch` into `dir` and points the app's dependencies at the tarballs. */
export function scaffoldApp({
  dir,
  template,
  tarballs,
  latchPackages,
  installed,
  devDependencies = [],
}: ScaffoldParameters) {
  execFileSync(
    'npm',
    [
      'exec',
      '--yes',
      '--prefer-offline',
      `--package=${tarballOf(tarballs, 'create-latch')}`,
      '--',
      'create-latch',
      dir,
      '--template',
      template,
    ],
    { stdio: 'inherit' },
  )
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  const pin = (deps: Record<string, string>) =>
    Object.fromEntries(
      Object.keys(deps).map((name) =>
        name.startsWith('@latch/') ? [name, `file:${tarballOf(tarballs, name)}`] : [name, installed(name)],
      ),
    )
  const latch = Object.fromEntries(latchPackages.map((name) => [name, '']))
  manifest.dependencies = pin({ ...manifest.dependencies, ...latch })
  manifest.devDependencies = pin({
    ...manifest.devDependencies,
    ...Object.fromEntries(devDependencies.map((name) => [name, ''])),
  })
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}
