// `npm run build -w @latch/<service>`: bundles a service's cli and the workspace packages it imports (TypeScript
// sources, which plain Node cannot load) into one ESM file, build/cli.js, with every npm dependency left as an
// import for `npm ci --omit=dev` to provide. Run from the service's folder; its build.config.ts says what else the
// build holds.
import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'

export type ServiceBuildConfig = {
  /** The entry, relative to the service's folder (default src/cli.ts). */
  entry?: string
  /**
   * Folders of the service read at run time through a path relative to a module's own (`import.meta.url`,
   * `import.meta.dirname`), copied into build/ at the same place: `[from, to]`, both relative to the service.
   */
  copy?: readonly (readonly [string, string])[]
  /**
   * Packages the bundle may import without listing them in `dependencies`, each for a reason the config gives
   * (a development-only code path the service never takes in production).
   */
  devOnlyImports?: readonly string[]
}

const builtins = new Set(builtinModules)
// Kept in build/ across builds: an embedded database the built service keeps there by default.
const keptEntries = new Set(['.data'])

/**
 * In the bundle every module shares build/cli.js's `import.meta`; a module that finds files relative to its own
 * path would look beside the bundle instead. So each of the service's modules gets an `import.meta` as if it sat in
 * build/ at its place in the service's folder (src/db/createDatabase.ts as build/src/db/createDatabase.js), and
 * the files it reads are copied there.
 */
function relocateImportMeta(serviceDir: string): Plugin {
  return {
    name: 'relocate-import-meta',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
        const path = relative(serviceDir, args.path)
        if (path.startsWith('..') || path.includes('node_modules')) return undefined
        const source = await readFile(args.path, 'utf8')
        if (!source.includes('import.meta.')) return undefined
        const asBuilt = `./${path.replace(/\.[cm]?ts$/, '.js')}`
        const dir = dirname(path)
        const contents = source
          .replaceAll('import.meta.url', `new URL(${JSON.stringify(asBuilt)}, import.meta.url).href`)
          .replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${dir}`)})`)
          .replaceAll('import.meta.filename', `(import.meta.dirname + ${JSON.stringify(asBuilt.slice(1))})`)
        return { contents, loader: 'ts', resolveDir: dirname(args.path) }
      })
    },
  }
}

/** Workspace packages (`@latch/*`) are bundled; every other package is left as an import. */
const externalNpmPackages: Plugin = {
  name: 'external-npm-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@latch/')) return undefined
      return { path: args.path, external: true }
    })
  },
}

const packageNameOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '')

/** The packages the bundle imports at run time that its package.json does not list in `dependencies`. */
function unlistedImports(
  imported: Iterable<string>,
  manifest: { dependencies?: Record<string, string> },
  devOnly: readonly string[],
): string[] {
  const listed = new Set(Object.keys(manifest.dependencies ?? {}))
  const missing = new Set<string>()
  for (const specifier of imported) {
    if (specifier.startsWith('node:') || builtins.has(specifier)) continue
    const name = packageNameOf(specifier)
    if (!listed.has(name) && !devOnly.includes(name)) missing.add(name)
  }
  return [...missing].sort()
}

async function cleanBuild(outDir: string) {
  await mkdir(outDir, { recursive: true })
  for (const entry of await readdir(outDir)) {
    if (!keptEntries.has(entry)) await rm(join(outDir, entry), { recursive: true, force: true })
  }
}

/** Builds the service in `serviceDir` into its build/ folder; throws when a run-time import is not a dependency. */
export async function buildService(serviceDir: string): Promise<void> {
  const startedAt = performance.now()
  const manifest = JSON.parse(await readFile(join(serviceDir, 'package.json'), 'utf8'))
  const configModule = await import(pathToFileURL(join(serviceDir, 'build.config.ts')).href)
  const config: ServiceBuildConfig = configModule.default
  const outDir = join(serviceDir, 'build')
  await cleanBuild(outDir)
  const result = await build({
    entryPoints: { cli: join(serviceDir, config.entry ?? 'src/cli.ts') },
    outdir: outDir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [relocateImportMeta(serviceDir), externalNpmPackages],
  })
  const imported = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external).map((entry) => entry.path),
  )
  const missing = unlistedImports(imported, manifest, config.devOnlyImports ?? [])
  if (missing.length > 0)
    throw new Error(
      `${manifest.name}: build/cli.js imports ${missing.join(', ')}, not in its package.json dependencies: list them there, or the production install leaves them out`,
    )
  const importedNames = new Set(imported.map(packageNameOf))
  const unused = Object.keys(manifest.dependencies ?? {}).filter((name) => !importedNames.has(name))
  if (unused.length > 0)
    console.log(`${manifest.name}: dependencies build/cli.js never imports: ${unused.join(', ')}`)
  for (const [from, to] of config.copy ?? [])
    await cp(join(serviceDir, from), join(outDir, to), { recursive: true })
  const ms = Math.round(performance.now() - startedAt)
  console.log(`${manifest.name}: build/cli.js in ${ms} ms`)
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await buildService(process.cwd())
}
