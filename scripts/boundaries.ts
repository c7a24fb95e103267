import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * Which way imports may flow between the workspaces (see ARCHITECTURE.md):
 * api and frame-protocol <- core <- adapters (evm, solana, bitcoin) and react <- apps.
 * Apps never import each other; a package is only reached through its public exports. The widget's
 * packages take only types from api, so its zod schemas stay on the server.
 */
export type Layer = 'api' | 'frame-protocol' | 'core' | 'adapter' | 'react' | 'testing' | 'app'

export type SourceFile = { path: string; source: string }
export type Violation = { path: string; specifier: string; reason: string }

const adapters = new Set(['evm', 'solana', 'bitcoin'])

/** The layer a repository-relative path belongs to, or undefined for code outside the checked layers. */
export function layerOf(path: string): { layer: Layer; name: string } | undefined {
  const [top, name] = path.split('/')
  if (!name) return undefined
  if (top === 'apps') return { layer: 'app', name }
  if (top !== 'packages') return undefined
  if (
    name === 'api' ||
    name === 'core' ||
    name === 'frame-protocol' ||
    name === 'react' ||
    name === 'testing'
  )
    return { layer: name, name }
  if (adapters.has(name)) return { layer: 'adapter', name }
  return undefined
}

/** Workspace packages each layer may import (by package name). */
const allowedLatchImports: Record<Layer, (target: string) => boolean> = {
  api: () => false,
  'frame-protocol': () => false,
  core: (t) => t === 'api' || t === 'frame-protocol',
  adapter: (t) => t === 'api' || t === 'core' || t === 'frame-protocol',
  react: (t) => t === 'api' || t === 'core' || t === 'frame-protocol',
  testing: () => false,
  app: (t) => !appNames.has(t),
}

/** Third-party modules a layer must never import. */
const forbiddenModules: Partial<Record<Layer, RegExp>> = {
  core: /^(react|react-dom|viem|@walletconnect\/|@solana\/)(\/|$)/,
  'frame-protocol': /^(react|react-dom|viem)(\/|$)/,
  api: /^(react|react-dom|viem|hono)(\/|$)|^@hono\//,
}

/** Layers that ship to the browser and so may take only types from @latch/api. */
const typeOnlyApi = new Set<Layer>(['core', 'adapter', 'react'])

const appNames = new Set(['server', 'devnet', 'demo', 'relay', 'frame'])

/**
 * Secondary entry points a package declares in its package.json `exports` (each backed by a file in
 * src/exports/): optional features kept out of the main entry so bundles that do not use them never load them.
 */
const publicSubpaths = new Set(['@latch/evm/siwx', '@latch/core/networks', '@latch/devnet/postgres'])

/** Apps that tests and benchmarks may start as infrastructure: real chains, a real relay, a real server. */
const testInfrastructure = new Set(['devnet', 'relay', 'server'])

/** Test and benchmark code ships with nothing, so it may start apps; shipped code may not. */
export function isTestCode(path: string): boolean {
  const inside = path.split('/').slice(2, -1)
  return (
    /\.(test|spec|test-d)\.tsx?$/.test(path) ||
    inside.some((d) => d === 'test' || d === 'testing' || d === 'bench')
  )
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm

/** Examples in doc comments are not imports. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

/** Every module specifier a source file imports statically, re-exports, or imports dynamically. */
export function importsOf(source: string): string[] {
  const found: string[] = []
  for (const match of withoutComments(source).matchAll(importPattern)) {
    const specifier = match[1] ?? match[2]
    if (specifier) found.push(specifier)
  }
  return found
}

const valueImportOfApi =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[\w*{}\s,$]+\s+from\s+)?['"]@latch\/api['"]|import\(\s*['"]@latch\/api['"]\s*\)/m

export function checkBoundaries(files: SourceFile[]): Violation[] {
  const violations: Violation[] = []
  for (const file of files) {
    const owner = layerOf(file.path)
    if (!owner) continue
    for (const specifier of importsOf(file.source)) {
      const reason = judge(owner, file.path, specifier)
      if (reason) violations.push({ path: file.path, specifier, reason })
    }
    if (
      typeOnlyApi.has(owner.layer) &&
      !isTestCode(file.path) &&
      valueImportOfApi.test(withoutComments(file.source))
    )
      violations.push({
        path: file.path,
        specifier: '@latch/api',
        reason: `${owner.layer} takes only types from @latch/api (import type), so no zod reaches the widget`,
      })
  }
  return violations
}

function judge(owner: { layer: Layer; name: string }, path: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    const resolved = join(path, '..', specifier).split(sep).join('/')
    const target = resolved.split('/').slice(0, 2).join('/')
    const own = path.split('/').slice(0, 2).join('/')
    if (target !== own) return `reaches into ${target} by a relative path; import its package instead`
    return undefined
  }
  const latch = /^@latch\/([^/]+)(\/.*)?$/.exec(specifier)
  if (latch) {
    const [, target = '', subpath] = latch
    if (subpath && !publicSubpaths.has(specifier)) return `imports @latch/${target} past its public exports`
    if (target === owner.name) return `imports itself by package name`
    if (isTestCode(path) && testInfrastructure.has(target)) return undefined
    if (!allowedLatchImports[owner.layer](target))
      return `${owner.layer} ${owner.name} may not depend on @latch/${target}`
    return undefined
  }
  const forbidden = forbiddenModules[owner.layer]
  if (forbidden?.test(specifier)) return `${owner.layer} may not import ${specifier}`
  return undefined
}

/** Reads every TypeScript source under packages/ and apps/ of the repository. */
export function readWorkspaceSources(root: string): SourceFile[] {
  const files: SourceFile[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue
      const full = join(dir, entry)
      if (statSync(full).isDirectory()) walk(full)
      else if (/\.(ts|tsx|mts)$/.test(entry))
        files.push({ path: relative(root, full).split(sep).join('/'), source: readFileSync(full, 'utf8') })
    }
  }
  for (const top of ['packages', 'apps']) walk(join(root, top))
  return files
}
