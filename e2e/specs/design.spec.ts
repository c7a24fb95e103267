import type { Locator } from '@playwright/test'
import { chainOf, expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { look } from '../screenshots.js'
import { fundedAccount, installStackWallet, testWalletId } from '../wallets.js'

/** The sum of the card's background channels: under 200 is the dark surface, over 600 the light one. */
const brightness = (card: Locator) => async () => {
  const background = await card.evaluate((el) => getComputedStyle(el).backgroundColor)
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number)
  return (r ?? Number.NaN) + (g ?? Number.NaN) + (b ?? Number.NaN)
}

test.describe('the modal as the visitor sees it', () => {
  test('with no theme set it follows the system, live; a theme the dApp sets holds', async ({
    page,
    stack,
  }) => {
    const modal = new ModalPage(page)
    const card = brightness(modal.dialog.locator('.card'))
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(stack.demo.url)
    await modal.open()
    await expect.poll(card).toBeLessThan(200)

    // The system switches while the modal is open: it repaints without a reload.
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(card).toBeGreaterThan(600)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(card).toBeLessThan(200)

    // Forced light under a dark system stays light, also across a change of the system.
    await page.goto(`${stack.demo.url}/?theme=light`)
    await modal.open()
    await expect.poll(card).toBeGreaterThan(600)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await card()).toBeGreaterThan(600)
  })

  test("a token list the server cannot give is a quiet notice, and Retry shows the account's tokens", async ({
    page,
    stack,
  }) => {
    const holder = await fundedAccount(chainOf(stack, 31337).rpcUrl, { eth: '2' })
    await installStackWallet(page, stack, { privateKey: holder.privateKey })
    const balances = '**/v1/account/*/balance**'
    await page.route(balances, (route) =>
      route.fulfill({ status: 503, json: { code: 'unavailable', message: 'down' } }),
    )
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect(testWalletId)
    await expect(modal.state('status')).toHaveText('connected')
    await modal.accountButton.click()

    const notice = modal.view('Account').getByTestId('token-balance-notice')
    await expect(notice).toContainText('Token Balance Unavailable')
    await expect(notice).toHaveAttribute('role', 'status')
    await expect(page.getByTestId('alert')).toHaveCount(0)
    await expect(page.getByTestId('token-amount-native')).toHaveCount(0)

    await page.unroute(balances)
    await notice.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByTestId('token-amount-native')).toHaveText('2.00 ETH')
    await expect(notice).toHaveCount(0)
  })

  test('the notice can be dismissed', async ({ page, stack }) => {
    await installStackWallet(page, stack, { index: 8 })
    await page.route('**/v1/account/*/balance**', (route) => route.abort())
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect(testWalletId)
    await expect(modal.state('status')).toHaveText('connected')
    await modal.accountButton.click()
    const notice = modal.view('Account').getByTestId('token-balance-notice')
    await notice.getByRole('button', { name: 'Close' }).click()
    await expect(notice).toHaveCount(0)
  })

  test('Connect at 1280x800: the e-mail, the socials and the installed wallet show without scrolling', async ({
    page,
    stack,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await installStackWallet(page, stack, { index: 9 })
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.open()
    const connect = modal.view('Connect')
    const rows = [
      connect.getByTestId(`wallet-option-${testWalletId}`),
      connect.getByTestId('connect-section-email'),
      connect.getByTestId('social-google'),
      connect.getByTestId('social-x'),
    ]
    for (const row of rows) await expect(row).toBeVisible()
    await expect(connect.getByTestId(`wallet-option-${testWalletId}`)).toContainText('Installed')
    const visible = await connect.boundingBox()
    expect(await connect.evaluate((el) => el.scrollTop)).toBe(0)
    for (const row of rows) {
      const box = await row.boundingBox()
      expect(box, (await row.getAttribute('data-testid')) ?? '').not.toBeNull()
      if (!box || !visible) continue
      expect(box.y).toBeGreaterThanOrEqual(visible.y)
      expect(box.y + box.height).toBeLessThanOrEqual(visible.y + visible.height)
    }
    await look(page, testInfo, 'connect')
    await page.emulateMedia({ colorScheme: 'dark' })
    await look(page, testInfo, 'connect-dark')

    // Every social behind More: four small marks a row, each whole.
    await connect.getByTestId('social-more').click()
    const small = connect.locator('.social-small')
    await expect(small).toHaveCount(6)
    const tops = new Set<number>()
    for (const button of await small.all()) {
      const box = await button.boundingBox()
      if (box) tops.add(Math.round(box.y))
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      await expect(button.locator('svg.social-mark')).toBeVisible()
    }
    expect(tops.size).toBe(2)
    await look(page, testInfo, 'connect-socials-dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await look(page, testInfo, 'connect-socials')
  })

  test('All Wallets shows an ordinary name whole, on two lines where it needs them', async ({
    page,
    stack,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.open()
    await page.getByTestId('all-wallets').click()
    const view = modal.view('AllWallets')
    await view.getByTestId('wallet-search').fill('binance')
    const name = view.locator('.tile', { hasText: 'Binance Wallet' }).locator('.tname')
    await expect(name).toHaveText('Binance Wallet')
    expect(
      await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
    ).toBe(true)
    await look(page, testInfo, 'all-wallets')
  })

  test('the declined connection and the token notice, as they look', async ({ page, stack }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const wallet = await installStackWallet(page, stack, { index: 5 })
    wallet.on('eth_requestAccounts', 'reject')
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect(testWalletId)
    await expect(modal.view('ConnectingExternal').getByTestId('connecting-error')).toBeVisible()
    await look(page, testInfo, 'declined')
    await page.emulateMedia({ colorScheme: 'dark' })
    await look(page, testInfo, 'declined-dark')
    await page.emulateMedia({ colorScheme: 'light' })

    await page.route('**/v1/account/*/balance**', (route) => route.abort())
    wallet.on('eth_requestAccounts', 'approve')
    await modal.view('ConnectingExternal').getByRole('button', { name: 'Try again' }).click()
    await expect(modal.state('status')).toHaveText('connected')
    await modal.accountButton.click()
    await expect(modal.view('Account').getByTestId('token-balance-notice')).toBeVisible()
    await look(page, testInfo, 'token-notice')
    await page.emulateMedia({ colorScheme: 'dark' })
    await look(page, testInfo, 'token-notice-dark')
  })
})
