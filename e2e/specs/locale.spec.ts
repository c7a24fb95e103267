import { freshEmail, lastMailId, mailedCode, submitEmail, walletFrame } from '../email.js'
import { expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { look } from '../screenshots.js'
import { installStackWallet, testWalletId } from '../wallets.js'

const PASSWORD = 'correct horse battery staple'

test.describe('the widget in the visitor’s language', () => {
  test.describe.configure({ timeout: 120_000 })

  test('Arabic lays Connect, Account and Send out right to left', async ({ page, stack }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    // Only reads its balances: an account other specs send from is fine.
    await installStackWallet(page, stack, { index: 2 })
    const modal = new ModalPage(page)
    await page.goto(`${stack.demo.url}/?networks=31337&locale=ar`)
    await modal.open()
    const root = page.locator('[data-latch-modal] .root')
    await expect(root).toHaveAttribute('dir', 'rtl')
    await expect(root).toHaveAttribute('lang', 'ar')
    await expect(page.locator('#latch-title')).toHaveText('ربط المحفظة')
    await look(page, testInfo, 'ar-connect')
    await modal.wallet(testWalletId).click()
    await expect(modal.state('status')).toHaveText('connected')
    await modal.accountButton.click()
    await expect(modal.view('Account')).toBeVisible()
    await expect(page.locator('#latch-title')).toHaveText('الحساب')
    await look(page, testInfo, 'ar-account')
    await page.getByTestId('account-send').click()
    await expect(modal.view('WalletSend')).toBeVisible()
    await expect(page.locator('#latch-title')).toHaveText('إرسال')
    await look(page, testInfo, 'ar-send')
  })

  test('German reaches the frame: the login e-mail, the recovery password and an approval', async ({
    page,
    stack,
  }, testInfo) => {
    const modal = new ModalPage(page)
    const email = freshEmail('deutsch')
    await page.goto(`${stack.demo.url}/?networks=31337&locale=de`)
    const after = lastMailId(stack, email)
    await submitEmail(page, email)
    await modal.view('EmailVerifyOtp').waitFor()
    const mail = await stack.mail.waitForMessage({ to: email, after })
    expect(mail.subject).toMatch(/^Dein Anmeldecode: \d{6}$/)
    const { code } = await mailedCode(stack, email, after)
    await page.getByTestId('otp-input').fill(code)

    await modal.view('EmbeddedWalletRecovery').waitFor()
    const frame = walletFrame(page)
    await expect(frame.locator('html')).toHaveAttribute('lang', 'de')
    await expect(frame.locator('h1')).toHaveText('Wiederherstellungspasswort festlegen')
    await expect(frame.getByTestId('recovery-warning')).toContainText('Niemand kann es zurücksetzen')
    await frame.getByTestId('recovery-password').fill(PASSWORD)
    await frame.getByTestId('recovery-password-confirm').fill(PASSWORD)
    await frame.getByTestId('recovery-submit').click()
    await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })

    await page.getByTestId('sign-message').click()
    await expect(frame.locator('h1')).toHaveText('Nachricht signieren')
    await expect(frame.getByTestId('approve-request')).toContainText('bittet deine Wallet zu signieren')
    await expect(frame.getByTestId('reject')).toHaveText('Ablehnen')
    await expect(frame.getByTestId('approve')).toHaveText('Bestätigen')
    await expect(frame.getByTestId('approve')).toHaveAttribute('aria-disabled', 'false')
    // At this size only: a resize would move the frame, and a moved frame's next click does not count.
    await page.screenshot({ path: testInfo.outputPath('de-approval-desktop.png') })
    await frame.getByTestId('approve').click()
    await expect(modal.state('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  })
})
