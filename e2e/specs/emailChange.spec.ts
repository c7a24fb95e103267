import {
  createEmailWallet,
  freshEmail,
  lastMailId,
  mailedCode,
  storedEmbeddedWallet,
  submitEmail,
} from '../email.js'
import { expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { look } from '../screenshots.js'

const PASSWORD = 'correct horse battery staple'

test.describe('changing the e-mail address of the embedded wallet', () => {
  // A whole login and a change with real e-mail; a loaded machine needs more than the default 30 s.
  test.describe.configure({ timeout: 120_000 })

  test('changes the address with a code to each address; Account, a reload and a new login use the new one', async ({
    page,
    stack,
  }, testInfo) => {
    const modal = new ModalPage(page)
    const email = freshEmail('old')
    const newEmail = freshEmail('new')
    await page.goto(`${stack.demo.url}/?networks=31337`)
    const address = await createEmailWallet(page, stack, email, PASSWORD)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // Account shows the login's address, whose row opens the change.
    await modal.accountButton.click()
    await expect(page.getByTestId('account-email-address')).toHaveText(email)
    await look(page, testInfo, 'account')
    await page.getByTestId('account-email').click()
    await expect(modal.view('UpdateEmailWallet')).toBeVisible()
    await expect(page.getByTestId('update-email-input')).toHaveValue(email)
    await expect(page.getByTestId('update-email-submit')).toBeDisabled()

    // The new address is checked as the login checks one.
    await page.getByTestId('update-email-input').fill('new@example')
    await page.getByTestId('update-email-submit').click()
    await expect(page.getByTestId('update-email-error')).toHaveText('Enter a valid e-mail address')
    await look(page, testInfo, 'update-email-invalid')

    // Saving mails a code to each address (the current one was mailed its login code 30 s before).
    stack.clock.offset += 31_000
    const marks = { current: lastMailId(stack, email), next: lastMailId(stack, newEmail) }
    await page.getByTestId('update-email-input').fill(newEmail)
    await page.getByTestId('update-email-submit').click()
    await expect(modal.view('UpdateEmailPrimaryOtp')).toBeVisible()
    await expect(modal.view('UpdateEmailPrimaryOtp')).toContainText(`we sent to ${email}`)
    const primary = await mailedCode(stack, email, marks.current)
    const secondary = await mailedCode(stack, newEmail, marks.next)

    // A wrong code shows the server's text, and the current address's code is asked for first.
    const otp = page.getByTestId('otp-input')
    await otp.fill(primary.code === '000000' ? '000001' : '000000')
    await expect(page.getByTestId('otp-error')).toHaveText('Invalid code. 4 attempts left')
    await look(page, testInfo, 'update-email-primary-error')
    await otp.fill(primary.code)
    await expect(modal.view('UpdateEmailSecondaryOtp')).toBeVisible()
    await expect(modal.view('UpdateEmailSecondaryOtp')).toContainText(`we sent to ${newEmail}`)
    await look(page, testInfo, 'update-email-secondary')
    await otp.fill(secondary.code)

    // Account again, with the new address, which the stored session keeps.
    await expect(modal.view('Account')).toBeVisible()
    await expect(page.getByTestId('account-email-address')).toHaveText(newEmail)
    expect(await storedEmbeddedWallet(page)).toMatchObject({ email: newEmail })

    // A reload restores the same wallet under the new address.
    await page.reload()
    await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
    await expect(modal.state('address')).toHaveText(address)
    await modal.accountButton.click()
    await expect(page.getByTestId('account-email-address')).toHaveText(newEmail)
    await page.getByTestId('modal-close').click()

    // Logging in again with the new address reaches the same wallet; this device's share unlocks it.
    await page.getByTestId('demo-disconnect').click()
    await expect(modal.state('isConnected')).toHaveText('false')
    stack.clock.offset += 31_000
    const mark = lastMailId(stack, newEmail)
    await submitEmail(page, newEmail)
    await modal.view('EmailVerifyOtp').waitFor()
    const { code } = await mailedCode(stack, newEmail, mark)
    await page.getByTestId('otp-input').fill(code)
    await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
    await expect(modal.state('address')).toHaveText(address)
  })
})
