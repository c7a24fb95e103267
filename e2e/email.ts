import { expect, type FrameLocator, type Page } from '@playwright/test'
import { ModalPage } from './pages/modal.js'
import type { Stack } from './stack.js'

let seq = 0
/** An address no other test uses. */
export const freshEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`

/** The six-digit code of the newest login e-mail to `to` after message id `after`. */
export async function mailedCode(stack: Stack, to: string, after = 0): Promise<{ code: string; id: number }> {
  const message = await stack.mail.waitForMessage({ to, after })
  const code = /\n(\d{6})\n/.exec(message.text)?.[1]
  if (!code) throw new Error(`no code in the e-mail "${message.subject}"`)
  return { code, id: message.id }
}

export const lastMailId = (stack: Stack, to: string) => stack.mail.messages(to)[0]?.id ?? 0

/** The embedded wallet's frame inside the modal. */
export const walletFrame = (page: Page): FrameLocator => page.frameLocator('[data-testid="latch-frame"]')

/** Opens Connect and submits the e-mail address. */
export async function submitEmail(page: Page, email: string): Promise<void> {
  const modal = new ModalPage(page)
  if (!(await modal.view('Connect').isVisible())) await modal.open()
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
}

/** Logs a new visitor in: e-mail, mailed code, recovery password in the frame. Returns the address. */
export async function createEmailWallet(
  page: Page,
  stack: Stack,
  email: string,
  password: string,
): Promise<string> {
  const modal = new ModalPage(page)
  const after = lastMailId(stack, email)
  await submitEmail(page, email)
  await modal.view('EmailVerifyOtp').waitFor()
  const { code } = await mailedCode(stack, email, after)
  await page.getByTestId('otp-input').fill(code)
  await createRecoveryPassword(page, password)
  return (await modal.state('address').textContent()) ?? ''
}

/**
 * A login from a device the account has not used: the approval link mailed to `email` (after message `after`)
 * opened, then the code mailed next typed; the frame then asks for the recovery password.
 */
export async function approveNewDevice(
  page: Page,
  stack: Stack,
  email: string,
  after: number,
): Promise<void> {
  const modal = new ModalPage(page)
  await modal.view('EmailVerifyDevice').waitFor()
  const approval = await stack.mail.waitForMessage({ to: email, after })
  const link = /(http\S+\/v1\/embedded\/devices\/approve\?token=\S+)/.exec(approval.text)?.[1] ?? ''
  expect(await (await page.request.get(link)).text()).toContain('Device approved')
  await modal.view('EmailVerifyOtp').waitFor()
  const { code } = await mailedCode(stack, email, approval.id)
  await page.getByTestId('otp-input').fill(code)
  await modal.view('EmbeddedWalletRecovery').waitFor()
}

/** A new account's recovery password, typed in the frame's EmbeddedWalletRecovery; then the wallet connects. */
export async function createRecoveryPassword(page: Page, password: string): Promise<void> {
  const modal = new ModalPage(page)
  await modal.view('EmbeddedWalletRecovery').waitFor()
  const frame = walletFrame(page)
  await expect(frame.getByTestId('recovery-warning')).toContainText(
    'If you lose this device and forget this password',
  )
  await frame.getByTestId('recovery-password').fill(password)
  await frame.getByTestId('recovery-password-confirm').fill(password)
  await frame.getByTestId('recovery-submit').click()
  await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
}

/** What the widget stored of the embedded wallet's login in local storage: the session a reload restores. */
export const storedEmbeddedWallet = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('latch.store.latch-dev') ?? '{}').state?.embeddedWallet ?? {},
  )

/**
 * A social or Farcaster login: a reload stays connected with the identity stored, and signing out clears the
 * login flag, the user name and the provider.
 */
export async function reloadThenSignOut(page: Page, identity: { userName: string; socialProvider: string }) {
  const modal = new ModalPage(page)
  await page.reload()
  await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
  expect(await storedEmbeddedWallet(page)).toMatchObject(identity)
  await page.getByTestId('demo-disconnect').click()
  await expect(modal.state('isConnected')).toHaveText('false')
  const cleared = await storedEmbeddedWallet(page)
  expect(cleared).toMatchObject({ loginUsed: false })
  expect(cleared.userName).toBeUndefined()
  expect(cleared.socialProvider).toBeUndefined()
}
