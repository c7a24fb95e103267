// Reading a Vite build's manifest for the size budgets: what a page loads at once, and the gzip size of files.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const vite = join(import.meta.dirname, '../node_modules/vite/bin/vite.js')

/** Builds the Vite project in `dir` (its own config), unless the command line says `--no-build`. */
export function buildUnlessAsked(dir) {
  if (process.argv.includes('--no-build')) return
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' })
}

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
}

/**
 * The files a page loads before anything on demand: every entry chunk, the chunks they import statically and
 * their CSS; with the manifest keys of those chunks.
 */
export function initialFiles(manifest) {
  const files = new Set()
  const keys = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    keys.add(key)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  return { files, keys }
}

/** A file's size in gzip -9, as a CDN or server serves it compressed. */
export function gzipBytes(dist, file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
}
