/**
 * Load test of `GET /getWallets` against a bare `node:http` server answering the identical bytes.
 *
 * Starts the Latch server (`src/cli.ts serve`, embedded database, fresh DATA_DIR) in a child process,
 * records its answers to the benchmark's requests (status, headers and the body bytes as sent, compressed
 * where it compressed them), and starts a second child, `bareServer.ts`, that answers each of those
 * requests with exactly those bytes and does nothing else. Autocannon then drives both from this process
 * in alternating rounds, so that the machine's drift hits both alike, and the report is the ratio of the
 * Latch server's throughput to the bare server's:
 *
 * - first page: page 1 of 40 as the widget asks for it (Origin, Accept-Encoding: gzip, deflate, br, zstd);
 * - revalidation: the same with the ETag in If-None-Match (304);
 * - search: 24 different searches and pages.
 *
 * Each line also gives both servers' CPU time per request (from /proc: their own cost, which other work
 * on a shared machine moves much less than req/s) and how busy this process, the load generator, was: at
 * about 100% it, not the servers, sets both rates, and the ratio understates the difference.
 *
 * Exits 1 when a scenario's ratio is below 0.5 or the Latch server's p99 is 10 ms or more.
 *
 *   npm run bench:server   (ROUNDS=3, DURATION=4 seconds per server per round, CONNECTIONS=10)
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RecordedAnswer } from './bareServer.js'
import { type AutocannonResult, autocannon, startBenchServer } from './startBenchServer.js'

const rounds = Number(process.env.ROUNDS ?? 3)
const duration = Number(process.env.DURATION ?? 4)
const connections = Number(process.env.CONNECTIONS ?? 10)
const minRatio = 0.5
const p99BudgetMs = 10

const here = dirname(fileURLToPath(import.meta.url))
// What a browser sends with the widget's request (a page on another origin, compression accepted).
const browserHeaders = { Origin: 'http://127.0.0.1:5173', 'Accept-Encoding': 'gzip, deflate, br, zstd' }
const widgetQuery = 'projectId=latch-dev&st=latch&sv=react-latch-0.1.0'
const firstPage = `/getWallets?${widgetQuery}&page=1&entries=40`
const searchTerms = ['meta', 'wallet', 'TRUST', ' coin ', 'safe', 'ledger', 'rain', 'okx', 'phantom', 'bit']
const searches = [...searchTerms, 'a', 'zerion'].flatMap((term) =>
  [1, 2].map(
    (page) => `/getWallets?${widgetQuery}&page=${page}&entries=40&search=${encodeURIComponent(term)}`,
  ),
)

/** One request as the server answers it, body bytes untouched (no decompression). */
function record(base: string, path: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const kept: Record<string, string> = {}
        // Framing and the clock are node:http's own in both servers.
        for (const [name, value] of Object.entries(res.headers))
          if (
            !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name) &&
            value !== undefined
          )
            kept[name] = Array.isArray(value) ? value.join(', ') : value
        const body = Buffer.concat(chunks)
        if (kept['content-length'] === undefined && res.statusCode !== 304)
          kept['content-length'] = String(body.length)
        done({
          path,
          revalidation: 'If-None-Match' in headers,
          status: res.statusCode ?? 0,
          headers: kept,
          body: body.toString('base64'),
        })
      })
    })
    req.on('error', fail)
    req.end()
  })
}

function startBare(recordings: string): Promise<{ child: ChildProcess; url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'bareServer.ts'), recordings], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    await new Promise((done) => child.once('exit', done))
  }
  return new Promise((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/\S+)/.exec(chunk.toString())
      if (match?.[1]) done({ child, url: match[1], stop })
    })
    child.once('exit', (code) => fail(new Error(`the bare server exited with code ${code}`)))
  })
}

type Scenario = { name: string; paths: string[]; headers: Record<string, string>; status: number }
type Totals = {
  requests: number
  seconds: number
  p99: number[]
  bad: number
  /** The server's CPU time, and this process's (the load generator's). */
  cpuSeconds: number
  loadCpuSeconds: number
}

/**
 * CPU seconds a process has used (user + system, from /proc; undefined elsewhere). Its CPU time per
 * request is the server's own cost, which other work on the machine barely moves, unlike req/s.
 */
function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
  } catch {
    return undefined
  }
}
const ticksPerSecond = 100

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function load(url: string, scenario: Scenario, seconds: number): Promise<AutocannonResult> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: scenario.headers,
    requests: scenario.paths.map((path) => ({ method: 'GET', path })),
  })
}

const dataDir = mkdtempSync(join(tmpdir(), 'latch-bench-'))
const recordDir = mkdtempSync(join(tmpdir(), 'latch-bench-bare-'))
const latch = await startBenchServer({ DATA_DIR: dataDir })
let bare: Awaited<ReturnType<typeof startBare>> | undefined
let passed = true
try {
  const first = await record(latch.url, firstPage, browserHeaders)
  const etag = first.headers.etag
  if (first.status !== 200 || !etag)
    throw new Error(`the first page answered ${first.status} without an ETag`)
  const revalidation = { ...browserHeaders, 'If-None-Match': etag }
  const scenarios: Scenario[] = [
    { name: 'first page (br)', paths: [firstPage], headers: browserHeaders, status: 200 },
    { name: 'revalidation (304)', paths: [firstPage], headers: revalidation, status: 304 },
    { name: '24 searches and pages', paths: searches, headers: browserHeaders, status: 200 },
  ]
  const recordings: RecordedAnswer[] = []
  for (const scenario of scenarios)
    for (const path of scenario.paths) {
      const answer = await record(latch.url, path, scenario.headers)
      if (answer.status !== scenario.status) throw new Error(`${path} answered ${answer.status}`)
      recordings.push(answer)
    }
  const recordingsFile = join(recordDir, 'answers.json')
  writeFileSync(recordingsFile, JSON.stringify(recordings))
  bare = await startBare(recordingsFile)
  console.log(`Latch server ${latch.url}, bare node:http server ${bare.url} answering the same bytes`)
  console.log(
    `first page: ${first.headers['content-encoding'] ?? 'identity'}, ${Buffer.from(first.body, 'base64').length} bytes; ` +
      `${connections} connections, ${rounds} alternating rounds of ${duration} s per server, load from this process`,
  )

  for (const scenario of scenarios) {
    // Warm-up: lets both processes optimise (and the Latch server prepare the answers) before measuring.
    await load(latch.url, scenario, 1)
    await load(bare.url, scenario, 1)
    const totals = {
      latch: { requests: 0, seconds: 0, p99: [], bad: 0, cpuSeconds: 0, loadCpuSeconds: 0 } as Totals,
      bare: { requests: 0, seconds: 0, p99: [], bad: 0, cpuSeconds: 0, loadCpuSeconds: 0 } as Totals,
    }
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['latch', 'bare'] as const) : (['bare', 'latch'] as const)
      for (const which of order) {
        const server = which === 'latch' ? latch : bare
        const cpuBefore = cpuSecondsOf(server.child.pid)
        const loadCpuBefore = process.cpuUsage()
        const result = await load(server.url, scenario, duration)
        const loadCpu = process.cpuUsage(loadCpuBefore)
        const cpuAfter = cpuSecondsOf(server.child.pid)
        const total = totals[which]
        total.cpuSeconds += (cpuAfter ?? Number.NaN) - (cpuBefore ?? Number.NaN)
        total.loadCpuSeconds += (loadCpu.user + loadCpu.system) / 1e6
        total.requests += result.requests.total
        total.seconds += duration
        total.p99.push(result.latency.p99)
        // A 304 is the expected answer of the revalidation scenario, not a failure.
        total.bad += result.errors + result.timeouts + (scenario.status === 200 ? result.non2xx : 0)
      }
    }
    const rate = (t: Totals) => t.requests / t.seconds
    const busy = (t: Totals) => `${Math.round((100 * t.loadCpuSeconds) / t.seconds)}%`
    const cpuPerRequest = (t: Totals) => `${((t.cpuSeconds / t.requests) * 1e6).toFixed(0)} µs`
    const ratio = rate(totals.latch) / rate(totals.bare)
    const p99 = median(totals.latch.p99)
    const ok = ratio >= minRatio && p99 < p99BudgetMs && totals.latch.bad === 0 && totals.bare.bad === 0
    passed &&= ok
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${scenario.name}: Latch ${Math.round(rate(totals.latch))} req/s, bare ${Math.round(rate(totals.bare))} req/s, ` +
        `ratio ${ratio.toFixed(2)} (need >= ${minRatio}); Latch p99 ${p99} ms (rounds ${totals.latch.p99.join(', ')}; need < ${p99BudgetMs}), ` +
        `bare p99 ${median(totals.bare.p99)} ms; failed requests ${totals.latch.bad} / ${totals.bare.bad}; ` +
        `server CPU per request: Latch ${cpuPerRequest(totals.latch)}, bare ${cpuPerRequest(totals.bare)}; ` +
        `load generator busy ${busy(totals.latch)} / ${busy(totals.bare)} of the time`,
    )
  }
} finally {
  await bare?.stop()
  await latch.stop()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(recordDir, { recursive: true, force: true })
}
process.exit(passed ? 0 : 1)
