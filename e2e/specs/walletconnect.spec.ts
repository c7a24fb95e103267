import { anvilAccounts } from '@latch/testing'
import type { WalletConnectTestWallet } from '@latch/testing/walletconnect'
import { devices } from '@playwright/test'
import { type Hex, parseEther, toHex, verifyMessage } from 'viem'
import { chainOf, expect, fromDemo, type Stack, test } from '../fixtures.js'
import { openedLinks, recordOpenedLinks } from '../openedLinks.js'
import { ModalPage } from '../pages/modal.js'
import { createStackWalletConnectWallet, openQr, prepareWalletConnectPage } from '../walletConnect.js'
import { rpc } from '../wallets.js'

const DEMO_MESSAGE = 'Hello from Latch Lab'

const wallets: WalletConnectTestWallet[] = []

async function createWallet(stack: Stack, index: number): Promise<WalletConnectTestWallet> {
  const account = anvilAccounts[index]
  if (!account) throw new Error(`no anvil account ${index}`)
  const wallet = await createStackWalletConnectWallet(stack, account.privateKey)
  wallets.push(wallet)
  return wallet
}

test.afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()))
})

test.afterAll(async ({ stack }) => {
  // Every method the clients used is one the relay implements.
  expect(stack.relay.unknownMethods).toEqual([])
})

test.describe('WalletConnect remote pairing', () => {
  test('pairs through the QR code, shows the account and balance, signs and sends', async ({
    page,
    context,
    stack,
  }) => {
    const wallet = await createWallet(stack, 5)
    await rpc(chainOf(stack, 31337).rpcUrl, 'anvil_setBalance', [wallet.address, toHex(parseEther('7.25'))])
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.demo.url })
    await prepareWalletConnectPage(page)
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)

    const uri = await openQr(modal)
    await expect(modal.view('ConnectingWalletConnectBasic')).toBeVisible()
    // The copy-link control hands out the same URI.
    await page.getByTestId('wc-copy-link').click()
    await expect(page.getByTestId('alert-title')).toHaveText('Link copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri)

    await wallet.pair(uri)
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(wallet.address)
    await expect(modal.state('caipNetworkId')).toHaveText('eip155:31337')
    await expect(modal.state('walletName')).toHaveText('WC Test Wallet')
    await expect(modal.dialog).toBeHidden()

    await modal.accountButton.click()
    await expect(modal.view('Account').getByTestId('account-balance')).toHaveText('7.25 ETH')
    await page.getByTestId('modal-close').click()

    await page.getByTestId('sign-message').click()
    await expect(modal.page.getByTestId('state-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('state-signature').textContent()) as Hex
    expect(await verifyMessage({ address: wallet.address, message: DEMO_MESSAGE, signature })).toBe(true)

    await page.getByTestId('send-transaction').click()
    await expect(page.getByTestId('state-txHash')).toHaveText(/^0x[0-9a-f]{64}$/)
    const hash = await page.getByTestId('state-txHash').textContent()
    const receipt = await rpc<{ status: string; from: string } | null>(
      chainOf(stack, 31337).rpcUrl,
      'eth_getTransactionReceipt',
      [hash],
    )
    expect(receipt?.status).toBe('0x1')
    expect(receipt?.from).toBe(wallet.address.toLowerCase())
  })

  test('a proposal declined in the wallet shows the reason and a retry with a fresh QR code', async ({
    page,
    stack,
  }) => {
    const wallet = await createWallet(stack, 6)
    await prepareWalletConnectPage(page)
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)

    wallet.on('session_proposal', 'reject')
    const first = await openQr(modal)
    const proposal = await wallet.pair(first)
    expect(proposal.outcome).toBe('rejected')
    const view = modal.view('ConnectingWalletConnectBasic')
    await expect(view.getByTestId('connecting-error')).toHaveText('Connection declined')
    await expect(view).toContainText('Connection can be declined if a previous request is still active')
    await expect(modal.state('status')).toHaveText('disconnected')

    wallet.on('session_proposal', 'approve')
    await view.getByTestId('connecting-retry').click()
    const qr = page.getByTestId('wc-qr')
    await expect(qr).toBeVisible()
    const second = (await qr.getAttribute('data-uri')) as string
    expect(second).not.toBe(first)
    await wallet.pair(second)
    await expect(modal.state('address')).toHaveText(wallet.address)
  })

  test('follows the session: wallet and widget network switches, deletion by the wallet, disconnect', async ({
    page,
    stack,
  }) => {
    const wallet = await createWallet(stack, 7)
    await prepareWalletConnectPage(page)
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await wallet.pair(await openQr(modal))
    await expect(modal.state('status')).toHaveText('connected')

    // The wallet changes network: the session's chainChanged event reaches the widget.
    await wallet.switchChain(31338)
    await expect(modal.state('caipNetworkId')).toHaveText('eip155:31338')
    await expect(modal.networkButton).toContainText(chainOf(stack, 31338).name)

    // The widget changes network through the session; requests then name that chain.
    await page.getByTestId('switch-31337').click()
    await expect(modal.state('caipNetworkId')).toHaveText('eip155:31337')
    const signed = wallet.waitForRequest('personal_sign')
    await page.getByTestId('sign-message').click()
    expect((await signed).chainId).toBe('eip155:31337')
    await expect(page.getByTestId('state-signature')).toHaveText(/^0x/)

    // The widget disconnects: the session is deleted on both sides.
    await page.getByTestId('demo-disconnect').click()
    await expect(modal.state('status')).toHaveText('disconnected')
    await expect.poll(() => wallet.sessions.length).toBe(0)

    // Connected again, the wallet ends the session: the widget is disconnected.
    await wallet.pair(await openQr(modal))
    await expect(modal.state('status')).toHaveText('connected')
    await wallet.disconnect()
    await expect(modal.state('status')).toHaveText('disconnected')
    await expect(modal.state('address')).toHaveText('')
  })

  test('a reload restores the session without a new QR code', async ({ page, stack }) => {
    const wallet = await createWallet(stack, 8)
    await prepareWalletConnectPage(page)
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await wallet.pair(await openQr(modal))
    await expect(modal.state('status')).toHaveText('connected')
    const proposals = wallet.requests.filter((r) => r.method === 'session_proposal').length

    // The status goes through 'reconnecting' on the way (recorded from the first script of the page).
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as { seenStatuses?: string[] }).seenStatuses = seen
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="state-status"]')?.textContent
        if (text && seen[seen.length - 1] !== text) seen.push(text)
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(wallet.address)
    await expect(modal.state('walletName')).toHaveText('WC Test Wallet')
    expect(await page.evaluate(() => (window as { seenStatuses?: string[] }).seenStatuses)).toEqual([
      'reconnecting',
      'connected',
    ])
    expect(wallet.requests.filter((r) => r.method === 'session_proposal').length).toBe(proposals)
    await expect(page.getByTestId('wc-qr')).toHaveCount(0)

    // The restored session still signs.
    await page.getByTestId('sign-message').click()
    await expect(page.getByTestId('state-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  })

  test('a pairing left open until it nearly expires is replaced by a fresh QR code', async ({
    page,
    stack,
  }) => {
    const wallet = await createWallet(stack, 9)
    await page.clock.install()
    await prepareWalletConnectPage(page)
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    // A catalogue wallet that is not installed pairs through WalletConnect, with its icon on the QR code.
    await modal.open()
    await page.getByTestId('all-wallets').click()
    const tile = page.getByTestId('wallet-grid').locator('[data-installed="false"]').first()
    await tile.click()
    const view = modal.view('ConnectingWalletConnect')
    const qr = view.getByTestId('wc-qr')
    await expect(qr).toBeVisible({ timeout: 15_000 })
    const first = (await qr.getAttribute('data-uri')) as string

    // 3 min 45 s: more than 10 s left, the same pairing.
    await page.clock.runFor(225_000)
    await expect(qr).toHaveAttribute('data-uri', first)
    // 3 min 51 s: 9 s left, so it counts as expired and a new pairing replaces it.
    await page.clock.runFor(6_000)
    await expect(qr).not.toHaveAttribute('data-uri', first)
    const second = (await qr.getAttribute('data-uri')) as string
    expect(second).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(second)
    await expect(modal.state('status')).toHaveText('connected')
  })
})

test.describe('WalletConnect on a phone', () => {
  const iPhone = devices['iPhone 13']
  test.use({ userAgent: iPhone.userAgent, viewport: iPhone.viewport, isMobile: true, hasTouch: true })

  test('tapping a wallet opens its app with the pairing URI', async ({ page, stack }) => {
    const response = await fetch(`${stack.server.url}/getWallets?projectId=latch-dev&page=1&entries=40`, {
      headers: fromDemo(stack),
    })
    const { data } = (await response.json()) as {
      data: { id: string; name: string; mobile_link?: string | null }[]
    }
    const target = data.find((w) => w.mobile_link)
    if (!target?.mobile_link) throw new Error('the catalogue has no wallet with a mobile link')
    await prepareWalletConnectPage(page)
    // The navigation to the wallet's app is recorded instead of leaving the page.
    await recordOpenedLinks(page)
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.open()
    // On a phone the WalletConnect row leads to the wallet list.
    await modal.wallet('walletConnect').click()
    await expect(modal.view('AllWallets')).toBeVisible()
    await modal.wallet(target.id).click()
    const view = modal.view('ConnectingWalletConnect')
    const qr = view.getByTestId('wc-qr')
    await expect(qr).toBeVisible({ timeout: 15_000 })
    const uri = (await qr.getAttribute('data-uri')) as string
    const base = target.mobile_link.includes('://')
      ? target.mobile_link
      : `${target.mobile_link.replaceAll('/', '').replaceAll(':', '')}://`
    const expected = `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encodeURIComponent(uri)}`
    await expect.poll(() => openedLinks(page)).toEqual([expected])
    await expect(view.getByTestId('wc-open-wallet')).toHaveAttribute('href', expected)
  })

  test('tapping Ledger opens Ledger Live with the pairing, and the pairing connects', async ({
    page,
    stack,
  }) => {
    // Ledger is Ledger Live over WalletConnect: its catalogue entry's deep link carries the pairing URI.
    const wallet = await createWallet(stack, 4)
    await prepareWalletConnectPage(page)
    await recordOpenedLinks(page)
    const modal = new ModalPage(page)
    await page.goto(`${stack.demo.url}/?wallets=com.ledger`)
    await modal.open()
    await modal.wallet('com.ledger').click()
    const view = modal.view('ConnectingWalletConnect')
    await expect(view).toContainText('Scan this QR code with Ledger Wallet')
    const qr = view.getByTestId('wc-qr')
    await expect(qr).toBeVisible({ timeout: 15_000 })
    const uri = (await qr.getAttribute('data-uri')) as string
    const expected = `ledgerlive://wc?uri=${encodeURIComponent(uri)}`
    await expect.poll(() => openedLinks(page)).toEqual([expected])
    await expect(view.getByTestId('wc-open-wallet')).toHaveAttribute('href', expected)
    // What Ledger Live does with the link: pair the URI and approve.
    await wallet.pair(uri)
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(wallet.address)
  })
})
