#!/usr/bin/env node
// The whole test suite in one command: static checks, unit and service tests (embedded PGlite),
// the same server tests against a real PostgreSQL server, the fault suite, budgets, the published packages
// (publint, attw, the packed tarballs in an example app), and the browser suites.
// Ends with one line `N passed, N failed[, N skipped]` summed over every runner.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { startPostgres } from '@latch/devnet/postgres'

const root = fileURLToPath(new URL('..', import.meta.url))
const cache = `${root}.cache`
mkdirSync(cache, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []
/** What failed outside any test, printed again at the end. */
const outsideTests = []

/** Runs a command with its output shown as it comes; with `log`, the output is also kept in that file. */
function run(command, args, env = {}, log) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: log ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    if (log) {
      const file = createWriteStream(log)
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk)
        file.write(chunk)
      })
      child.stderr.on('data', (chunk) => {
        process.stderr.write(chunk)
        file.write(chunk)
      })
      child.on('close', () => file.end())
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/**
 * Vitest's errors outside any test (an unhandled rejection, a file that does not load), cut from its output, so the
 * end of a failed run says what failed even where only its last lines are kept.
 */
function errorsOutsideTests(log) {
  const text = stripVTControlCharacters(readFileSync(log, 'utf8'))
  const start = text.search(/⎯+ (Unhandled Errors?|Failed Suites?)/)
  if (start < 0) return ''
  const section = text.slice(start).split('\n')
  const end = section.findIndex((line, index) => index > 0 && /^\s*Test Files /.test(line))
  return section.slice(0, end < 0 ? 60 : Math.min(end, 60)).join('\n')
}

const startedAt = performance.now()
let sectionStartedAt = startedAt

/** Prints a section's title, and how long the previous one took, so slow parts show in every run. */
function section(title) {
  const now = performance.now()
  if (now > startedAt) console.log(`(${((now - sectionStartedAt) / 1000).toFixed(0)} s)`)
  sectionStartedAt = now
  console.log(`\n=== ${title} ===`)
}

/** A gate counts as one test: it passes or fails as a whole. */
async function gate(name, command, args, env) {
  section(name)
  const code = await run(command, args, env)
  if (code === 0) totals.passed += 1
  else {
    totals.failed += 1
    failures.push(name)
  }
}

async function vitest(name, args, env) {
  section(name)
  const output = `${cache}/vitest-${name.replace(/\W+/g, '-')}.json`
  const log = `${cache}/vitest-${name.replace(/\W+/g, '-')}.log`
  rmSync(output, { force: true })
  const code = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args],
    env,
    log,
  )
  if (!existsSync(output)) {
    totals.failed += 1
    failures.push(`${name} (exit ${code}, no report)`)
    return
  }
  const report = JSON.parse(readFileSync(output, 'utf8'))
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + report.numTodoTests
  if (report.numFailedTests > 0 || code !== 0) failures.push(`${name} (${report.numFailedTests} failed)`)
  if (code !== 0 && report.numFailedTests === 0) {
    // A failure outside any test (a file that does not load) still fails the run.
    totals.failed += 1
  }
  if (code !== 0) outsideTests.push(errorsOutsideTests(log))
}

async function playwright(name, config) {
  section(name)
  const output = `${cache}/playwright-${name.replace(/\W+/g, '-')}.json`
  rmSync(output, { force: true })
  const code = await run('npx', ['playwright', 'test', '-c', config, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  })
  if (!existsSync(output)) {
    totals.failed += 1
    failures.push(`${name} (exit ${code}, no report)`)
    return
  }
  const { stats } = JSON.parse(readFileSync(output, 'utf8'))
  totals.passed += stats.expected + stats.flaky
  totals.failed += stats.unexpected
  totals.skipped += stats.skipped
  if (stats.unexpected > 0 || code !== 0) failures.push(`${name} (${stats.unexpected} failed)`)
  if (code !== 0 && stats.unexpected === 0) totals.failed += 1
}

/** A runner that counts its own tests and writes them to REPORT_FILE as JSON ({ passed, failed }). */
async function counted(name, command, args) {
  section(name)
  const output = `${cache}/report-${name.replace(/\W+/g, '-')}.json`
  rmSync(output, { force: true })
  const code = await run(command, args, { REPORT_FILE: output })
  if (!existsSync(output)) {
    totals.failed += 1
    failures.push(`${name} (exit ${code}, no report)`)
    return
  }
  const report = JSON.parse(readFileSync(output, 'utf8'))
  totals.passed += report.passed
  totals.failed += report.failed
  if (report.failed > 0 || code !== 0) failures.push(`${name} (${report.failed} failed)`)
  if (code !== 0 && report.failed === 0) totals.failed += 1
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return
  section('installing Debian chromium')
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

await gate('lint and format (biome)', 'npx', ['biome', 'ci', '.'])
await gate('types (tsc)', 'npx', ['tsc', '--noEmit', '-p', '.'])
// Next.js declares its own globals (process.env.NODE_ENV required): its example is checked as a project of its own.
await gate('types (tsc, examples/nextjs)', 'npx', ['tsc', '--noEmit', '-p', 'examples/nextjs'])
// @latch/wagmi's sources once more against wagmi 2, the older major its peer range takes (examples/wagmi2's copy).
await gate('types (tsc, examples/wagmi2)', 'npx', ['tsc', '--noEmit', '-p', 'examples/wagmi2'])
await vitest('unit and service tests, embedded database', [])
// @latch/react's modal, buttons and hooks once more on React 18.3, the oldest React its peer range allows.
await vitest('@latch/react on React 18', ['-c', 'examples/react18/vitest.config.ts'])

section('PostgreSQL server for the server tests')
let postgres
try {
  postgres = await startPostgres()
  console.log(`PostgreSQL ${postgres.version} on ${postgres.url}`)
  await vitest('server tests, PostgreSQL', ['apps/server'], { TEST_DATABASE_URL: postgres.url })
} catch (error) {
  console.error(error)
  totals.failed += 1
  failures.push('PostgreSQL could not be started')
} finally {
  await postgres?.stop()
}

// Kills and restarts PostgreSQL, an RPC upstream and the relay under load; starts its own PostgreSQL.
await vitest('fault suite', ['-c', 'faults/vitest.config.ts'])

await gate('initial JS budget (examples/minimal)', 'npm', ['run', 'size', '-w', 'latch-example-minimal'])
await gate('initial JS budget (examples/html)', 'npm', ['run', 'size', '-w', 'latch-example-html'])

// Builds and packs every published package: publint and arethetypeswrong on each tarball, sizes per entry.
await counted('published packages (publint, attw)', 'node', ['scripts/packages/check.mjs'])

ensureChromium()
// The packed tarballs installed into a copy of examples/minimal, built with vite, connected in Chromium.
await counted('packed tarballs example', 'npx', ['tsx', 'scripts/packages/tarballExample.ts', '--packed'])
await playwright('test wallet (packages/testing)', 'packages/testing/playwright.config.ts')
await playwright(
  'Solana test wallet (packages/testing-solana)',
  'packages/testing-solana/playwright.config.ts',
)
await playwright('end to end (e2e)', 'e2e/playwright.config.ts')

console.log(
  `(${((performance.now() - sectionStartedAt) / 1000).toFixed(0)} s; whole run ${((performance.now() - startedAt) / 1000).toFixed(0)} s)`,
)
for (const errors of outsideTests.filter(Boolean)) console.log(`\n${errors}`)
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`)
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`)
process.exit(totals.failed > 0 ? 1 : 0)
