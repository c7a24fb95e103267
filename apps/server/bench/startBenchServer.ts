import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export type AutocannonResult = {
  requests: { average: number; total: number }
  latency: { p50: number; p90: number; p99: number; average: number; max: number }
  non2xx: number
  errors: number
  timeouts: number
  mismatches: number
}
export type AutocannonRequest = {
  method?: 'GET' | 'POST'
  path?: string
  body?: string
  headers?: Record<string, string>
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest
}
export type AutocannonOptions = {
  url: string
  connections: number
  duration?: number
  amount?: number
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
  requests?: AutocannonRequest[]
  expectBody?: string
}
/** Benchmark requests come from the development project's site, as the widget's do. */
export const benchHeaders = { Origin: 'http://127.0.0.1:5173' }

const runAutocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>

/** autocannon, every request from the development project's site. */
export const autocannon = (options: AutocannonOptions) =>
  runAutocannon({
    ...options,
    headers: { ...benchHeaders, ...options.headers },
    ...(options.requests
      ? { requests: options.requests.map((r) => ({ ...r, headers: { ...benchHeaders, ...r.headers } })) }
      : {}),
  })

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Starts `latch-server serve` in a child process (so load and server do not share a core) and waits for its URL. */
export function startBenchServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'src/cli.ts'), 'serve'], {
    cwd: serverRoot,
    // One machine sends all the load from one address: the per-IP rate limit would be the bench's subject.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', LATCH_RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    await new Promise((done) => child.once('exit', done))
  }
  return new Promise((done, fail) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1]) done({ child, url: match[1], stop })
    })
    child.once('exit', (code) =>
      fail(new Error(`server exited with code ${code} before listening:\n${output}`)),
    )
  })
}

export const formatLatency = (result: AutocannonResult) =>
  `p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, avg ${result.latency.average.toFixed(2)} ms, ` +
  `${Math.round(result.requests.average)} req/s, ${result.requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors}`

/**
 * Warms the server up for 2 s, then runs a GET `path` at 1 connection and at `connections`, printing one PASS or FAIL line each with its
 * latency; resolves true when every run passes `check` without a non-2xx answer or an error.
 */
export async function measureGet(parameters: {
  url: string
  path: string
  connections: number
  duration: number
  label: string
  check: (result: AutocannonResult) => boolean
  need: string
}): Promise<boolean> {
  const { url, path, connections, duration, label } = parameters
  await autocannon({ url, connections, duration: 2, requests: [{ method: 'GET', path }] })
  let passed = true
  for (const clients of [...new Set([1, connections])]) {
    const result = await autocannon({
      url,
      connections: clients,
      duration,
      requests: [{ method: 'GET', path }],
    })
    const ok = parameters.check(result) && result.non2xx === 0 && result.errors === 0
    passed &&= ok
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${label} (${clients} connection${clients > 1 ? 's' : ''}): ${formatLatency(result)} (need ${parameters.need})`,
    )
  }
  return passed
}
