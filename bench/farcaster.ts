// Farcaster login benchmark: the demo's and the frame's production builds against the real local stack (anvil
// with the IdRegistry, the local Farcaster auth relay, server, frame on its own origin), in headless Chromium,
// as the Farcaster e2e spec drives them.
//
// One visitor and one Farcaster app (a custody key with an fid on the devnet's IdRegistry): the first login
// creates the account (recovery password); then each run signs out, presses Farcaster, reads the channel URL
// from the QR code's deep link and has the app approve it. Timed: from the app's approval reaching the relay
// (its POST /v1/channel/authenticate answered) to the demo's isConnected showing true, checked every
// animation frame. The frame polls the relay every 250 ms, so about half of that is waiting for the next poll.
// Prints every run and the median, and exits non-zero when the median misses its bar.
//
//   npm run bench:farcaster     (RUNS=9; SKIP_BUILD=1 reuses the last builds)

import { createRecoveryPassword } from '@latch/e2e/email'
import { farcasterApp, scanFarcasterQr } from '@latch/e2e/farcaster'
import globalSetup from '@latch/e2e/globalSetup'
import { ModalPage } from '@latch/e2e/pages/modal'
import { startStack } from '@latch/e2e/stack'
import { chromiumLaunchOptions } from '@latch/testing'
import { chromium } from '@playwright/test'
import { median } from './median.js'

const runs = Number(process.env.RUNS ?? 9)
const bar = 1_000

if (!process.env.SKIP_BUILD) {
  console.log('building the demo and the frame')
  globalSetup()
}
const stack = await startStack()
const browser = await chromium.launch(chromiumLaunchOptions)
const samples: number[] = []
try {
  const app = await farcasterApp(stack, 'bench')
  const fid = await app.register()
  const page = await (await browser.newContext()).newPage()
  const modal = new ModalPage(page)
  await page.goto(`${stack.demo.url}/?networks=31337`)
  await app.approve(await scanFarcasterQr(page))
  await createRecoveryPassword(page, 'correct horse battery staple')
  for (let run = 0; run < runs; run++) {
    await page.getByTestId('demo-disconnect').click()
    await modal.state('isConnected').filter({ hasText: 'false' }).waitFor()
    const url = await scanFarcasterQr(page)
    await app.approve(url)
    const approved = Date.now()
    await page.waitForFunction(
      () => document.querySelector('[data-testid="state-isConnected"]')?.textContent === 'true',
      undefined,
      { timeout: 15_000, polling: 'raf' },
    )
    const ms = Date.now() - approved
    samples.push(ms)
    console.log(`run ${run + 1}: fid ${fid} approval → connected ${ms} ms`)
  }
} finally {
  await browser.close()
  await stack.stop()
}
const value = median(samples)
console.log(
  `\nFarcaster approval to connected (demo and frame builds, headless Chromium, local relay): median ${Math.round(value)} ms of ${samples.length} runs (bar ${bar} ms)`,
)
process.exit(value < bar ? 0 : 1)
