// `npm run bench`: every benchmark in turn. Each prints its figures and exits non-zero when a figure
// misses its bar; this prints which ones did.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const benchmarks = [
  ['wallet catalogue (server)', 'apps/server/bench/catalogue.ts'],
  ['widget (examples/minimal in Chromium)', 'bench/widget.ts'],
  ['swap view, typing to quote (demo in Chromium)', 'bench/swapView.ts'],
  ['embedded wallet, e-mail login and approvals (demo and frame in Chromium)', 'bench/embeddedWallet.ts'],
  ['Solana send, click to confirmed (demo in Chromium, local validator)', 'bench/solanaSend.ts'],
  [
    'social login, popup callback to connected (demo and frame in Chromium, local providers)',
    'bench/social.ts',
  ],
  [
    'WalletConnect, click to QR code and pairing to connected (demo in Chromium, local relay)',
    'bench/walletConnect.ts',
  ],
] as const

const missed: string[] = []
for (const [name, file] of benchmarks) {
  console.log(`\n=== ${name} ===`)
  const { status } = spawnSync('npx', ['tsx', file], { cwd: root, stdio: 'inherit' })
  if (status !== 0) missed.push(name)
}
console.log(missed.length ? `\nmissed their bars: ${missed.join(', ')}` : '\nevery benchmark met its bar')
process.exit(missed.length ? 1 : 0)
