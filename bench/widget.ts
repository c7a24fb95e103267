// Widget benchmark: builds examples/minimal against a running server, serves it from 127.0.0.1, and
// measures it in headless Chromium (median of 7 runs): initial JS gzip, connect button visible after
// navigation start, click to the Connect view listing the installed wallet, requests before the first
// open, requests after it, and JS heap after garbage collection with the modal open.
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { startServer } from '@latch/server'
import { anvilAccounts, chromiumLaunchOptions, installTestWallet } from '@latch/testing'
import { chromium } from '@playwright/test'

const runs = Number(process.env.RUNS ?? 7)
const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'examples/minimal/dist')

const budgets = { initialJsKiB: 90, buttonVisibleMs: 150, clickToConnectMs: 25, heapMiB: 6 }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The entry chunk and every chunk it imports statically (plus their CSS), from Vite's manifest. */
function initialFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return
    seen.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  return seen
}

function initialJs(): number {
  let bytes = 0
  for (const file of initialFiles())
    if (file.endsWith('.js')) bytes += gzipSync(readFileSync(join(dist, file))).length
  return bytes
}

// In the page: when did the button appear, and when did the Connect view show a wallet after the click.
const probe = () => {
  const marks: Record<string, number> = {}
  ;(window as unknown as { __marks: typeof marks }).__marks = marks
  // The widget renders into open shadow roots (the buttons too), so every root found is watched.
  const roots: ParentNode[] = [document]
  const watchRoot = (target: Node) =>
    new MutationObserver(() => {
      for (const host of roots.flatMap((root) => [...root.querySelectorAll('*')])) {
        const shadow = host.shadowRoot
        if (shadow && !roots.includes(shadow)) roots.push(shadow)
        if (shadow && !(shadow as unknown as { __watched?: boolean }).__watched) {
          ;(shadow as unknown as { __watched?: boolean }).__watched = true
          watchRoot(shadow)
        }
        if (marks.click && !marks.wallets && shadow?.querySelector('[data-testid^="wallet-option-"]')) {
          marks.wallets = performance.now()
          requestAnimationFrame(() => {
            marks.walletsFrame = performance.now()
          })
        }
      }
      // After the loop: a root attached and filled in one task is only known once the loop has found it.
      if (!marks.button && roots.some((root) => root.querySelector('[data-testid="connect-button"]')))
        marks.button = performance.now()
    }).observe(target, { childList: true, subtree: true })
  watchRoot(document)
  document.addEventListener(
    'click',
    () => {
      marks.click ??= performance.now()
    },
    true,
  )
}

const dataDir = await mkdtemp(join(tmpdir(), 'latch-bench-'))
const server = await startServer({ port: 0, dataDir })
console.log(`building examples/minimal against ${server.url}`)
execFileSync('npm', ['run', 'build', '-w', 'latch-example-minimal'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, LATCH_API_URL: server.url },
})
// The demo's static server serves any Vite build (the minimal app takes its config at build time), from
// its own process as a real site is served, so this process's browser driving never delays a file.
const siteProcess = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'bench/serveBuild.ts'), dist, server.url],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
process.on('exit', () => siteProcess.kill())
const site = {
  url: await new Promise<string>((resolve, reject) => {
    siteProcess.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)))
    siteProcess.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
  }),
  stop: () => {
    siteProcess.kill('SIGTERM')
  },
}
// What the page itself is made of; anything else fetched before the first open counts against the widget.
const pageAssets = new Set(['/', '/index.html', '/favicon.ico', ...[...initialFiles()].map((f) => `/${f}`)])
const browser = await chromium.launch(chromiumLaunchOptions)

const samples = {
  button: [] as number[],
  click: [] as number[],
  frame: [] as number[],
  heap: [] as number[],
  html: [] as number[],
  scripts: [] as number[],
  executed: [] as number[],
}
let requestsBeforeOpen = 0
const foreignAfterOpen = new Set<string>()

for (let run = 0; run < runs; run++) {
  const context = await browser.newContext()
  const page = await context.newPage()
  // tsx compiles functions with a `__name` helper; functions serialised into the page need it too.
  await page.addInitScript('window.__name = (f) => f')
  await installTestWallet(page, {
    privateKey: anvilAccounts[0].privateKey,
    chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    chainId: 31337,
    info: { name: 'Bench Wallet', rdns: 'dev.latch.bench' },
  })
  await page.addInitScript(probe)
  let opened = false
  page.on('request', (request) => {
    const url = request.url()
    const own = url.startsWith(site.url) && pageAssets.has(new URL(url).pathname)
    if (!opened) {
      if (!own) requestsBeforeOpen++
    } else if (!url.startsWith(site.url) && !url.startsWith(server.url)) foreignAfterOpen.add(url)
  })
  await page.goto(site.url, { waitUntil: 'load' })
  await page.waitForSelector('[data-testid="connect-button"]')
  await page.waitForTimeout(500)
  opened = true
  // Hover first, as a pointer does: the modal's code is fetched on pointer-over.
  await page.hover('[data-testid="connect-button"]')
  await page.waitForTimeout(150)
  await page.click('[data-testid="connect-button"]')
  await page.waitForFunction(
    () => (window as unknown as { __marks: { walletsFrame?: number } }).__marks.walletsFrame,
  )
  const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks)
  // Where the time before the button goes: the document's arrival and the last initial script's arrival.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const scripts = performance
      .getEntriesByType('resource')
      .filter(
        (entry) => entry.name.endsWith('.js') && entry.startTime < navigation.domInteractive + 50,
      ) as PerformanceResourceTiming[]
    return {
      html: navigation.responseEnd,
      scripts: Math.max(navigation.responseEnd, ...scripts.map((entry) => entry.responseEnd)),
      // Module scripts run before DOMContentLoaded: the entry has executed by then.
      executed: navigation.domContentLoadedEventEnd,
    }
  })
  samples.html.push(timing.html)
  samples.scripts.push(timing.scripts)
  samples.executed.push(timing.executed)
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  samples.button.push(marks.button ?? Number.NaN)
  samples.click.push((marks.wallets ?? Number.NaN) - (marks.click ?? Number.NaN))
  samples.frame.push((marks.walletsFrame ?? Number.NaN) - (marks.click ?? Number.NaN))
  samples.heap.push(heap.usedSize / 1024 / 1024)
  await context.close()
}

const result = {
  initialJsKiB: initialJs() / 1024,
  buttonVisibleMs: median(samples.button),
  htmlArrivedMs: median(samples.html),
  scriptsArrivedMs: median(samples.scripts),
  scriptsExecutedMs: median(samples.executed),
  clickToConnectMs: median(samples.click),
  clickToConnectNextFrameMs: median(samples.frame),
  heapMiB: median(samples.heap),
  requestsBeforeOpen: requestsBeforeOpen / runs,
  foreignRequestsAfterOpen: [...foreignAfterOpen],
}

await browser.close()
site.stop()
await server.stop()
await rm(dataDir, { recursive: true, force: true })

const line = (name: string, value: number, unit: string, budget?: number) =>
  console.log(
    `${name.padEnd(44)} ${value.toFixed(1).padStart(8)} ${unit}${budget === undefined ? '' : `   (budget ${budget} ${unit}${value <= budget ? '' : ', OVER'})`}`,
  )
console.log(`\nexamples/minimal, headless Chromium, median of ${runs}`)
line('initial JS (entry + static imports, gzip)', result.initialJsKiB, 'KiB', budgets.initialJsKiB)
line('connect button visible after navigation', result.buttonVisibleMs, 'ms', budgets.buttonVisibleMs)
line('  … document arrived', result.htmlArrivedMs, 'ms')
line('  … initial scripts arrived', result.scriptsArrivedMs, 'ms')
line('  … initial scripts executed', result.scriptsExecutedMs, 'ms')
line('click to Connect view with installed wallet', result.clickToConnectMs, 'ms', budgets.clickToConnectMs)
line('  … to the next frame', result.clickToConnectNextFrameMs, 'ms')
line('JS heap after GC, modal open', result.heapMiB, 'MiB', budgets.heapMiB)
line('requests before the first open', result.requestsBeforeOpen, '')
console.log(
  `requests after open outside the page and the Latch server: ${result.foreignRequestsAfterOpen.length}`,
)
const over =
  result.initialJsKiB > budgets.initialJsKiB ||
  result.buttonVisibleMs > budgets.buttonVisibleMs ||
  result.clickToConnectMs > budgets.clickToConnectMs ||
  result.heapMiB > budgets.heapMiB ||
  result.requestsBeforeOpen > 0 ||
  result.foreignRequestsAfterOpen.length > 0
process.exit(over ? 1 : 0)
