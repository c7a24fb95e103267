import type { Page } from '@playwright/test'
import { expect, type Stack, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { installStackWallet, testWalletId } from '../wallets.js'

// The Connect view's feature flags, each shown both ways on the same page: the demo reads them from its URL.
// Connect renders its sections from the configuration in one pass, so a section or row missing next to one
// that is shown is missing for good, not still on its way.

/** The injected test wallet on the page, then the demo with `flags` and its Connect view open. */
async function openConnect(page: Page, stack: Stack, flags = '') {
  const modal = new ModalPage(page)
  await page.goto(`${stack.demo.url}/${flags}`)
  await modal.open()
  return { modal, connect: modal.view('Connect') }
}

/** The connect methods Connect shows, in order. */
function sectionOrder(page: Page) {
  return page
    .locator('[data-testid^="connect-section-"]')
    .evaluateAll((sections) =>
      sections.map((s) => s.getAttribute('data-testid')?.replace('connect-section-', '')),
    )
}

test.describe('Connect feature flags', () => {
  test.beforeEach(async ({ page, stack }) => {
    await installStackWallet(page, stack, { index: 5 })
  })

  test('email: the e-mail login is offered by default and gone with email=0', async ({ page, stack }) => {
    const { modal, connect } = await openConnect(page, stack)
    await expect(connect.getByTestId('email-input')).toBeVisible()

    await openConnect(page, stack, '?email=0')
    await expect(modal.wallet(testWalletId)).toBeVisible()
    await expect(connect.getByTestId('connect-section-email')).toHaveCount(0)
    expect(await sectionOrder(page)).toEqual(['social', 'wallet'])
  })

  test('emailShowWallets: wallets listed beside the e-mail field, or behind "Continue with a wallet"', async ({
    page,
    stack,
  }) => {
    const { modal, connect } = await openConnect(page, stack)
    await expect(connect.getByTestId('email-input')).toBeVisible()
    await expect(modal.wallet(testWalletId)).toBeVisible()
    await expect(connect.getByTestId('continue-with-wallet')).toHaveCount(0)

    await openConnect(page, stack, '?emailShowWallets=0')
    await expect(connect.getByTestId('email-input')).toBeVisible()
    await expect(connect.getByTestId('continue-with-wallet')).toBeVisible()
    await expect(modal.wallet(testWalletId)).toHaveCount(0)
    await connect.getByTestId('continue-with-wallet').click()
    await expect(modal.view('ConnectWallets').getByTestId(`wallet-option-${testWalletId}`)).toBeVisible()
  })

  test('socials: the providers offered, in the order given, or none with socials=0', async ({
    page,
    stack,
  }) => {
    const { connect } = await openConnect(page, stack)
    await expect(connect.getByTestId('social-google')).toHaveClass(/social-large/)

    await openConnect(page, stack, '?socials=github,discord')
    await expect(connect.getByTestId('social-github')).toHaveClass(/social-large/)
    await expect(connect.getByTestId('social-github')).toHaveAccessibleName('Continue with GitHub')
    await expect(connect.getByTestId('social-login').getByRole('button')).toHaveCount(2)
    await expect(connect.getByTestId('social-discord')).toBeVisible()

    await openConnect(page, stack, '?socials=0')
    await expect(connect.getByTestId('email-input')).toBeVisible()
    await expect(connect.getByTestId('connect-section-social')).toHaveCount(0)
    expect(await sectionOrder(page)).toEqual(['email', 'wallet'])
  })

  test('allWallets: the All Wallets entry, listed by default and gone with allWallets=0', async ({
    page,
    stack,
  }) => {
    const { modal, connect } = await openConnect(page, stack)
    await expect(connect.getByTestId('all-wallets')).toBeVisible()
    await connect.getByTestId('all-wallets').click()
    await expect(modal.view('AllWallets')).toBeVisible()

    await openConnect(page, stack, '?allWallets=0')
    await expect(modal.wallet(testWalletId)).toBeVisible()
    await expect(connect.getByTestId('all-wallets')).toHaveCount(0)
  })

  test('legalCheckbox: the terms as a footer by default; as a checkbox that must be ticked before a wallet', async ({
    page,
    stack,
  }) => {
    const terms = `terms=${encodeURIComponent('http://127.0.0.1/terms')}`
    const { modal, connect } = await openConnect(page, stack, `?${terms}`)
    await expect(connect.getByTestId('legal-footer')).toBeVisible()
    await expect(connect.getByTestId('legal-checkbox')).toHaveCount(0)
    await expect(modal.wallet(testWalletId)).toBeEnabled()

    await openConnect(page, stack, `?${terms}&legalCheckbox=1`)
    await expect(connect.getByTestId('legal-checkbox')).toBeVisible()
    await expect(connect.getByTestId('legal-footer')).toHaveCount(0)
    await expect(modal.wallet(testWalletId)).toBeDisabled()
    await expect(connect.getByTestId('all-wallets')).toBeDisabled()
    await connect.getByTestId('legal-checkbox-input').check()
    await expect(modal.wallet(testWalletId)).toBeEnabled()
    await modal.wallet(testWalletId).click()
    await expect(modal.state('status')).toHaveText('connected')
  })

  test('collapseWallets: wallets listed by default, behind "Continue with a wallet" with collapseWallets=1', async ({
    page,
    stack,
  }) => {
    const { modal, connect } = await openConnect(page, stack)
    await expect(modal.wallet(testWalletId)).toBeVisible()
    await expect(connect.getByTestId('continue-with-wallet')).toHaveCount(0)

    await openConnect(page, stack, '?collapseWallets=1')
    await expect(connect.getByTestId('continue-with-wallet')).toBeVisible()
    await expect(modal.wallet(testWalletId)).toHaveCount(0)
    // The e-mail field stays: only the wallets collapse.
    await expect(connect.getByTestId('email-input')).toBeVisible()
    await connect.getByTestId('continue-with-wallet').click()
    await modal.view('ConnectWallets').getByTestId(`wallet-option-${testWalletId}`).click()
    await expect(modal.state('status')).toHaveText('connected')
  })

  test('connectMethodsOrder: e-mail, social, wallets by default; the order given otherwise', async ({
    page,
    stack,
  }) => {
    const { connect } = await openConnect(page, stack)
    await expect(connect.getByTestId('connect-section-wallet')).toBeVisible()
    expect(await sectionOrder(page)).toEqual(['email', 'social', 'wallet'])

    await openConnect(page, stack, '?connectMethodsOrder=wallet,social,email')
    await expect(connect.getByTestId('connect-section-wallet')).toBeVisible()
    expect(await sectionOrder(page)).toEqual(['wallet', 'social', 'email'])
  })
})

test('analytics: the opened modal reports events by default and sends nothing with analytics=0', async ({
  page,
  stack,
}) => {
  await installStackWallet(page, stack, { index: 5 })
  const modal = new ModalPage(page)
  const calls: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('/getAnalyticsConfig') || pathname.endsWith('/e')) calls.push(pathname)
  })

  // Opening asks the analytics switch at once (before the wallet is chosen): a connection later, it has asked.
  await page.goto(`${stack.demo.url}/?analytics=0`)
  await modal.connect(testWalletId)
  await expect(modal.state('status')).toHaveText('connected')
  expect(calls).toEqual([])
  await page.getByTestId('demo-disconnect').click()
  await expect(modal.state('status')).toHaveText('disconnected')

  await page.goto(stack.demo.url)
  await modal.connect(testWalletId)
  await expect(modal.state('status')).toHaveText('connected')
  await expect.poll(() => calls.some((path) => path.endsWith('/getAnalyticsConfig'))).toBe(true)
  await expect.poll(() => calls.some((path) => path.endsWith('/e'))).toBe(true)
})
