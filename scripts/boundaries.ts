import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Which way imports may flow between the workspaces: ARCHITECTURE.md's packages table is the rule, its
 * "may import" column naming the Latch packages each package may import (and, marked "(types)", those it
 * takes only types from, so their zod schemas stay on the server). Apps import any package but never each
 * other; a package is only reached through its public exports.
 */
export type Layer =
  | 'api'
  | 'frame-protocol'
  | 'core'
  | 'adapter'
  | 'react'
  | 'testing'
  | 'package'
  | 'app'
  | 'tooling'

export type SourceFile = { path: string; source: string }
export type Violation = { path: string; specifier: string; reason: string }

const adapters = new Set(['evm', 'solana', 'bitcoin', 'polkadot'])

/** The layer a repository-relative path belongs to, or undefined for code outside the checked layers. */
export function layerOf(path: string): { layer: Layer; name: string } | undefined {
  const [top, name] = path.split('/')
  if (!name) return undefined
  // The end-to-end suite, the benchmarks and the repository's commands: test code over the public exports.
  if (top === 'e2e' || top === 'bench' || top === 'scripts') return { layer: 'tooling', name: top }
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
  // Every other package (wagmi, the private ones) is held to its row of the table all the same.
  return { layer: 'package', name }
}

/** What one package may import of the others (by short name, `core` for `@latch/core`). */
export type ImportRule = { latch: Set<string>; typesOnly: Set<string> }

/**
 * The "may import" column of ARCHITECTURE.md's packages table, by package short name: every `@latch/…` it
 * names may be imported, and one followed by "(types)" only with `import type`. Third-party names in the
 * column are for the reader; the modules a layer must never import are `forbiddenModules` below.
 */
export function readImportRules(markdown: string): Map<string, ImportRule> {
  const rules = new Map<string, ImportRule>()
  const lines = markdown.split('\n')
  const header = lines.findIndex((line) => /^\|\s*package\s*\|.*\|\s*may import\s*\|\s*$/.test(line))
  if (header < 0) throw new Error('ARCHITECTURE.md has no packages table with a "may import" column')
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break
    const cells = line.split('|').slice(1, -1)
    // A package under packages/<name>: `@latch/<name>`, or an unscoped one such as `create-latch`.
    const name = /^\s*`(?:@latch\/)?([\w-]+)`/.exec(cells[0] ?? '')?.[1]
    if (!name) throw new Error(`ARCHITECTURE.md's packages table has a row without a package: ${line}`)
    const rule: ImportRule = { latch: new Set(), typesOnly: new Set() }
    for (const [, target = '', types] of (cells.at(-1) ?? '').matchAll(/`@latch\/([\w-]+)`( \(types\))?/g)) {
      rule.latch.add(target)
      if (types) rule.typesOnly.add(target)
    }
    rules.set(name, rule)
  }
  return rules
}

const architecturePath = fileURLToPath(new URL('../ARCHITECTURE.md', import.meta.url))

/** The rule as ARCHITECTURE.md states it today. */
export function readArchitectureRules(): Map<string, ImportRule> {
  return readImportRules(readFileSync(architecturePath, 'utf8'))
}

/** Whether `owner` may import `@latch/<target>`, or why not. */
function latchImportRefused(
  owner: { layer: Layer; name: string },
  target: string,
  rules: ReadonlyMap<string, ImportRule>,
): string | undefined {
  if (owner.layer === 'tooling') return undefined
  if (owner.layer === 'app')
    return appNames.has(target) ? `app ${owner.name} may not depend on @latch/${target}` : undefined
  const rule = rules.get(owner.name)
  if (!rule) return `@latch/${owner.name} has no row in ARCHITECTURE.md's packages table`
  if (!rule.latch.has(target))
    return `${owner.layer} ${owner.name} may not depend on @latch/${target} (ARCHITECTURE.md, "may import")`
  return undefined
}

/** Third-party modules a layer must never import. */
const forbiddenModules: Partial<Record<Layer, RegExp>> = {
  core: /^(react|react-dom|viem|@walletconnect\/|@solana\/)(\/|$)/,
  'frame-protocol': /^(react|react-dom|viem)(\/|$)/,
  api: /^(react|react-dom|viem|hono)(\/|$)|^@hono\//,
}

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))

/** Every app of the repository (a folder of apps/ with a package.json): none may depend on another. */
const appNames = new Set(
  readdirSync(join(repositoryRoot, 'apps')).filter((name) =>
    existsSync(join(repositoryRoot, 'apps', name, 'package.json')),
  ),
)

/**
 * The secondary entry points the workspaces declare in their package.json `exports` (such as
 * `@latch/evm/siwx`): optional features kept out of the main entry so bundles that do not use them never
 * load them. Anything else past a package's name is a deep import.
 */
export function readPublicSubpaths(root: string = repositoryRoot): Set<string> {
  const subpaths = new Set<string>()
  for (const top of ['packages', 'apps', 'e2e']) {
    const dirs =
      top === 'e2e' ? [join(root, top)] : readdirSync(join(root, top)).map((d) => join(root, top, d))
    for (const dir of dirs) {
      const manifest = join(dir, 'package.json')
      if (!existsSync(manifest)) continue
      const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string
        exports?: Record<string, unknown>
      }
      for (const key of Object.keys(exports ?? {}))
        if (name && key.startsWith('./')) subpaths.add(`${name}${key.slice(1)}`)
    }
  }
  return subpaths
}

/** Apps that tests and benchmarks may start as infrastructure: real chains, a real relay, a real server. */
const testInfrastructure = new Set([
  'devnet',
  'relay',
  'server',
  'mailsink',
  'frame',
  'oidc',
  'farcaster-relay',
])

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

/** A value (not `import type`) import, re-export or dynamic import of `@latch/<target>`. */
const valueImportOf = (target: string) =>
  new RegExp(
    `(?:^|[\\s;])(?:import|export)\\s+(?!type\\s)(?:[\\w*{}\\s,$]+\\s+from\\s+)?['"]@latch/${target}['"]|import\\(\\s*['"]@latch/${target}['"]\\s*\\)`,
    'm',
  )

export function checkBoundaries(
  files: SourceFile[],
  publicSubpaths: ReadonlySet<string> = readPublicSubpaths(),
  rules: ReadonlyMap<string, ImportRule> = readArchitectureRules(),
): Violation[] {
  const violations: Violation[] = []
  for (const file of files) {
    const owner = layerOf(file.path)
    if (!owner) continue
    for (const specifier of importsOf(file.source)) {
      const reason = judge(owner, file.path, specifier, publicSubpaths, rules)
      if (reason) violations.push({ path: file.path, specifier, reason })
    }
    if (owner.layer === 'app' || owner.layer === 'tooling' || isTestCode(file.path)) continue
    for (const target of rules.get(owner.name)?.typesOnly ?? [])
      if (valueImportOf(target).test(withoutComments(file.source)))
        violations.push({
          path: file.path,
          specifier: `@latch/${target}`,
          reason: `${owner.layer} takes only types from @latch/${target} (import type), so no zod reaches the widget`,
        })
  }
  return violations
}

function judge(
  owner: { layer: Layer; name: string },
  path: string,
  specifier: string,
  publicSubpaths: ReadonlySet<string>,
  rules: ReadonlyMap<string, ImportRule>,
): string | undefined {
  if (specifier.startsWith('.')) {
    // A workspace is packages/<name> or apps/<name>; e2e/, bench/ and scripts/ are one each.
    const depth = owner.layer === 'tooling' ? 1 : 2
    const resolved = join(path, '..', specifier).split(sep).join('/')
    const target = resolved.split('/').slice(0, depth).join('/')
    const own = path.split('/').slice(0, depth).join('/')
    if (target !== own) return `reaches into ${target} by a relative path; import its package instead`
    return undefined
  }
  const latch = /^@latch\/([^/]+)(\/.*)?$/.exec(specifier)
  if (latch) {
    const [, target = '', subpath] = latch
    if (subpath && !publicSubpaths.has(specifier)) return `imports @latch/${target} past its public exports`
    if (target === owner.name) return `imports itself by package name`
    if (isTestCode(path) && testInfrastructure.has(target)) return undefined
    return latchImportRefused(owner, target, rules)
  }
  const forbidden = forbiddenModules[owner.layer]
  if (forbidden?.test(specifier)) return `${owner.layer} may not import ${specifier}`
  return undefined
}

/** Reads every TypeScript source under packages/, apps/, e2e/, bench/ and scripts/ of the repository. */
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
  for (const top of ['packages', 'apps', 'e2e', 'bench', 'scripts']) walk(join(root, top))
  return files
}

/** Where a relative import of `path` points, as a repository-relative source path, if it is one of `known`. */
function resolveRelative(path: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  const base = join(path, '..', specifier).split(sep).join('/')
  const stem = base.replace(/\.(js|mjs|jsx)$/, '')
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}/index.ts`])
    if (known.has(candidate)) return candidate
  return undefined
}

/** `import type` and `export type` statements: erased from the build (verbatimModuleSyntax), so no load order. */
const typeOnlyStatement = /(?:^|[\s;])(?:import|export)\s+type\s+[\w*{}\s,$]+\s+from\s+['"][^'"]+['"]/gm

/**
 * The import cycles among the files, each as the files of one strongly connected group. Only imports that
 * stay in the build count: a value cycle makes a module run before the one it needs has, while mutually
 * referring types (an instance holds its adapters, an adapter is handed the instance) are one type graph
 * that TypeScript resolves as a whole.
 */
export function findCycles(files: SourceFile[]): string[][] {
  const known = new Set(files.map((f) => f.path))
  const edges = new Map<string, string[]>()
  for (const file of files) {
    const targets = importsOf(withoutComments(file.source).replace(typeOnlyStatement, ''))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file.path, specifier, known))
      .filter((target): target is string => target !== undefined)
    edges.set(file.path, targets)
  }
  // Tarjan's strongly connected components, iteratively so a deep import chain cannot overflow the stack.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const cycles: string[][] = []
  let counter = 0
  for (const start of known) {
    if (index.has(start)) continue
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length) {
      const frame = work[work.length - 1] as { node: string; next: number }
      const targets = edges.get(frame.node) ?? []
      const target = targets[frame.next++]
      if (target !== undefined) {
        if (!index.has(target)) {
          index.set(target, counter)
          low.set(target, counter++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, next: 0 })
        } else if (onStack.has(target))
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(target) as number))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number))
      if (low.get(frame.node) !== index.get(frame.node)) continue
      const group: string[] = []
      let member: string | undefined
      do {
        member = stack.pop() as string
        onStack.delete(member)
        group.push(member)
      } while (member !== frame.node)
      if (group.length > 1 || targets.includes(frame.node)) cycles.push(group.sort())
    }
  }
  return cycles
}

/** A namespace other than eip155, named as a string: core and react leave those to the adapter that owns it. */
const namespaceLiteral = /(['"`])(solana|bip122|polkadot)\1/g

/**
 * Core and react stay namespace-neutral: outside tests they name no namespace but eip155 (the built-in one whose
 * networks core ships). A namespace's behaviour is asked of its adapter's profile, so a new namespace is one
 * package, not edits in core and react.
 */
export function checkNamespaceLiterals(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = []
  for (const file of files) {
    if (!/^packages\/(core|react)\/src\//.test(file.path) || isTestCode(file.path)) continue
    for (const [literal] of withoutComments(file.source).matchAll(namespaceLiteral))
      violations.push({
        path: file.path,
        specifier: literal,
        reason: `names the namespace ${literal}: ask the network's adapter (its profile) instead`,
      })
  }
  return violations
}

/**
 * Core's `internal/` holds the steps actions share; it never imports an action back, so the actions stay the
 * top of core's graph and an app's bundle keeps only the actions it calls.
 */
export function checkInternalImports(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = []
  for (const file of files) {
    if (!file.path.startsWith('packages/core/src/internal/') || isTestCode(file.path)) continue
    for (const specifier of importsOf(file.source)) {
      if (!specifier.startsWith('.')) continue
      const target = join(file.path, '..', specifier).split(sep).join('/')
      if (target.startsWith('packages/core/src/actions/'))
        violations.push({
          path: file.path,
          specifier,
          reason: 'internal/ imports an action: move the step it needs into internal/',
        })
    }
  }
  return violations
}
