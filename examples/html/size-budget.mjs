// Builds latch.js and checks what a page without React loads before any interaction: latch.js and the chunks
// it imports statically, in gzip bytes, against the budget (below examples/minimal's, which carries React).
// Fails over budget, and when that first load carries React, the chain library or the WalletConnect SDK: the
// buttons are plain custom elements, and everything else loads at idle or on demand.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildUnlessAsked, gzipBytes, initialFiles, readManifest } from '../../scripts/viteManifest.mjs'

const BUDGET_BYTES = 20 * 1024
const dist = join(import.meta.dirname, 'dist')

buildUnlessAsked(import.meta.dirname)
const { files, keys } = initialFiles(readManifest(dist))
let total = 0
const heavy = []
for (const file of files) {
  total += gzipBytes(dist, file)
  // React's elements are tagged with these symbols; the element classes never create one.
  if (readFileSync(join(dist, file), 'utf8').includes('Symbol.for("react.'))
    heavy.push(`${file} carries React`)
}
for (const key of keys)
  if (
    /createEip155Runtime|initWalletConnectProvider|node_modules\/(viem|@walletconnect|react|react-dom)\//.test(
      key,
    )
  )
    heavy.push(`${key} is in the first load`)

const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`
console.log(
  `initial JS (latch.js and its static imports, ${files.size} files): ${kib(total)} gzip, budget ${kib(BUDGET_BYTES)}`,
)
for (const problem of heavy) console.error(`✗ ${problem}`)
if (total > BUDGET_BYTES || heavy.length > 0) process.exit(1)
