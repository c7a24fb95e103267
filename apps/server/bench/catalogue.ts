/**
 * Load test of `GET /getWallets` against the embedded database.
 *
 * Starts the server (`src/cli.ts serve`) in a child process on a random port with a temporary
 * DATA_DIR, then drives it with autocannon from this process: (a) the first page of 40, (b) searches.
 * Fails (exit 1) below 1,500 req/s or above the p99 budget (20 ms, 30 ms with search).
 *
 *   npm run bench -w @latch/server            (DURATION=10 seconds per scenario, CONNECTIONS=10)
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

type AutocannonResult = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  non2xx: number
  errors: number
  timeouts: number
}
type AutocannonOptions = {
  url: string
  connections: number
  duration: number
  requests?: { method: 'GET'; path: string }[]
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const duration = Number(process.env.DURATION ?? 10)
const connections = Number(process.env.CONNECTIONS ?? 10)
const minRequestsPerSecond = 1_500

function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'src/cli.ts'), 'serve'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((done, fail) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1]) done({ child, url: match[1] })
    })
    child.once('exit', (code) =>
      fail(new Error(`server exited with code ${code} before listening:\n${output}`)),
    )
  })
}

async function run(name: string, url: string, paths: string[], p99Budget: number): Promise<boolean> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }))
  // Warm-up: fills the page memo and lets V8 optimise before measuring.
  await autocannon({ url, connections, duration: 1, requests })
  const result = await autocannon({ url, connections, duration, requests })
  const ok =
    result.requests.average >= minRequestsPerSecond &&
    result.latency.p99 < p99Budget &&
    result.non2xx === 0 &&
    result.errors === 0
  console.log(
    `${ok ? 'PASS' : 'FAIL'} ${name}: ${Math.round(result.requests.average)} req/s (need >= ${minRequestsPerSecond}), ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (need < ${p99Budget}), max ${result.latency.max} ms, ` +
      `${result.requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors}`,
  )
  return ok
}

const dataDir = mkdtempSync(join(tmpdir(), 'latch-bench-'))
const started = performance.now()
const { child, url } = await startChild(dataDir)
console.log(
  `server ${url} started in ${Math.round(performance.now() - started)} ms (fresh DATA_DIR ${dataDir})`,
)
console.log(
  `${connections} connections, ${duration} s per scenario, load from this process (pid ${process.pid})`,
)

let passed = false
try {
  const firstPage = await run('page of 40', url, ['/getWallets?projectId=latch-dev&page=1&entries=40'], 20)
  const terms = [
    'meta',
    'wallet',
    'TRUST',
    ' coin ',
    'safe',
    'ledger',
    'rain',
    'okx',
    'phantom',
    'bit',
    'a',
    'zerion',
  ]
  const searchPaths = terms.flatMap((term) =>
    [1, 2].map(
      (page) => `/getWallets?projectId=latch-dev&page=${page}&entries=40&search=${encodeURIComponent(term)}`,
    ),
  )
  const search = await run('with search', url, searchPaths, 30)
  passed = firstPage && search
} finally {
  child.kill('SIGTERM')
  await new Promise((done) => child.once('exit', done))
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(passed ? 0 : 1)
