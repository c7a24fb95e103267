#!/usr/bin/env node
// Builds and packs every published @latch package, then checks each tarball as a registry user gets it:
// its LICENSE, publint (the manifest, exports and files) and arethetypeswrong with the ESM-only profile (every entry
// point's types resolve under node16 and bundler resolution). Prints each entry point's gzip size as
// published: its file and the modules it imports statically, without its dependencies.
// Each package's publint and attw are one test each; with REPORT_FILE set, the counts are written there
// as JSON ({ passed, failed }) for scripts/test.mjs. `--no-build` packs the existing dist/ folders.
// The root README's size table is these sizes (sizeTable.mjs): `--write-readme` rewrites it; without it, a README
// that says otherwise fails the check.
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { root } from './libraryPackages.mjs'
import { packPackages } from './pack.mjs'
import { formatSizeTable, readSizeTable, replaceSizeTable, sizeTableDifferences } from './sizeTable.mjs'

const counts = { passed: 0, failed: 0 }
const failures = []
const record = (name, ok) => {
  counts[ok ? 'passed' : 'failed'] += 1
  if (!ok) failures.push(name)
  console.log(`${ok ? '✓' : '✗'} ${name}`)
}

if (!process.argv.includes('--no-build'))
  execFileSync(process.execPath, [join(root, 'scripts/packages/build.mjs')], { stdio: 'inherit' })
const packages = packPackages()

for (const { manifest, tarball } of packages) {
  // The tarball itself: the files and manifest a registry user gets.
  const bytes = readFileSync(tarball)
  const { messages, pkg } = await publint({
    strict: true,
    pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
  })
  for (const message of messages) console.log(`  publint ${message.type}: ${formatMessage(message, pkg)}`)
  record(`${manifest.name}: publint`, messages.length === 0)
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n')
  record(`${manifest.name}: LICENSE in the tarball`, files.includes('package/LICENSE'))

  const attw = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js'),
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'table-flipped',
    ],
    { encoding: 'utf8' },
  )
  if (attw.status !== 0) console.log(attw.stdout, attw.stderr)
  record(`${manifest.name}: arethetypeswrong (ESM only)`, attw.status === 0)
}

/** The entry file and every module of its package it imports statically. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const [, specifier] of code.matchAll(/^(?:import|export)\b[^;'"]*?from\s*["'](\.[^"']+)["']/gm))
    staticClosure(join(dirname(file), specifier), seen)
  for (const [, specifier] of code.matchAll(/^import\s*["'](\.[^"']+)["']/gm))
    staticClosure(join(dirname(file), specifier), seen)
  return seen
}

/** gzip -9 bytes of the entry's closure as one text, as a bundler emits it (unminified). */
const entrySize = (file) =>
  gzipSync([...staticClosure(file)].map((path) => readFileSync(path, 'utf8')).join('\n'), { level: 9 }).length

console.log(
  '\nPer entry point, as published (gzip -9 of the entry and the modules it imports statically, unminified, dependencies excluded):',
)
const sizes = packages.flatMap(({ manifest, staged, entries }) =>
  entries.map(({ subpath, name }) => ({
    label: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
    bytes: entrySize(join(staged, 'dist', `${name}.js`)),
  })),
)
for (const { label, bytes } of sizes) console.log(`${(bytes / 1024).toFixed(2).padStart(8)} KiB  ${label}`)

const readmePath = join(root, 'README.md')
const readme = readFileSync(readmePath, 'utf8')
if (process.argv.includes('--write-readme')) {
  writeFileSync(readmePath, replaceSizeTable(readme, formatSizeTable(sizes)))
  console.log('README.md: size table written')
} else {
  const differences = sizeTableDifferences(readSizeTable(readme), sizes)
  for (const difference of differences) console.log(`  ${difference}`)
  if (differences.length) console.log('  npm run check:packages -- --write-readme writes the measured table.')
  record("README.md's size table is the measured one", differences.length === 0)
}
console.log(`tarballs: ${relative(root, dirname(packages[0].tarball))}`)

if (process.env.REPORT_FILE) writeFileSync(process.env.REPORT_FILE, JSON.stringify(counts))
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`)
console.log(`\n${counts.passed} passed, ${counts.failed} failed`)
process.exit(counts.failed > 0 ? 1 : 0)
