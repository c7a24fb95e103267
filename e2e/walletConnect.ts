import { routeWalletConnectVerify } from '@latch/testing'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@latch/testing/walletconnect'
import { expect, type Page } from '@playwright/test'
import type { Hex } from 'viem'
import type { ModalPage } from './pages/modal.js'
import { type Stack, walletConnectProjectId } from './stack.js'

/** A WalletConnect test wallet with `privateKey` on the stack's relay and chains, named 'WC Test Wallet'. */
export function createStackWalletConnectWallet(
  stack: Stack,
  privateKey: Hex,
): Promise<WalletConnectTestWallet> {
  return createWalletConnectTestWallet({
    relayUrl: stack.relay.url,
    projectId: walletConnectProjectId,
    privateKey,
    chains: stack.devnet.chains.map((chain) => ({
      id: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: chain.name,
    })),
    metadata: { name: 'WC Test Wallet' },
  })
}

/**
 * The page as a WalletConnect dApp on this machine: Verify's iframe is answered inside the browser (it would
 * wait 5 s per connect and request for verify.walletconnect.org), and `navigator.onLine` is true. Chromium
 * reports offline in a sandbox whose only network is the loopback, and the WalletConnect client refuses to
 * open its relay socket while offline; that is an artefact of the test machine, not of a visitor's browser.
 */
export async function prepareWalletConnectPage(page: Page): Promise<void> {
  await routeWalletConnectVerify(page)
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true })
  })
}

/** Opens the QR view from the Connect view (opening the modal first unless Connect shows) and returns the pairing URI. */
export async function openQr(modal: ModalPage, { connectShown = false } = {}): Promise<string> {
  if (!connectShown) await modal.open()
  await modal.wallet('walletConnect').click()
  const qr = modal.page.getByTestId('wc-qr')
  // The first QR code of a page waits for the WalletConnect SDK's chunk; on a busy 2-core runner that can pass 5 s.
  await expect(qr).toBeVisible({ timeout: 15_000 })
  const uri = await qr.getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri as string
}
