import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { installStackWallet } from '../wallets.js'

// The Coinbase connector (`coinbaseWallet()` of @latch/evm/coinbase on @coinbase/wallet-sdk 4.x), as far as a machine
// without the internet can take it:
// - without the extension, choosing Coinbase loads the SDK's chunk (never before) and the SDK opens its popup on
//   https://keys.coinbase.com/connect and sends it the connection request; here a Playwright route stands in
//   for that page, only to receive what the SDK sends and to close as a visitor would;
// - with the extension, the test wallet stands as Coinbase's extension (EIP-6963 rdns com.coinbase.wallet,
//   window.coinbaseWalletExtension, window.ethereum flagged isCoinbaseWallet) and a real account on anvil
//   connects through the Coinbase connector and the real SDK.
// Only Coinbase's live service can show the rest: the Smart Wallet's passkey sign-up and sign-in on
// keys.coinbase.com, its answer to the request (the account, then signing and sending from the smart wallet),
// the mobile app's pairing offered by the same popup, and the SDK's session restored from that service.

const COINBASE_ROW = 'com.coinbase.wallet'
const KEYS_ORIGIN = 'https://keys.coinbase.com'

type Manifest = Record<string, { file: string; dynamicImports?: string[] }>

/** The demo build's files of the Coinbase connector: its module's chunk and the SDK's own chunk. */
function coinbaseChunks(): string[] {
  // The build the stack serves: LATCH_E2E_DEMO_DIST when it names one (e2e/stack.ts).
  const dist =
    process.env.LATCH_E2E_DEMO_DIST ?? fileURLToPath(new URL('../../apps/demo/dist', import.meta.url))
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const key = Object.keys(manifest).find((k) => k.endsWith('/coinbase/createCoinbaseProvider.ts'))
  if (!key) throw new Error('no Coinbase chunk in the demo build')
  const sdk = (manifest[key]?.dynamicImports ?? []).find((k) => k.includes('@coinbase/wallet-sdk'))
  if (!sdk) throw new Error('the Coinbase chunk does not import the SDK on demand')
  return [key, sdk].map((k) => `/${manifest[k]?.file}`)
}

/** Same-origin script paths the page has requested so far. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('.js')) paths.push(url.pathname)
  })
  return paths
}

/** The rows of the Connect view that name Coinbase. */
const coinbaseRows = (modal: ModalPage) =>
  modal.view('Connect').locator('[data-testid^="wallet-option-"]', { hasText: /coinbase/i })

test.describe('the Coinbase wallet', () => {
  test('without the extension: the SDK loads when Coinbase is chosen and sends its request to the Coinbase popup', async ({
    page,
    context,
    stack,
  }) => {
    // What the popup received from the page, kept in Node (the popup's own page is only a stand-in).
    const received: unknown[] = []
    await context.exposeBinding('__coinbasePopupReceived', (_source, data: unknown) => {
      received.push(data)
    })
    await context.route(`${KEYS_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>keys.coinbase.com</title><script>
          const opener = new URL(location.href).searchParams.get('origin')
          addEventListener('message', (event) => {
            if (event.origin === opener) window.__coinbasePopupReceived(event.data)
          })
          window.opener.postMessage({ event: 'PopupLoaded', id: crypto.randomUUID() }, opener)
        </script>`,
      }),
    )
    const chunks = coinbaseChunks()
    const scripts = scriptRequests(page)
    const modal = new ModalPage(page)
    // Coinbase is also a featured catalogue wallet here: it must still be listed once.
    await page.goto(`${stack.demo.url}/?coinbase=1&wallets=${COINBASE_ROW}`)
    await modal.open()
    await expect(modal.wallet(COINBASE_ROW)).toBeVisible()
    await expect(modal.wallet(COINBASE_ROW)).toHaveAttribute('data-installed', 'false')
    await expect(modal.wallet(COINBASE_ROW)).toContainText('Coinbase Wallet')
    await page.waitForLoadState('networkidle')
    await expect(coinbaseRows(modal)).toHaveCount(1)
    for (const chunk of chunks) expect(scripts, `${chunk} before Coinbase is chosen`).not.toContain(chunk)

    const popupOpened = page.waitForEvent('popup')
    await modal.wallet(COINBASE_ROW).click()
    const popup = await popupOpened
    for (const chunk of chunks) expect(scripts, `${chunk} once Coinbase is chosen`).toContain(chunk)
    await expect(modal.view('ConnectingExternal')).toContainText('Coinbase Wallet')
    await expect(modal.state('status')).toHaveText('connecting')

    // The SDK's popup: Coinbase's origin and path, with the page's origin for its answers.
    const popupUrl = new URL(popup.url())
    expect(popupUrl.origin + popupUrl.pathname).toBe(`${KEYS_ORIGIN}/connect`)
    expect(popupUrl.searchParams.get('sdkName')).toBe('@coinbase/wallet-sdk')
    expect(popupUrl.searchParams.get('sdkVersion')).toMatch(/^4\./)
    expect(popupUrl.searchParams.get('origin')).toBe(new URL(stack.demo.url).origin)

    // What the SDK sent it: the app's identity and chains, then the connection request (eth_requestAccounts),
    // offering the Smart Wallet and the extension or app ('all').
    await expect.poll(() => received.length).toBeGreaterThanOrEqual(2)
    expect(received[0]).toMatchObject({
      data: {
        version: expect.stringMatching(/^4\./),
        metadata: { appName: 'Latch Lab', appChainIds: [31337, 31338] },
        preference: { options: 'all' },
        location: expect.stringContaining(new URL(stack.demo.url).origin),
      },
    })
    expect(received[1]).toMatchObject({
      id: expect.any(String),
      event: 'selectSignerType',
      data: { options: 'all', handshakeRequest: { method: 'eth_requestAccounts' } },
    })

    // The visitor closes the popup without an account: the connection is declined, nothing is connected.
    await popup.evaluate(() => {
      const opener = new URL(location.href).searchParams.get('origin') as string
      window.opener.postMessage({ event: 'PopupUnload', id: crypto.randomUUID() }, opener)
    })
    await popup.close()
    await expect(modal.view('ConnectingExternal').getByTestId('connecting-error')).toHaveText(
      'Connection declined',
    )
    await expect(modal.view('ConnectingExternal').getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(modal.state('status')).toHaveText('disconnected')
  })

  test('with the extension: listed once, connects through the Coinbase connector on anvil, switches, reconnects and disconnects', async ({
    page,
    stack,
  }) => {
    const wallet = await installStackWallet(page, stack, {
      index: 9,
      name: 'Coinbase Wallet',
      rdns: COINBASE_ROW,
      coinbaseExtension: true,
    })
    const chunks = coinbaseChunks()
    const scripts = scriptRequests(page)
    const modal = new ModalPage(page)
    await page.goto(`${stack.demo.url}/?coinbase=1&wallets=${COINBASE_ROW}`)
    await modal.open()
    // Announced, injected as window.ethereum, offered by the SDK and featured in the catalogue: one row.
    await expect(modal.wallet(COINBASE_ROW)).toContainText('Installed')
    await page.waitForLoadState('networkidle')
    await expect(coinbaseRows(modal)).toHaveCount(1)
    for (const chunk of chunks) expect(scripts, `${chunk} before Coinbase is chosen`).not.toContain(chunk)

    await modal.wallet(COINBASE_ROW).click()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(wallet.address)
    await expect(modal.state('chainId')).toHaveText('31337')
    // Through the SDK: its chunk was loaded, and the connection is the Coinbase connector's.
    for (const chunk of chunks) expect(scripts, `${chunk} once Coinbase is chosen`).toContain(chunk)
    const connectorId = () =>
      page.evaluate(
        () =>
          (
            window as unknown as { latch: { store: { getState(): { connections: { id: string }[] } } } }
          ).latch.store.getState().connections[0]?.id,
      )
    expect(await connectorId()).toBe('coinbaseWalletSDK')
    expect(wallet.requests.filter((r) => r.method === 'eth_requestAccounts')).toHaveLength(1)

    await modal.networkButton.click()
    await page.getByTestId('network-option-eip155:31338').click()
    await expect(modal.state('chainId')).toHaveText('31338')
    expect(wallet.chainId).toBe(31338)

    wallet.clearRequests()
    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(wallet.address)
    await expect(modal.state('chainId')).toHaveText('31338')
    expect(await connectorId()).toBe('coinbaseWalletSDK')
    expect(wallet.requests.map((r) => r.method)).not.toContain('eth_requestAccounts')

    await modal.accountButton.click()
    await modal.view('Account').getByTestId('account-disconnect').click()
    await expect(modal.state('status')).toHaveText('disconnected')
    expect(wallet.isAuthorized(new URL(stack.demo.url).origin)).toBe(false)
    await page.reload()
    await expect(modal.state('status')).toHaveText('disconnected')
  })
})
