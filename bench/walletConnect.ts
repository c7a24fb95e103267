// WalletConnect pairing benchmark: the demo's production build against the real local stack (anvil, server and
// the local WalletConnect relay), in headless Chromium, with the WalletConnect test wallet on the same relay.
//
// Each run opens Connect and times two things: the click on the WalletConnect row to the QR code in the modal's
// shadow root (measured inside the page, a MutationObserver on the shadow root), and the pairing URI handed to
// the wallet to the demo's status reading 'connected'. Then the demo disconnects and the wallet forgets the
// session. The first run pays for the WalletConnect SDK's chunk, so it counts like the others only in the list.
// Prints every run and the medians, and exits non-zero when a median misses its bar.
//
//   npm run bench:walletconnect     (RUNS=7; SKIP_BUILD=1 reuses the last builds)

import globalSetup from '@latch/e2e/globalSetup'
import { ModalPage } from '@latch/e2e/pages/modal'
import { startStack } from '@latch/e2e/stack'
import { createStackWalletConnectWallet, prepareWalletConnectPage } from '@latch/e2e/walletConnect'
import { anvilAccounts, chromiumLaunchOptions } from '@latch/testing'
import { chromium } from '@playwright/test'
import { median } from './median.js'

const runs = Number(process.env.RUNS ?? 7)
const bars = { clickToQrMs: 1_000, uriToConnectedMs: 2_000 }

if (!process.env.SKIP_BUILD) {
  console.log('building the demo and the frame')
  globalSetup()
}
const stack = await startStack()
const browser = await chromium.launch(chromiumLaunchOptions)
const toQr: number[] = []
const toConnected: number[] = []
const privateKey = anvilAccounts[6]?.privateKey
if (!privateKey) throw new Error('no anvil account 6')
const wallet = await createStackWalletConnectWallet(stack, privateKey)
try {
  const page = await (await browser.newContext()).newPage()
  await prepareWalletConnectPage(page)
  const modal = new ModalPage(page)
  await page.goto(stack.demo.url)
  for (let run = 0; run < runs; run++) {
    await modal.open()
    await modal.wallet('walletConnect').waitFor()
    const qrMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const root = document.querySelector('[data-latch-modal]')?.shadowRoot
          const row = root?.querySelector<HTMLElement>('[data-testid="wallet-option-walletConnect"]')
          if (!root || !row) throw new Error('no WalletConnect row')
          const start = performance.now()
          const observer = new MutationObserver(() => {
            if (!root.querySelector('[data-testid="wc-qr"]')) return
            observer.disconnect()
            resolve(performance.now() - start)
          })
          observer.observe(root, { subtree: true, childList: true, attributes: true })
          row.click()
        }),
    )
    const uri = await page.getByTestId('wc-qr').getAttribute('data-uri')
    if (!uri) throw new Error('the QR code carries no pairing URI')
    const connectedAt = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const status = document.querySelector('[data-testid="state-status"]') as HTMLElement
          const observer = new MutationObserver(() => {
            if (status.textContent !== 'connected') return
            observer.disconnect()
            resolve(Date.now())
          })
          observer.observe(status, { subtree: true, childList: true, characterData: true })
        }),
    )
    const handedAt = Date.now()
    await wallet.pair(uri)
    const connectedMs = (await connectedAt) - handedAt
    toQr.push(qrMs)
    toConnected.push(connectedMs)
    console.log(`run ${run + 1}: click → QR ${Math.round(qrMs)} ms, URI → connected ${connectedMs} ms`)
    await page.getByTestId('demo-disconnect').click()
    await modal
      .state('status')
      .filter({ hasText: /^disconnected$/ })
      .waitFor()
    const deadline = Date.now() + 15_000
    while (wallet.sessions.length > 0) {
      if (Date.now() > deadline) throw new Error('the wallet kept its session after the disconnect')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
} finally {
  await wallet.close()
  await browser.close()
  await stack.stop()
}
const figures = { clickToQrMs: median(toQr), uriToConnectedMs: median(toConnected) }
console.log(
  `\nWalletConnect (demo build, headless Chromium, local relay), medians of ${runs} runs: click → QR ${Math.round(figures.clickToQrMs)} ms (bar ${bars.clickToQrMs} ms), URI → connected ${Math.round(figures.uriToConnectedMs)} ms (bar ${bars.uriToConnectedMs} ms)`,
)
process.exit(
  figures.clickToQrMs < bars.clickToQrMs && figures.uriToConnectedMs < bars.uriToConnectedMs ? 0 : 1,
)
