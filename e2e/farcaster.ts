// Sign In With Farcaster in the e2e specs and the benchmark: a test Farcaster app on the stack's relay and
// IdRegistry, and the widget's QR code read as a phone would.
import { createFarcasterTestApp } from '@latch/testing'
import { expect, type Page } from '@playwright/test'
import { createTestClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { ModalPage } from './pages/modal.js'
import type { Stack } from './stack.js'

/** A Farcaster app on a fresh custody key (funded for the registration by anvil, no test account spends gas). */
export async function farcasterApp(stack: Stack, username: string) {
  const chain = stack.devnet.chains[0] as Stack['devnet']['chains'][number]
  const custodyKey = generatePrivateKey()
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
    address: privateKeyToAddress(custodyKey),
    value: parseEther('1'),
  })
  return createFarcasterTestApp({
    relayUrl: stack.farcasterRelay.url,
    relayKey: stack.farcasterRelay.authKey,
    rpcUrl: chain.rpcUrl,
    idRegistry: chain.contracts.idRegistry,
    custodyKey,
    username,
  })
}

/** Presses 'Farcaster' on Connect and reads the channel URL the QR code shows, as a phone scanning it would. */
export async function scanFarcasterQr(page: Page): Promise<string> {
  const modal = new ModalPage(page)
  if (!(await modal.view('Connect').isVisible())) await modal.open()
  await page.getByTestId('social-farcaster').click()
  await expect(modal.view('ConnectingFarcaster')).toContainText('Log in with Farcaster')
  await expect(page.getByTestId('farcaster-qr')).toBeVisible()
  return (await page.getByTestId('farcaster-url').getAttribute('href')) as string
}
