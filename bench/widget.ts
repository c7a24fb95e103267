// Widget benchmark: examples/minimal beside RainbowKit's connect-button page, in headless Chromium, one run
// of each page in turn so that the machine's drift hits both alike.
//
// Each run is a cold first visit: a fresh browser profile (empty HTTP cache and storage), the page loaded
// from 127.0.0.1, SETTLE_MS of idle after the load event, then a real mouse click on the connect button
// (the pointer moves onto it and presses at once, as a visitor's does: no hover before). Measured in the
// page with requestAnimationFrame, as the peer harness (../shared/peers/harness/measure.mjs) measures:
// - button visible: navigation start to the first frame in which the connect button is visible;
// - click → first wallet row: the trusted click event to the first frame in which a wallet row of the
//   modal is visible, with no wallet installed, and again with an EIP-6963 wallet installed;
// - JS fetched between the click and the row: bytes of scripts whose fetch overlapped that interval;
// - off-origin requests before the click; JS heap after GC with the modal open (examples/minimal only);
// - frame ready: the click to the embedded wallet's READY message (Latch starts loading its frame once the
//   open modal has been painted, so this shows that the frame and the first rows do not compete).
// Also: the initial JS of examples/minimal (entry + static imports, gzip).
//
// The embedded wallet's frame is served as in production, on its own site: `localhost` beside the pages'
// `127.0.0.1`, so Chromium gives it its own renderer process and the page's heap holds only the page's
// objects (on one site, the frame's document would share the page's process and heap).
//
// RainbowKit's page is the one `bash ../shared/peers/setup.sh rainbowkit` builds (PEERS_ROOT, default
// /tmp/peers). BASELINE_DIST=<dir> adds a third page: another build of examples/minimal (against a
// server at SERVER_PORT, which this benchmark then starts its server on) to compare with.
//
//   npm run bench:widget     (RUNS=7, SETTLE_MS=2000; PEER=0 leaves RainbowKit's page out, to compare a
//                             BASELINE_DIST quickly; its figures then miss the bars relative to RainbowKit)
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { buildFrame, startFrame } from '@latch/frame'
import { startServer } from '@latch/server'
import { anvilAccounts, chromiumLaunchOptions, installTestWallet } from '@latch/testing'
import { type BrowserContext, chromium } from '@playwright/test'
import { median } from './median.js'
import { centreOf, pollMark } from './pageDriver.js'

const runs = Number(process.env.RUNS ?? 7)
const settleMs = Number(process.env.SETTLE_MS ?? 2000)
const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'examples/minimal/dist')
const peersRoot = process.env.PEERS_ROOT ?? '/tmp/peers'
const rainbowKitDist = join(peersRoot, 'apps/rainbowkit/dist')

// The button's bar is relative to RainbowKit's page in the same run (absolute times of cold visits follow the
// machine): Latch's button was visible in 0.3–0.4 × RainbowKit's time when the open-instantly work began.
const budgets = { initialJsKiB: 80, buttonVisibleRatio: 0.5, clickToRowMs: 16, heapMiB: 4 }

if (!existsSync(join(rainbowKitDist, 'index.html'))) {
  console.error(
    `RainbowKit's page is not built at ${rainbowKitDist}: run \`bash ../shared/peers/setup.sh rainbowkit\` (PEERS_ROOT=${peersRoot}).`,
  )
  process.exit(2)
}

/** The entry chunk and every chunk it imports statically, from Vite's manifest. */
function initialJsKiB(): number {
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
  let bytes = 0
  for (const file of seen) if (file.endsWith('.js')) bytes += gzipSync(readFileSync(join(dist, file))).length
  return bytes / 1024
}

// In the page, before any of its scripts: frame-accurate times of the button, the click and the first
// wallet row, looking into every open shadow root (Latch renders into them).
type ProbeConfig = { button: string; row: string }
const probe = (config: ProbeConfig) => {
  if (window.top !== window) return
  const times: Record<string, number> = {}
  ;(window as unknown as { __bench: Record<string, number> }).__bench = times
  const roots = () => {
    const all: ParentNode[] = [document]
    for (let i = 0; i < all.length; i++) {
      const walker = document.createTreeWalker(all[i] as Node, NodeFilter.SHOW_ELEMENT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const shadow = (node as Element).shadowRoot
        if (shadow) all.push(shadow)
      }
    }
    return all
  }
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true })
  }
  const found = (selector: string) =>
    roots().some((scope) => [...scope.querySelectorAll(selector)].some(visible))
  let phase: 'button' | 'idle' | 'row' | 'done' = 'button'
  const tick = () => {
    const now = performance.now()
    if (phase === 'button' && found(config.button)) {
      times.button = now
      phase = 'idle'
    } else if (phase === 'row' && found(config.row)) {
      times.row = now
      phase = 'done'
    }
    if (phase === 'button' || phase === 'row') requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  addEventListener(
    'pointerdown',
    (event) => {
      if (event.isTrusted) times.pointerdown ??= performance.now()
    },
    true,
  )
  addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || times.click !== undefined) return
      times.click = performance.now()
      if (phase === 'idle' || phase === 'button') {
        phase = 'row'
        requestAnimationFrame(tick)
      }
    },
    true,
  )
  addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === 'frame/READY') times.ready ??= performance.now()
  })
  // After every listener of the click (React renders and commits in a microtask after its own): the
  // click's own work, before the browser can paint.
  addEventListener('click', (event) => {
    if (event.isTrusted) times.clickHandled ??= performance.now()
  })
}

type Page = { name: string; url: string; button: string; row: string; frame: boolean; stop(): void }
type Sample = {
  button: number
  clickToRow: number
  /** The click's own task: from the click event until its last listener (the render included) returned. */
  clickTask: number
  jsBytes: number
  offOriginBeforeClick: number
  heapMiB: number
  /** The click to the embedded wallet's READY (Latch only). */
  frameReady: number
  error?: string
}

function serve(
  name: string,
  dir: string,
  apiUrl: string,
  csp: boolean,
  selectors: ProbeConfig,
): Promise<Page> {
  // Each page from its own process, as a real site is served, so this process's driving never delays a file.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/serveBuild.ts'), dir, apiUrl, ...(csp ? [] : ['--no-csp'])],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  process.on('exit', () => child.kill())
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the static server for ${name} exited with ${code}`)))
    child.stdout.once('data', (chunk: Buffer) =>
      resolve({
        name,
        url: chunk.toString().trim(),
        ...selectors,
        frame: name !== 'rainbowkit',
        stop: () => child.kill('SIGTERM'),
      }),
    )
  })
}

async function measure(page: Page, installed: boolean): Promise<Sample> {
  const profile = mkdtempSync(join(tmpdir(), 'latch-bench-profile-'))
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      // As the peer harness: any host but loopback fails at once, so nothing leaves the machine.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  })
  try {
    const tab = context.pages()[0] ?? (await context.newPage())
    // tsx compiles functions with a `__name` helper; functions serialised into the page need it too.
    await context.addInitScript('window.__name = (f) => f')
    if (installed)
      await installTestWallet(context, {
        privateKey: anvilAccounts[0].privateKey,
        chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }],
        chainId: 31337,
        info: { name: 'Bench Wallet', rdns: 'dev.latch.bench' },
      })
    await context.addInitScript(probe, { button: page.button, row: page.row })
    const origin = new URL(page.url).origin
    let clicked = false
    let offOriginBeforeClick = 0
    context.on('request', (request) => {
      if (!clicked && /^(https?|wss?):/.test(request.url()) && new URL(request.url()).origin !== origin)
        offOriginBeforeClick++
    })
    // Let the fresh browser finish its own start-up before the timed navigation.
    await new Promise((resolve) => setTimeout(resolve, 500))
    await tab.goto(page.url, { waitUntil: 'load' })
    // Driven without Playwright's locators (pageDriver.ts): marks polled with plain evaluations, the click a
    // trusted mouse click at the button's centre.
    const mark = (name: 'button' | 'row' | 'ready', timeoutMs = 30_000) => pollMark(tab, name, timeoutMs)
    await mark('button')
    await tab.waitForTimeout(settleMs)
    const box = await centreOf(tab, page.button)
    clicked = true
    await tab.mouse.click(box.x, box.y)
    await mark('row')
    await tab.waitForTimeout(1000)
    if (page.frame) await mark('ready', 10_000).catch(() => {})
    const result = await tab.evaluate(() => {
      const times = (window as unknown as { __bench: Record<string, number> }).__bench
      const start = Math.min(times.pointerdown ?? Number.POSITIVE_INFINITY, times.click ?? 0)
      const row = times.row ?? 0
      let jsBytes = 0
      for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        if (/\.m?js(\?|$)/.test(entry.name) && entry.responseEnd >= start && entry.startTime <= row)
          jsBytes += entry.encodedBodySize || entry.transferSize
      return {
        button: times.button ?? Number.NaN,
        clickToRow: row - (times.click ?? 0),
        clickTask: (times.clickHandled ?? Number.NaN) - (times.click ?? 0),
        frameReady: (times.ready ?? Number.NaN) - (times.click ?? 0),
        jsBytes,
      }
    })
    const cdp = await context.newCDPSession(tab)
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
    return { ...result, offOriginBeforeClick, heapMiB: heap.usedSize / 1024 / 1024 }
  } catch (error) {
    return {
      button: Number.NaN,
      clickToRow: Number.NaN,
      clickTask: Number.NaN,
      jsBytes: Number.NaN,
      offOriginBeforeClick: Number.NaN,
      heapMiB: Number.NaN,
      frameReady: Number.NaN,
      error: String(error).split('\n')[0] ?? 'failed',
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

const baselineDist = process.env.BASELINE_DIST
const dataDir = mkdtempSync(join(tmpdir(), 'latch-bench-'))
const server = await startServer({ port: Number(process.env.SERVER_PORT ?? 0), dataDir, indexer: false })
await buildFrame()
// On `localhost`, another site than the pages' 127.0.0.1: out of the page's process, as in production.
const frame = await startFrame({ port: 0, host: 'localhost', apiUrl: server.url })
console.log(`building examples/minimal against ${server.url}, its frame at ${frame.url}`)
execFileSync('npm', ['run', 'build', '-w', 'latch-example-minimal'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, LATCH_API_URL: server.url, LATCH_FRAME_URL: frame.url },
})
const latchSelectors = { button: '[data-testid="connect-button"]', row: '[data-testid^="wallet-option-"]' }
const pages: Page[] = [
  await serve('latch', dist, server.url, true, latchSelectors),
  await serve('rainbowkit', rainbowKitDist, server.url, false, {
    button: '[data-testid="rk-connect-button"]',
    row: '[data-testid^="rk-wallet-option-"]',
  }),
].filter((p) => process.env.PEER !== '0' || p.name !== 'rainbowkit')
if (baselineDist) pages.push(await serve('baseline', baselineDist, server.url, true, latchSelectors))

const scenarios = [
  { name: 'no extension', installed: false },
  { name: 'installed wallet', installed: true },
] as const
const samples = new Map<string, Sample[]>()
for (let run = 0; run < runs; run++) {
  for (const scenario of scenarios) {
    // Rotate the order each run, so neither page always comes first.
    const order = pages.map((_, i) => pages[(i + run) % pages.length] as Page)
    for (const page of order) {
      const sample = await measure(page, scenario.installed)
      const key = `${page.name}/${scenario.name}`
      samples.set(key, [...(samples.get(key) ?? []), sample])
      console.log(
        `run ${run + 1}/${runs} ${key.padEnd(30)} ` +
          (sample.error
            ? `ERROR ${sample.error}`
            : `button ${sample.button.toFixed(1)} ms, click → row ${sample.clickToRow.toFixed(1)} ms (click task ${sample.clickTask.toFixed(1)}), frame ready ${sample.frameReady.toFixed(0)} ms, JS after click ${sample.jsBytes} B, off-origin before click ${sample.offOriginBeforeClick}, heap ${sample.heapMiB.toFixed(2)} MiB`),
      )
    }
  }
}
for (const page of pages) page.stop()
await frame.stop()
await server.stop()
rmSync(dataDir, { recursive: true, force: true })

const of = (page: string, scenario: string) => samples.get(`${page}/${scenario}`) ?? []
const failed = (page: string) => scenarios.flatMap((s) => of(page, s.name)).filter((s) => s.error).length
const med = (page: string, scenario: string, field: keyof Omit<Sample, 'error'>) =>
  median(of(page, scenario).map((s) => s[field]))
const max = (page: string, field: keyof Omit<Sample, 'error'>) =>
  Math.max(...scenarios.flatMap((s) => of(page, s.name)).map((s) => s[field]))
const allButton = (page: string) => median(scenarios.flatMap((s) => of(page, s.name)).map((s) => s.button))

const line = (name: string, value: number, unit: string, bar?: string) =>
  console.log(
    `${name.padEnd(58)} ${Number.isFinite(value) ? value.toFixed(1).padStart(8) : '     n/a'} ${unit}${bar ? `   (${bar})` : ''}`,
  )
const initial = initialJsKiB()
console.log(
  `\nheadless Chromium, cold first visits, medians of ${runs} interleaved runs per page and scenario`,
)
line(
  'examples/minimal initial JS (entry + static imports, gzip)',
  initial,
  'KiB',
  `budget ${budgets.initialJsKiB}`,
)
const over: string[] = []
if (initial > budgets.initialJsKiB) over.push('initial JS')
for (const page of pages.map((p) => p.name)) {
  console.log(`\n${page}${failed(page) ? ` (${failed(page)} failed runs)` : ''}`)
  line('  button visible after navigation', allButton(page), 'ms')
  for (const scenario of scenarios)
    line(
      `  click → first wallet row, ${scenario.name}`,
      med(page, scenario.name, 'clickToRow'),
      'ms',
      `click task ${med(page, scenario.name, 'clickTask').toFixed(1)} ms`,
    )
  line('  JS fetched between the click and the row (largest run)', max(page, 'jsBytes'), 'B')
  line('  off-origin requests before the click (largest run)', max(page, 'offOriginBeforeClick'), '')
  line('  JS heap after GC, modal open (median, no extension)', med(page, 'no extension', 'heapMiB'), 'MiB')
  if (pages.find((p) => p.name === page)?.frame)
    line(
      '  embedded wallet frame ready after the click (no extension)',
      med(page, 'no extension', 'frameReady'),
      'ms',
    )
}
console.log('\nlatch against rainbowkit')
for (const scenario of scenarios) {
  const latch = med('latch', scenario.name, 'clickToRow')
  const peer = med('rainbowkit', scenario.name, 'clickToRow')
  const ok = latch <= budgets.clickToRowMs && latch < peer
  if (!ok) over.push(`click → row (${scenario.name})`)
  line(
    `  click → first wallet row, ${scenario.name}`,
    latch,
    'ms',
    `rainbowkit ${peer.toFixed(1)} ms; bar ${budgets.clickToRowMs} ms and below rainbowkit${ok ? '' : ', MISSED'}`,
  )
}
const ratio = allButton('latch') / allButton('rainbowkit')
line(
  '  button visible, latch / rainbowkit',
  ratio,
  '×',
  `bar ≤ ${budgets.buttonVisibleRatio} ×` +
    (baselineDist ? `; baseline ${(allButton('baseline') / allButton('rainbowkit')).toFixed(2)} ×` : ''),
)
if (!(ratio <= budgets.buttonVisibleRatio)) over.push('button visible')
if (max('latch', 'jsBytes') > 0) over.push('JS between click and row')
if (max('latch', 'offOriginBeforeClick') > 0) over.push('off-origin requests before the click')
if (med('latch', 'no extension', 'heapMiB') > budgets.heapMiB) over.push('heap')
if (failed('latch') > 0) over.push('failed runs')
console.log(over.length ? `\nmissed: ${over.join(', ')}` : '\nevery figure met its bar')
process.exit(over.length ? 1 : 0)
