import { type Address, type Hex, verifyMessage } from 'viem'
import {
  approveNewDevice,
  createEmailWallet,
  freshEmail,
  lastMailId,
  submitEmail,
  walletFrame,
} from '../email.js'
import { expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'

const DEMO_MESSAGE = 'Hello from Latch Lab'
const PASSWORD = 'correct horse battery staple'

// The frame on another site than the page, as in production. A private window (which every Playwright context
// is) refuses a frame of another site its storage: the wallet must work for the visit from the frame's memory.
test.use({ crossSiteFrame: true })

test('a frame on another site, refused its storage, logs in and signs; the next visit opens the same wallet as a new device', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const modal = new ModalPage(page)
  expect(new URL(stack.frame.origin).hostname).toBe('localhost')
  expect(new URL(stack.demo.url).hostname).toBe('127.0.0.1')
  await page.goto(`${stack.demo.url}/?networks=31337`)
  const email = freshEmail('crosssite')
  const address = (await createEmailWallet(page, stack, email, PASSWORD)) as Address

  // The browser did refuse the frame IndexedDB: the login above ran from the frame's memory.
  const frameDocument = page.frames().find((f) => f.url().startsWith(stack.frame.url))
  const refused = await frameDocument?.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const request = indexedDB.open('probe')
        request.onsuccess = () => resolve('opened')
        request.onerror = () => resolve(request.error?.name ?? 'error')
      }),
  )
  expect(refused).not.toBe('opened')

  await page.getByTestId('sign-message').click()
  const frame = walletFrame(page)
  await expect(frame.getByTestId('approve-message')).toHaveText(DEMO_MESSAGE)
  await frame.getByTestId('approve').click()
  await expect(modal.state('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await modal.state('signature').textContent()) as Hex
  expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature })).toBe(true)

  // The frame kept nothing: after a reload the visitor is signed out, with no error, and comes back as a new
  // device (approved from the inbox), whose recovery password opens the same wallet.
  await page.reload()
  await expect(modal.state('status')).toHaveText('disconnected', { timeout: 15_000 })
  await expect(modal.state('error')).toHaveText('')
  const mark = lastMailId(stack, email)
  stack.clock.offset += 31_000 // the 30 s between two e-mails to one address
  await submitEmail(page, email)
  await approveNewDevice(page, stack, email, mark)
  await frame.getByTestId('recovery-password').fill(PASSWORD)
  await frame.getByTestId('recovery-submit').click()
  await expect(modal.state('address')).toHaveText(address, { timeout: 15_000 })
})
