// Solana send benchmark: the demo's production build against the real local stack (the devnet's local validator
// with its default 400 ms slots, the server reading it), in headless Chromium, with the Wallet Standard test
// wallet signing and sending in Node.
//
// Each run sends 0.01 SOL from the Send view and measures, in the page, from the trusted click on Send to
//   - 'Transaction started' shown (the wallet signed and the validator took the transaction), and
//   - confirmed in the widget: the Account view showing the balance the validator holds after the send
//     (the widget polls the signature's status until 'confirmed', then reads the balance again).
// Prints every run and the medians, and exits non-zero when the confirmed median misses its bar (1 s).
//
//   npm run bench:solana-send     (RUNS=11; SKIP_BUILD=1 reuses the last demo build)
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveDemo } from '@latch/demo/serve'
import { devnetRpc, solanaDevnetAccounts, solanaLamportsPerSignature, startDevnet } from '@latch/devnet'
import { startServer } from '@latch/server'
import { chromiumLaunchOptions } from '@latch/testing'
import { installSolanaTestWallet } from '@latch/testing-solana'
import { chromium } from '@playwright/test'
import { connectAndOpenAccount } from './connectAndOpenAccount.js'
import { median } from './median.js'

const runs = Number(process.env.RUNS ?? 11)
const barMs = 1000
const amountLamports = 10_000_000n
const root = fileURLToPath(new URL('..', import.meta.url))

/** How the widget shows SOL on Account: truncated to 3 decimals, trailing zeros dropped, at least 2. */
const shown = (lamports: bigint) => {
  const whole = lamports / 1_000_000_000n
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').slice(0, 3).replace(/0+$/, '')
  return `${whole}.${fraction.padEnd(2, '0')} SOL`
}

if (!process.env.SKIP_BUILD) {
  console.log('building the demo')
  execFileSync('npm', ['run', 'build', '-w', '@latch/demo'], { cwd: root, stdio: 'ignore' })
}
const dataDir = await mkdtemp(join(tmpdir(), 'latch-bench-solana-'))
const devnet = await startDevnet({ chainIds: [31337], solana: true })
const validator = devnet.solana
const chain = devnet.chains[0]
if (!validator || !chain) throw new Error('the devnet started no Solana validator')
const server = await startServer({
  port: 0,
  dataDir,
  chains: [{ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] }],
  solana: [{ caipNetworkId: validator.caipNetworkId, rpcUrls: [validator.rpcUrl] }],
})
const demo = await serveDemo({
  port: 0,
  config: {
    apiUrl: server.url,
    projectId: 'latch-dev',
    networks: [{ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }],
    solanaNetworks: [
      {
        reference: validator.caipNetworkId.slice('solana:'.length),
        name: 'Solana Local',
        rpcUrl: validator.rpcUrl,
        wsUrl: validator.wsUrl,
      },
    ],
  },
})

const [sender, receiver] = [solanaDevnetAccounts[1], solanaDevnetAccounts[2]]
if (!sender || !receiver) throw new Error('the devnet has no Solana accounts')
const lamportsOf = async (account: string) =>
  BigInt(
    (
      await devnetRpc<{ value: number }>(validator.rpcUrl, 'getBalance', [
        account,
        { commitment: 'confirmed' },
      ])
    ).value,
  )

const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage()
// tsx compiles functions with a `__name` helper; functions serialised into the page need it too.
await page.addInitScript('window.__name = (f) => f')
await installSolanaTestWallet(page, {
  secretKeys: [sender.secretKey],
  chains: [{ chain: 'solana:localnet', rpcUrl: validator.rpcUrl }],
})
await connectAndOpenAccount(page, `${demo.url}/?networks=${validator.caipNetworkId}`, 'Latch Solana Wallet')

type Sample = { started: number; confirmed: number } | { error: string }
const samples: Sample[] = []
for (let run = 0; run < runs; run++) {
  try {
    const held = await lamportsOf(sender.address)
    const balance = page.getByTestId('account-balance')
    await balance.filter({ hasText: shown(held) }).waitFor({ timeout: 10_000 })
    // The last run's 'Transaction started' goes first, so this run's is a new one.
    const alert = page.getByTestId('alert')
    // (It may close by itself meanwhile.)
    await alert
      .getByRole('button')
      .click({ timeout: 1_000 })
      .catch(() => {})
    await alert.waitFor({ state: 'detached' })
    await page.getByTestId('account-send').click()
    await page.getByTestId('send-amount').fill('0.01')
    await page.getByTestId('send-receiver').fill(receiver.address)
    // The fee line is there: the send's fee is known, as a visitor sees it before clicking.
    await page.getByTestId('send-fee').waitFor()
    const submit = page.getByTestId('send-submit')
    await submit.filter({ hasText: /^Send$/ }).waitFor()
    // A transfer has one signature: the validator's fee, which the Send view shows.
    const expected = shown(held - amountLamports - solanaLamportsPerSignature)
    // In the page, on its clock: the trusted click, then every change of the widget's shadow root.
    const measured = submit.evaluate((button, want) => {
      const rootNode = button.getRootNode() as ShadowRoot
      return new Promise<{ started: number; confirmed: number }>((resolve) => {
        let clicked = 0
        let started = Number.NaN
        button.addEventListener(
          'click',
          (event) => {
            if (event.isTrusted) clicked = performance.now()
          },
          { capture: true, once: true },
        )
        const observer = new MutationObserver(() => {
          if (!clicked) return
          const now = performance.now()
          const alert =
            rootNode.querySelector('[data-testid="alert-title"]') ??
            document.querySelector('[data-testid="alert-title"]')
          if (Number.isNaN(started) && alert?.textContent === 'Transaction started') started = now - clicked
          if (rootNode.querySelector('[data-testid="account-balance"]')?.textContent === want) {
            observer.disconnect()
            resolve({ started, confirmed: now - clicked })
          }
        })
        observer.observe(rootNode, { subtree: true, childList: true, characterData: true })
      })
    }, expected)
    await submit.click()
    const sample = await Promise.race([
      measured,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('not confirmed within 15 s')), 15_000),
      ),
    ])
    // The figure counts only when the validator holds what the widget shows.
    const after = await lamportsOf(sender.address)
    if (shown(after) !== expected)
      throw new Error(`the validator holds ${shown(after)}, the widget showed ${expected}`)
    samples.push(sample)
  } catch (error) {
    samples.push({ error: (error as Error).message.split('\n')[0] ?? String(error) })
  }
  const sample = samples.at(-1) as Sample
  console.log(
    `run ${run + 1}/${runs}: ` +
      ('error' in sample
        ? `ERROR ${sample.error}`
        : `Transaction started ${sample.started.toFixed(0)} ms, confirmed in the widget ${sample.confirmed.toFixed(0)} ms`),
  )
}

await browser.close()
await demo.stop()
await server.stop()
await devnet.stop()
await rm(dataDir, { recursive: true, force: true })

const ok = samples.filter((s): s is { started: number; confirmed: number } => !('error' in s))
const confirmed = median(ok.map((s) => s.confirmed))
const started = median(ok.map((s) => s.started))
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(', ')
console.log(
  `\nSolana send (demo build, local validator, 400 ms slots), headless Chromium, medians of ${ok.length} of ${runs} runs; load average ${load}`,
)
console.log(`${'send click to Transaction started'.padEnd(44)} ${started.toFixed(1).padStart(8)} ms`)
const met = confirmed < barMs && ok.length === runs
console.log(
  `${'send click to confirmed in the widget'.padEnd(44)} ${confirmed.toFixed(1).padStart(8)} ms   (bar < ${barMs} ms${met ? '' : ', MISSED'}; runs ${ok.map((s) => s.confirmed.toFixed(0)).join(', ')})`,
)
process.exit(met ? 0 : 1)
