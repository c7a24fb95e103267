// The Next.js app `npm create latch -- --template next` writes, set up from the published packages: the App Router
// app with `next.config.mjs` = `{ reactStrictMode: true }`, and only what the README's setup lists installed (@latch/core,
// @latch/react, @latch/evm, viem, with React and Next), none of the optional SDKs of WalletConnect, Coinbase or
// the Safe. Next.js fails a build on a missing package any module it sees imports, even behind `import()`, so
// this proves that an app which does not use those pieces never reaches them. Built with the default bundler
// (Turbopack) and with webpack; the Playwright config then serves it with `next start` and connects.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scaffoldApp } from './scaffold.js'

/** The packages an app installs only for WalletConnect, Coinbase or the Safe: none may be there. */
const OPTIONAL_SDKS = [
  '@walletconnect/universal-provider',
  '@coinbase/wallet-sdk',
  '@safe-global/safe-apps-sdk',
  '@safe-global/safe-apps-provider',
]

/** What the README's setup installs. */
const LATCH_PACKAGES = ['@latch/core', '@latch/react', '@latch/evm']

type PrepareNextAppParameters = {
  root: string
  /** The directory of the packed tarballs. */
  tarballs: string
  /** The workspace's installed version of a dependency, so the install is served from npm's cache. */
  installed(name: string): string
  /** Counts one check, passed or failed, and prints it. */
  record(name: string, passed: boolean): void
  /** Elapsed time, for the log. */
  seconds(): string
}

/** Every @latch package the given ones depend on, themselves included (they are not in the registry). */
function withLatchDependencies(root: string, names: readonly string[]): Set<string> {
  const all = new Set<string>()
  const visit = (name: string) => {
    if (all.has(name)) return
    all.add(name)
    const manifest = JSON.parse(
      readFileSync(join(root, 'packages', name.replace('@latch/', ''), 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string> }
    for (const dependency of Object.keys(manifest.dependencies ?? {}))
      if (dependency.startsWith('@latch/')) visit(dependency)
  }
  for (const name of names) visit(name)
  return all
}

/** `next build` with the app's own Next, timed; true when it passed. */
function nextBuild(app: string, args: readonly string[]): boolean {
  const result = spawnSync(
    process.execPath,
    [join(app, 'node_modules/next/dist/bin/next'), 'build', ...args],
    {
      cwd: app,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'inherit',
    },
  )
  return result.status === 0
}

/**
 * Writes the Next.js app into a temporary directory and starts its install, which runs while the Vite app
 * installs and builds; answers the directory once the install has finished.
 *
 * @example
 * const installing = installNextApp({ root, tarballs, installed })
 */
export function installNextApp({
  root,
  tarballs,
  installed,
}: Pick<PrepareNextAppParameters, 'root' | 'tarballs' | 'installed'>): { dir: string; done: Promise<void> } {
  const app = mkdtempSync(join(tmpdir(), 'latch-tarball-nextjs-'))
  scaffoldApp({
    dir: app,
    template: 'next',
    tarballs,
    latchPackages: [...withLatchDependencies(root, LATCH_PACKAGES)],
    installed,
  })
  const child = spawn('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    stdio: 'inherit',
  })
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm install of the Next.js app exited with ${code}`)),
    )
  })
  return { dir: app, done }
}

/**
 * Checks that the installed Next.js app has none of the optional SDKs, then builds it with webpack and with
 * Turbopack; true when it is ready for `next start` (the Turbopack build, made last).
 *
 * @example
 * const built = buildNextApp(dir, { record, seconds })
 */
export function buildNextApp(
  app: string,
  {
    record,
    seconds,
    env,
  }: Pick<PrepareNextAppParameters, 'record' | 'seconds'> & { env: Record<string, string> },
): boolean {
  // The app's public settings are read at build time: the test's chain and server.
  writeFileSync(
    join(app, '.env.local'),
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
  )
  const present = OPTIONAL_SDKS.filter((sdk) => existsSync(join(app, 'node_modules', sdk)))
  record(
    `the Next.js app has none of the optional SDKs installed${present.length ? ` (found ${present.join(', ')})` : ''}`,
    present.length === 0,
  )
  if (present.length > 0) return false
  const webpack = nextBuild(app, ['--webpack'])
  record(`next build --webpack (${seconds()})`, webpack)
  // Last, so `next start` serves the build of the default bundler.
  const turbopack = nextBuild(app, [])
  record(`next build, Turbopack (${seconds()})`, turbopack)
  return turbopack
}
