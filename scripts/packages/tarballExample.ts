// The packed @latch tarballs as a dApp installs them: the Vite app the packed create-latch writes
// (`npm create latch`) gets the tarballs (and its other dependencies from the registry or npm's cache) in its own
// node_modules, builds with vite, and its Playwright spec connects the packed @latch/testing's injected wallet on a
// real anvil. The Next.js app it writes gets only what the README's setup lists (no WalletConnect, Coinbase or Safe SDK),
// builds with Next.js (webpack, then its default Turbopack), and the same spec connects in it (tarballExample/nextApp.ts).
// The plain HTML example's page loads the packed @latch/elements' standalone latch.js, and the spec connects there too.
// Nothing resolves from the workspace's sources. Builds and packs first, unless `--packed` says the
// tarballs in .cache/packages are current (npm test packs them just before).
// With REPORT_FILE set, writes { passed, failed } there for scripts/test.mjs.
// Usage: npx tsx scripts/packages/tarballExample.ts [--packed] [--keep]
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { findFreePort, startAnvil } from '@latch/devnet'
import { buildNextApp, installNextApp } from './tarballExample/nextApp.js'
import { scaffoldApp } from './tarballExample/scaffold.js'

const root = join(import.meta.dirname, '../..')
const tarballs = join(root, '.cache/packages/tarballs')
const here = join(root, 'scripts/packages/tarballExample')
const startedAt = performance.now()
const seconds = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`
const counts = { passed: 0, failed: 0 }
/** examples/minimal/size-budget.mjs's budget. */
const INITIAL_JS_BUDGET_BYTES = 80 * 1024

/** The workspace's installed version of a dependency, so the install is served from npm's cache. */
const installed = (name: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version

if (!process.argv.includes('--packed') || !existsSync(tarballs) || readdirSync(tarballs).length === 0) {
  execFileSync(process.execPath, [join(root, 'scripts/packages/build.mjs')], { stdio: 'inherit' })
  execFileSync(process.execPath, [join(root, 'scripts/packages/pack.mjs')], { stdio: 'inherit' })
}

const record = (name: string, passed: boolean) => {
  counts[passed ? 'passed' : 'failed'] += 1
  console.log(`${passed ? '✓' : '✗'} ${name}`)
}

const app = mkdtempSync(join(tmpdir(), 'latch-tarball-example-'))
// Installed while the Vite app installs and builds.
const nextApp = installNextApp({ root, tarballs, installed })
nextApp.done.catch(() => {})
const anvil = await startAnvil({ chainId: 31337, host: '127.0.0.1', port: 0 })
try {
  // The Vite app `npm create latch` writes; every @latch tarball is a direct dependency, so the packages' own
  // @latch dependencies resolve to them (and the connect spec finds @latch/testing).
  scaffoldApp({
    dir: app,
    template: 'vite',
    tarballs,
    latchPackages: readdirSync(tarballs)
      .filter((file) => file.startsWith('latch-'))
      .map((file) => `@latch/${file.replace(/^latch-/, '').replace(/-\d+\.\d+\.\d+\.tgz$/, '')}`),
    installed,
    devDependencies: ['@playwright/test'],
  })
  for (const file of ['playwright.config.ts', 'connect.pw.ts']) cpSync(join(here, file), join(app, file))
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    stdio: 'inherit',
  })
  console.log(`installed the tarballs in ${app} (${seconds()})`)
  const sources = readdirSync(join(app, 'node_modules/@latch')).filter((name) =>
    existsSync(join(app, 'node_modules/@latch', name, 'src')),
  )
  if (sources.length > 0) throw new Error(`sources installed instead of the build: ${sources.join(', ')}`)

  const port = await findFreePort('127.0.0.1')
  const env = {
    ...process.env,
    VITE_LATCH_RPC_31337: anvil.rpcUrl,
    VITE_LATCH_RPC_31338: anvil.rpcUrl,
    // No Latch server here: the wallet list comes from EIP-6963, the catalogue request fails fast.
    VITE_LATCH_API_URL: `http://127.0.0.1:${await findFreePort('127.0.0.1')}`,
    RPC_URL: anvil.rpcUrl,
    APP_PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
  }
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--manifest'], {
    cwd: app,
    env,
    stdio: 'inherit',
  })
  console.log(`built with vite (${seconds()})`)
  // The initial JS (the entry chunk and its static imports) of the app built from the published packages,
  // against the same budget examples/minimal holds from the sources.
  const manifest = JSON.parse(readFileSync(join(app, 'dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >
  const initial = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || initial.has(chunk.file)) return
    initial.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  let bytes = 0
  for (const file of initial) bytes += gzipSync(readFileSync(join(app, 'dist', file)), { level: 9 }).length
  record(
    `initial JS from the tarballs: ${(bytes / 1024).toFixed(2)} KiB gzip (budget ${INITIAL_JS_BUDGET_BYTES / 1024} KiB)`,
    bytes <= INITIAL_JS_BUDGET_BYTES,
  )
  // The plain HTML example with latch.js as @latch/elements publishes it, copied beside the page as a site
  // without a bundler does, and the page's config written into its meta tag.
  const site = join(app, 'html-site')
  cpSync(join(app, 'node_modules/@latch/elements/dist/standalone'), site, { recursive: true })
  for (const file of ['index.html', 'style.css'])
    cpSync(join(root, 'examples/html/public', file), join(site, file))
  const pageConfig = {
    apiUrl: env.VITE_LATCH_API_URL,
    projectId: 'latch-dev',
    networks: [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.rpcUrl }],
  }
  const page = readFileSync(join(site, 'index.html'), 'utf8')
  const withConfig = page.replace(
    '<meta name="latch-config" content="" />',
    `<meta name="latch-config" content='${JSON.stringify(pageConfig)}' />`,
  )
  if (withConfig === page)
    throw new Error('examples/html/public/index.html has no empty latch-config meta tag')
  writeFileSync(join(site, 'index.html'), withConfig)
  const htmlPort = await findFreePort('127.0.0.1')
  Object.assign(env, { HTML_APP_PORT: String(htmlPort), HTML_APP_URL: `http://127.0.0.1:${htmlPort}` })
  await nextApp.done
  console.log(`installed the Next.js app in ${nextApp.dir} (${seconds()})`)
  const nextBuilt = buildNextApp(nextApp.dir, {
    record,
    seconds,
    env: {
      NEXT_PUBLIC_LATCH_API_URL: env.VITE_LATCH_API_URL,
      NEXT_PUBLIC_LATCH_RPC_31337: anvil.rpcUrl,
      NEXT_PUBLIC_LATCH_RPC_31338: anvil.rpcUrl,
    },
  })
  const nextPort = await findFreePort('127.0.0.1')
  const nextEnv = nextBuilt
    ? {
        NEXT_APP_DIR: nextApp.dir,
        NEXT_APP_PORT: String(nextPort),
        NEXT_APP_URL: `http://127.0.0.1:${nextPort}`,
        NEXT_TELEMETRY_DISABLED: '1',
      }
    : {}
  // The spec runs against the Vite app, the plain HTML page and, when it built, the Next.js app (a Playwright
  // project each).
  const result = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.config.ts'], {
    cwd: app,
    env: { ...env, ...nextEnv },
    stdio: 'inherit',
  })
  const { stats } = JSON.parse(readFileSync(join(app, 'results.json'), 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number }
  }
  counts.passed += stats.expected + stats.flaky
  counts.failed += stats.unexpected || (result.status === 0 ? 0 : 1)
} catch (error) {
  console.error(error)
  counts.failed += 1
} finally {
  await anvil.stop()
  // An install still running (the Vite app failed first) is let finish before its directory goes.
  await nextApp.done.catch(() => {})
  for (const dir of [app, nextApp.dir])
    if (process.argv.includes('--keep')) console.log(`kept ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
}
console.log(`packed tarballs example: ${counts.passed} passed, ${counts.failed} failed (${seconds()})`)
if (process.env.REPORT_FILE) writeFileSync(process.env.REPORT_FILE, JSON.stringify(counts))
process.exit(counts.failed > 0 ? 1 : 0)
