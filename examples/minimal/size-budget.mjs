// Builds the example and checks the initial JavaScript (the entry chunk and everything it imports
// statically, from Vite's manifest) against the budget, in gzip bytes. Exits 1 over budget, when the
// click-to-list path (the modal's chunk and what it imports statically, prefetched at idle) carries the
// chain library, the WalletConnect SDK or the QR encoder, when any chunk holds a schema of @latch/api or
// zod outside the frame client's chunks (the widget takes only the API's types), and when a production build carries a loopback
// WalletConnect relay URL (a development relay must come from the build's environment, LATCH_RELAY_URL,
// never from the library).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { buildUnlessAsked, gzipBytes, initialFiles, readManifest } from '../../scripts/viteManifest.mjs'

const BUDGET_BYTES = 80 * 1024
/** The swap views and the swap state machine: one chunk, loaded when a swap is opened. */
const SWAP_BUDGET_BYTES = 25 * 1024
/** The on-ramp views (providers, token and amount with the quote, purchase in progress): loaded on "Buy crypto". */
const ONRAMP_BUDGET_BYTES = 6 * 1024
/** The Coinbase connector's provider and `@coinbase/wallet-sdk`, loaded when Coinbase is chosen or restored. */
const COINBASE_BUDGET_BYTES = 40 * 1024
const here = dirname(fileURLToPath(import.meta.url))
const dist = join(here, 'dist')

buildUnlessAsked(here)
const manifest = readManifest(dist)
const { files } = initialFiles(manifest)

let total = 0
for (const file of files) {
  const bytes = gzipBytes(dist, file)
  total += bytes
  console.log(`${(bytes / 1024).toFixed(2).padStart(8)} KiB  ${file}`)
}
const lazy = Object.values(manifest).filter((c) => !files.has(c.file) && c.file.endsWith('.js'))
for (const chunk of lazy) {
  const bytes = gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length
  console.log(`${(bytes / 1024).toFixed(2).padStart(8)} KiB  ${chunk.file} (loaded on demand)`)
}
// The WalletConnect chunk and what it loads (the SDK, an optional peer dependency imported on demand).
const walletConnectKey = Object.keys(manifest).find((key) => key.endsWith('/initWalletConnectProvider.ts'))
if (walletConnectKey) {
  const seen = new Set()
  const walk = (key) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key) || files.has(chunk.file)) return
    seen.add(key)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(next)
  }
  walk(walletConnectKey)
  let bytes = 0
  for (const key of seen) bytes += gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length
  console.log(`WalletConnect with its SDK (on demand): ${(bytes / 1024).toFixed(2)} KiB gzip`)
}
console.log(`initial JS: ${(total / 1024).toFixed(2)} KiB gzip (budget ${BUDGET_BYTES / 1024} KiB)`)
let failed = false
if (total > BUDGET_BYTES) {
  console.error(`over budget by ${((total - BUDGET_BYTES) / 1024).toFixed(2)} KiB`)
  failed = true
}

const closure = (key, seen = new Set()) => {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return seen
  seen.add(key)
  for (const imported of chunk.imports ?? []) closure(imported, seen)
  return seen
}
const modalKey = Object.keys(manifest).find((key) => key.endsWith('/modal/LatchModal.tsx'))
/**
 * A lazy chunk of views, found by its source module (so a rename cannot make the check pass by finding
 * nothing), measured with every chunk it imports that is not loaded before it opens (the initial JS and the
 * modal, through which its views are reached).
 */
const checkViewsChunk = (name, source, budget) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(source))
  if (!key || !modalKey || !manifest[key].isDynamicEntry || files.has(manifest[key].file)) {
    console.error(`the ${name} views are not a chunk of their own loaded on demand`)
    failed = true
    return
  }
  const loadedBefore = new Set([...closure(modalKey)].map((k) => manifest[k].file))
  for (const file of files) loadedBefore.add(file)
  const own = [...closure(key)].map((k) => manifest[k].file).filter((f) => !loadedBefore.has(f))
  let bytes = 0
  for (const file of own) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
  console.log(
    `${name} (on demand): ${(bytes / 1024).toFixed(2)} KiB gzip in ${own.length} chunks (budget ${budget / 1024} KiB)`,
  )
  if (bytes > budget) {
    console.error(`the ${name} chunks are over budget by ${((bytes - budget) / 1024).toFixed(2)} KiB`)
    failed = true
  }
}
checkViewsChunk('swap', '/modal/views/swap/index.ts', SWAP_BUDGET_BYTES)
checkViewsChunk('on-ramp', '/modal/views/onramp/index.ts', ONRAMP_BUDGET_BYTES)

// What the click needs before the wallet list shows: the modal's chunk and its static imports. The chain
// library (viem, in the adapter's runtime), the WalletConnect SDK and the QR encoder load when a wallet is
// chosen or at idle after the first open, never on this path.
if (modalKey) {
  const path = [...closure(modalKey)]
  const heavy = path.filter((key) =>
    /createEip155Runtime|initWalletConnectProvider|node_modules\/(viem|uqr|@walletconnect)\//.test(key),
  )
  let bytes = 0
  for (const key of path)
    if (!files.has(manifest[key].file))
      bytes += gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length
  console.log(
    `click-to-list path (modal chunk and its imports, prefetched at idle): ${(bytes / 1024).toFixed(2)} KiB gzip`,
  )
  if (heavy.length > 0) {
    console.error(`the click-to-list path imports ${heavy.join(', ')} statically`)
    failed = true
  }
}

// The embedded wallet's frame client loads when e-mail is used or an e-mail session is restored, never before.
const frameKey = Object.keys(manifest).find((key) => key.endsWith('/internal/frame/createFrameClient.ts'))
/** The frame client's chunks: the frame protocol checks every message from the frame against its zod schema. */
const frameFiles = new Set()
if (!frameKey || !manifest[frameKey].isDynamicEntry || files.has(manifest[frameKey].file)) {
  console.error('the embedded-wallet frame client is not a chunk of its own loaded on demand')
  failed = true
} else {
  for (const key of closure(frameKey)) if (!files.has(manifest[key].file)) frameFiles.add(manifest[key].file)
  let bytes = 0
  for (const file of frameFiles) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
  console.log(
    `embedded-wallet frame client with the frame protocol (on demand): ${(bytes / 1024).toFixed(2)} KiB gzip`,
  )
}

// The widget takes only types from the API contract: its zod schemas (and zod) belong to the server. The one
// exception is zod in the frame client's own chunks (the frame protocol's schemas, loaded with e-mail login).
const modules = JSON.parse(readFileSync(join(dist, '.vite/modules.json'), 'utf8'))
const serverOnly = modules.flatMap((chunk) =>
  chunk.modules
    .filter(
      (id) =>
        /\/packages\/api\//.test(id) || (/\/node_modules\/zod\//.test(id) && !frameFiles.has(chunk.file)),
    )
    .map((id) => `${chunk.file}: ${id}`),
)
if (modules.length === 0 || serverOnly.length > 0) {
  console.error(`zod or @latch/api schemas are in the widget bundle:\n${serverOnly.join('\n')}`)
  failed = true
} else console.log('no @latch/api schema in the widget bundle, and zod only in the frame client')

const loopbackRelay = /wss?:\/\/(127\.0\.0\.1|localhost|\[::1\])/
const assets = join(dist, 'assets')
const leaking = process.env.LATCH_RELAY_URL
  ? []
  : readdirSync(assets).filter(
      (file) => file.endsWith('.js') && loopbackRelay.test(readFileSync(join(assets, file), 'utf8')),
    )
if (leaking.length > 0) {
  console.error(
    `a loopback relay URL (ws://127.0.0.1, ws://localhost) is in the production bundle: ${leaking.join(', ')}`,
  )
  failed = true
} else console.log('no loopback relay URL in the production bundle')
// The same app with the Coinbase connector (`coinbaseWallet(eip155Adapter())`, built with LATCH_COINBASE=1): the
// entry keeps the initial budget, and the SDK is a chunk of its own, loaded on demand within its budget.
if (!process.argv.includes('--no-build')) {
  execFileSync(
    process.execPath,
    [
      join(here, '../../node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      'dist-coinbase',
      '--emptyOutDir',
    ],
    { cwd: here, stdio: 'inherit', env: { ...process.env, LATCH_COINBASE: '1' } },
  )
}
{
  const coinbaseDist = join(here, 'dist-coinbase')
  const built = JSON.parse(readFileSync(join(coinbaseDist, '.vite/manifest.json'), 'utf8'))
  const size = (file) => gzipSync(readFileSync(join(coinbaseDist, file)), { level: 9 }).length
  const initial = new Set()
  const visitInitial = (key) => {
    const chunk = built[key]
    if (!chunk || initial.has(chunk.file)) return
    initial.add(chunk.file)
    for (const css of chunk.css ?? []) initial.add(css)
    for (const imported of chunk.imports ?? []) visitInitial(imported)
  }
  for (const [key, chunk] of Object.entries(built)) if (chunk.isEntry) visitInitial(key)
  let initialBytes = 0
  for (const file of initial) initialBytes += size(file)
  const providerKey = Object.keys(built).find((key) => key.endsWith('/coinbase/createCoinbaseProvider.ts'))
  // Connecting any wallet loads the eip155 runtime first: what it shares with Coinbase is not Coinbase's cost.
  const runtimeKey = Object.keys(built).find((key) => key.endsWith('/createEip155Runtime.ts'))
  const before = new Set(initial)
  const visitBefore = (key) => {
    const chunk = built[key]
    if (!chunk || (before.has(chunk.file) && key !== runtimeKey)) return
    before.add(chunk.file)
    for (const imported of chunk.imports ?? []) visitBefore(imported)
  }
  if (runtimeKey) visitBefore(runtimeKey)
  const sdk = new Set()
  const walk = (key) => {
    const chunk = built[key]
    if (!chunk || sdk.has(chunk.file) || before.has(chunk.file)) return
    sdk.add(chunk.file)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(next)
  }
  if (providerKey) walk(providerKey)
  let sdkBytes = 0
  for (const file of sdk) sdkBytes += size(file)
  console.log(
    `with Coinbase: initial JS ${(initialBytes / 1024).toFixed(2)} KiB gzip (budget ${BUDGET_BYTES / 1024} KiB); ` +
      `Coinbase with its SDK (on demand): ${(sdkBytes / 1024).toFixed(2)} KiB gzip in ${sdk.size} chunks (budget ${COINBASE_BUDGET_BYTES / 1024} KiB)`,
  )
  if (!providerKey || sdk.size === 0 || !built[providerKey].isDynamicEntry) {
    console.error('the Coinbase provider is not a chunk of its own loaded on demand')
    failed = true
  }
  if (initialBytes > BUDGET_BYTES) {
    console.error(
      `with Coinbase, the initial JS is over budget by ${((initialBytes - BUDGET_BYTES) / 1024).toFixed(2)} KiB`,
    )
    failed = true
  }
  if (sdkBytes > COINBASE_BUDGET_BYTES) {
    console.error(
      `the Coinbase chunks are over budget by ${((sdkBytes - COINBASE_BUDGET_BYTES) / 1024).toFixed(2)} KiB`,
    )
    failed = true
  }
}
if (failed) process.exit(1)
