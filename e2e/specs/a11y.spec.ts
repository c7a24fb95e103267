import type { Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { AxeAudit, focusedTestId, tabTo } from '../a11y.js'
import {
  createRecoveryPassword,
  freshEmail,
  lastMailId,
  mailedCode,
  submitEmail,
  walletFrame,
} from '../email.js'
import { chainOf, expect, type Stack, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { prepareWalletConnectPage } from '../walletConnect.js'
import { fundedAccount, installStackWallet, testWalletId } from '../wallets.js'

// Every view a visitor meets, in both themes at a desktop's size and a phone's: its picture against the committed
// baseline (e2e/specs/a11y.spec.ts-snapshots, looked at one by one; `--update-snapshots` writes new ones after a
// deliberate change) and axe against WCAG 2.1 AA; and the paths a visitor takes with the keyboard alone. One page per
// theme and size walks the views in sequence.

const PASSWORD = 'correct horse battery staple'
const slowWallet = { name: 'Slow Test Wallet', rdns: 'dev.latch.slowwallet' }

/** The disconnected views: Connect, All Wallets (and a search), WalletConnect's QR code, a wallet waiting. */
async function walkConnectViews(page: Page, stack: Stack, audit: AxeAudit, flags: string) {
  const modal = new ModalPage(page)
  await prepareWalletConnectPage(page)
  await installStackWallet(page, stack, { index: 8 })
  // A wallet whose prompt stays open while the Connecting view is checked (the page reloads before it answers).
  const slow = await installStackWallet(page, stack, { index: 9, ...slowWallet, injected: false })
  slow.on('eth_requestAccounts', { delay: 60_000, answer: 'reject' })
  await page.goto(`${stack.demo.url}/${flags}`)

  await modal.open()
  await expect(modal.wallet(testWalletId)).toBeVisible()
  await expect(page.getByTestId('wallet-placeholder')).toHaveCount(0)
  await expect(page.getByTestId('email-input')).toBeVisible()
  await audit.check('Connect')

  await page.getByTestId('all-wallets').click()
  await expect(page.getByTestId('wallet-grid')).toHaveAttribute('aria-busy', 'false')
  await audit.check('All Wallets')
  await page.getByTestId('wallet-search').fill('wallet')
  await expect(page.getByTestId('wallet-grid')).toHaveAttribute('aria-busy', 'false')
  await audit.check('All Wallets, searched')
  await page.getByTestId('modal-back').click()

  await modal.wallet('walletConnect').click()
  await expect(page.getByTestId('wc-qr')).toBeVisible({ timeout: 15_000 })
  // The pairing URI is new on every visit, and so is its QR code.
  await audit.check("WalletConnect's QR code", { mask: [page.getByTestId('wc-qr')] })
  await page.getByTestId('modal-back').click()

  await modal.wallet(slowWallet.rdns).click()
  await expect(modal.view('ConnectingExternal')).toHaveAttribute('data-state', 'connecting')
  await audit.check('Connecting')
}

/** Balances, fees and history depend on what else ran on the worker's chain before: masked in the pictures. */
const chainFiguresOf = (page: Page) =>
  [
    'account-balance',
    'account-tokens',
    'send-available',
    'send-fee',
    'swap-source-balance',
    'swap-target-balance',
    'activity-group',
    'activity-empty',
  ].map((id) => page.getByTestId(id))

/** Connect with wallets only (no e-mail, no socials), then the sign-in request a dApp with SIWX asks for. */
async function walkSignInViews(page: Page, stack: Stack, audit: AxeAudit, flags: string) {
  const modal = new ModalPage(page)
  await page.goto(`${stack.demo.url}/${flags}&email=0&socials=0&siwx=local&siwxRequired=1`)
  await modal.open()
  await expect(modal.wallet(testWalletId)).toBeVisible()
  await expect(page.getByTestId('wallet-placeholder')).toHaveCount(0)
  await audit.check('Connect, wallets only')
  await modal.wallet(testWalletId).click()
  const sign = modal.view('SIWXSignMessage')
  await expect(sign.getByTestId('siwx-sign')).toBeEnabled()
  await audit.check('Sign in')
  // Required sign-in: cancelling disconnects, and the next walk starts from a disconnected page.
  await sign.getByTestId('siwx-cancel').click()
  await expect(modal.state('status')).toHaveText('disconnected')
}

/** The connected views: Account, Networks, Send, Receive, Activity, Swap, a name, the on-ramp's two steps. */
async function walkAccountViews(page: Page, stack: Stack, audit: AxeAudit, flags: string) {
  const modal = new ModalPage(page)
  await page.goto(`${stack.demo.url}/${flags}`)
  await modal.connect(testWalletId)
  await expect(modal.state('status')).toHaveText('connected')
  await modal.accountButton.click()
  const account = modal.view('Account')
  await expect(account.getByTestId('account-balance')).toHaveAttribute('aria-busy', 'false')
  await expect(account.getByTestId('account-swap')).toBeVisible()
  const chainFigures = chainFiguresOf(page)
  await audit.check('Account', { mask: chainFigures })

  const roundTrip = async (button: string, view: string, ready?: () => Promise<void>) => {
    await account.getByTestId(button).click()
    await expect(modal.view(view)).toBeVisible()
    await ready?.()
    await audit.check(view, { mask: chainFigures })
    await page.getByTestId('modal-back').click()
    await expect(account).toBeVisible()
  }
  await roundTrip('account-network', 'Networks')
  await roundTrip('account-send', 'WalletSend', async () => {
    await expect(page.getByTestId('send-fee')).toContainText('$')
  })
  await roundTrip('account-receive', 'Receive')
  await roundTrip('account-activity', 'Activity', async () => {
    await expect(modal.view('Activity')).toHaveAttribute('aria-busy', 'false')
  })
  await roundTrip('account-swap', 'Swap', async () => {
    await expect(page.getByTestId('swap-source-amount')).toBeVisible()
  })
  await roundTrip('account-register-name', 'RegisterAccountName')
  await account.getByTestId('account-onramp').click()
  await expect(page.getByTestId('onramp-provider-sandbox')).toBeEnabled()
  await audit.check('OnRampProviders')
  await page.getByTestId('onramp-provider-sandbox').click()
  await expect(page.getByTestId('onramp-receive')).toContainText('49.25 USDC')
  await audit.check('OnRampTokenSelect')
  await page.getByTestId('modal-back').click()
  await page.getByTestId('modal-back').click()
  await expect(account).toBeVisible()
  await page.getByTestId('modal-close').click()
  await page.getByTestId('demo-disconnect').click()
  await expect(modal.state('status')).toHaveText('disconnected')
}

/** The e-mail login, the embedded wallet's own screens in its frame (the recovery password, an approval), its Account. */
async function walkFrameViews(page: Page, stack: Stack, audit: AxeAudit, flags: string) {
  const modal = new ModalPage(page)
  const frame = walletFrame(page)
  const email = freshEmail('a11y')
  await page.goto(`${stack.demo.url}/${flags}${flags ? '&' : '?'}networks=31337`)
  const after = lastMailId(stack, email)
  await submitEmail(page, email)
  await modal.view('EmailVerifyOtp').waitFor()
  // The address is new on every run, and the resend link counts the seconds down.
  const moving = [modal.view('EmailVerifyOtp').getByText(email), page.getByTestId('otp-resend')]
  await audit.check('Confirm e-mail', { mask: moving })
  const { code } = await mailedCode(stack, email, after)
  await page.getByTestId('otp-input').fill(code)
  await modal.view('EmbeddedWalletRecovery').waitFor()
  await expect(frame.getByTestId('recovery-password')).toBeVisible()
  await audit.check('Recovery password', { mask: [frame.getByText(email)] })
  await createRecoveryPassword(page, PASSWORD)

  await page.getByTestId('sign-message').click()
  await expect(frame.getByTestId('approve')).toHaveAttribute('aria-disabled', 'false')
  // The wallet's address is new with every e-mail, and the stack's site with every run (its port); the note offering
  // the approval window shows only on a machine slow enough to keep Approve unarmed for 2 s.
  await audit.check('Approval', {
    mask: [frame.getByTestId('approve-signer'), frame.getByText(/0x[0-9a-fA-F]{40}|127\.0\.0\.1:\d+/)],
    hide: ['[data-testid="approve-note"]'],
  })
  await frame.getByTestId('approve').click()
  await expect(modal.state('signature')).toHaveText(/^0x[0-9a-f]{130}$/)

  // The e-mail wallet's change of address, from its Account.
  await expect(modal.dialog).toHaveCount(0)
  await modal.accountButton.click()
  const account = modal.view('Account')
  await account.getByTestId('account-email').click()
  await expect(page.getByTestId('update-email-input')).toHaveValue(email)
  await audit.check('UpdateEmailWallet', { mask: [page.getByTestId('update-email-input')] })
}

for (const theme of ['light', 'dark'] as const)
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`every view meets WCAG 2.1 AA in the ${theme} theme at ${size.width}x${size.height}`, async ({
      page,
      stack,
    }) => {
      test.setTimeout(150_000)
      await page.setViewportSize(size)
      const flags = `?theme=${theme}`
      const audit = new AxeAudit(page, `${theme} ${size.width}x${size.height}`)
      await walkConnectViews(page, stack, audit, flags)
      await walkSignInViews(page, stack, audit, flags)
      await walkAccountViews(page, stack, audit, flags)
      await walkFrameViews(page, stack, audit, flags)
      audit.expectNone()
    })

test.describe('with the keyboard alone', () => {
  test('connects, sends, and focus returns to the button that opened the modal each time it closes', async ({
    page,
    stack,
  }) => {
    const sender = await fundedAccount(chainOf(stack, 31337).rpcUrl, { eth: '2' })
    await installStackWallet(page, stack, { privateKey: sender.privateKey })
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)

    // Open with Enter, close with Escape: focus is back on the button.
    await modal.connectButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.view('Connect')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toHaveCount(0)
    await expect.poll(() => focusedTestId(page)).toBe('connect-button')

    // Open again, Tab to the wallet, Enter: connected, and the modal closes onto the button.
    await page.keyboard.press('Enter')
    await expect(modal.wallet(testWalletId)).toBeVisible()
    await tabTo(page, `wallet-option-${testWalletId}`)
    await page.keyboard.press('Enter')
    await expect(modal.state('address')).toHaveText(sender.address)
    await expect(modal.dialog).toHaveCount(0)
    await expect.poll(() => focusedTestId(page)).toBe('connect-button')

    // Send: Tab to Send, type the amount, Tab to the receiver, type it, Tab to the button, Enter.
    await page.keyboard.press('Enter')
    await expect(modal.view('Account')).toBeVisible()
    await tabTo(page, 'account-send')
    await page.keyboard.press('Enter')
    await expect(modal.view('WalletSend')).toBeVisible()
    await tabTo(page, 'send-amount')
    await page.keyboard.type('0.25')
    await tabTo(page, 'send-receiver')
    await page.keyboard.type(privateKeyToAccount(generatePrivateKey()).address)
    await tabTo(page, 'send-submit')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    await expect(modal.view('Account')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toHaveCount(0)
    await expect.poll(() => focusedTestId(page)).toBe('connect-button')
  })

  test("approves in the embedded wallet's frame: Tab into the frame, Enter on Approve once it is armed", async ({
    page,
    stack,
  }) => {
    test.setTimeout(90_000)
    const modal = new ModalPage(page)
    const frame = walletFrame(page)
    await page.goto(`${stack.demo.url}/?networks=31337`)
    const email = freshEmail('a11y-keys')
    const after = lastMailId(stack, email)
    await submitEmail(page, email)
    await modal.view('EmailVerifyOtp').waitFor()
    await page.getByTestId('otp-input').fill((await mailedCode(stack, email, after)).code)
    await createRecoveryPassword(page, PASSWORD)
    await expect(modal.dialog).toHaveCount(0)

    await page.getByTestId('sign-message').focus()
    await page.keyboard.press('Enter')
    await expect(frame.getByTestId('approve')).toHaveAttribute('aria-disabled', 'false')
    await tabTo(page, 'approve', frame)
    await page.keyboard.press('Enter')
    await expect(modal.state('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    await expect(modal.dialog).toHaveCount(0)
    await expect.poll(() => focusedTestId(page)).toBe('sign-message')
  })
})
