import type { Page } from '@playwright/test'
import { type Address, type Hex, verifyMessage } from 'viem'
import { clickDecoyOverApprove, setFrameOpacity } from '../clickjack.js'
import { createEmailWallet, freshEmail, walletFrame } from '../email.js'
import { expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'

const DEMO_MESSAGE = 'Hello from Latch Lab'
const PASSWORD = 'correct horse battery staple'

/** A new e-mail visitor on the demo, logged in, with the modal closed: the wallet's address. */
async function newVisitor(page: Page, stack: Parameters<typeof createEmailWallet>[1], tag: string) {
  await page.goto(`${stack.demo.url}/?networks=31337`)
  const address = (await createEmailWallet(page, stack, freshEmail(tag), PASSWORD)) as Address
  await expect(new ModalPage(page).dialog).toHaveCount(0)
  return address
}

test.describe('approvals in the embedded wallet cannot be clickjacked', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a real click through a transparent frame over a decoy signs nothing; the approval seen, then clicked, signs', async ({
    page,
    stack,
  }) => {
    const modal = new ModalPage(page)
    const address = await newVisitor(page, stack, 'clickjack')
    const frame = walletFrame(page)

    // The page makes the frame invisible before it asks, and lays a decoy under where Approve will be; the
    // visitor, who sees only the decoy, clicks it.
    await setFrameOpacity(page, '0')
    await page.getByTestId('sign-message').click()
    await expect(frame.getByTestId('approve-message')).toHaveText(DEMO_MESSAGE)
    await clickDecoyOverApprove(page)
    await expect(modal.state('signature')).toHaveText('')
    await expect(frame.getByTestId('approve')).toHaveAttribute('aria-disabled', 'true')
    await expect(frame.getByTestId('approve-request')).toBeVisible()

    // Past a while without being able to approve, the frame offers its own window as a way out.
    await expect(frame.getByTestId('approve-in-window')).toBeVisible()

    // The page lets the frame be seen again: after the arming, the visitor's click on Approve signs.
    await setFrameOpacity(page, '1')
    await expect(frame.getByTestId('approve')).toHaveAttribute('aria-disabled', 'false')
    await frame.getByTestId('approve').click()
    await expect(modal.state('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await modal.state('signature').textContent()) as Hex
    expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature })).toBe(true)
  })

  test('an element over part of the request keeps Approve from counting until it is gone', async ({
    page,
    stack,
  }) => {
    const modal = new ModalPage(page)
    await newVisitor(page, stack, 'overlay')
    const frame = walletFrame(page)
    await page.getByTestId('sign-message').click()
    await expect(frame.getByTestId('approve')).toHaveAttribute('aria-disabled', 'false')

    // A page element over the message (in the top layer, as the modal is): the request is not fully seen.
    await page.evaluate(() => {
      const iframe = document.querySelector('[data-testid="latch-frame"]') as HTMLElement
      const box = iframe.getBoundingClientRect()
      const cover = document.createElement('div')
      cover.id = 'cover'
      cover.popover = 'manual'
      cover.textContent = 'Sign to claim your reward'
      cover.style.cssText = `position:fixed;inset:auto;margin:0;left:${box.left}px;top:${box.top + 60}px;width:${box.width}px;height:80px;border:0;background:white`
      document.body.append(cover)
      cover.showPopover()
    })
    await expect(frame.getByTestId('approve')).toHaveAttribute('aria-disabled', 'true')
    await frame.getByTestId('approve').click({ force: true })
    await page.waitForTimeout(500)
    await expect(modal.state('signature')).toHaveText('')

    await page.evaluate(() => document.getElementById('cover')?.remove())
    await expect(frame.getByTestId('approve')).toHaveAttribute('aria-disabled', 'false')
    await frame.getByTestId('approve').click()
    await expect(modal.state('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  })

  test('Escape during an approval shakes the header, never the frame: a click on Approve right after it signs', async ({
    page,
    stack,
  }) => {
    const modal = new ModalPage(page)
    const address = await newVisitor(page, stack, 'shake')
    const frame = walletFrame(page)
    await page.getByTestId('sign-message').click()
    await expect(frame.getByTestId('approve')).toHaveAttribute('aria-disabled', 'false')

    // The view cannot be left unanswered: Escape shakes the modal's header and the view stays. A frame that moved
    // would lose clicks for half a second (Chromium's own guard), so it stays where it is for the whole shake, and
    // the click that follows at once signs.
    await page.evaluate(() => {
      const host = document.querySelector('[data-latch-modal]') as HTMLElement
      const iframe = document.querySelector('[data-testid="latch-frame"]') as HTMLElement
      ;(window as unknown as { shook: Promise<unknown> }).shook = new Promise((resolve) => {
        const framePositions = new Set<number>()
        let header = false
        let seen = false
        const tick = () => {
          const shaking = Boolean(host.shadowRoot?.querySelector('.shake'))
          if (shaking) framePositions.add(iframe.getBoundingClientRect().left)
          header ||= Boolean(host.shadowRoot?.querySelector('.header.shake'))
          seen ||= shaking
          if (seen && !shaking) resolve({ header, framePositions: framePositions.size })
          else requestAnimationFrame(tick)
        }
        tick()
      })
    })
    await page.keyboard.press('Escape')
    expect(await page.evaluate(() => (window as unknown as { shook: Promise<unknown> }).shook)).toEqual({
      header: true,
      framePositions: 1,
    })
    await expect(modal.view('ApproveTransaction')).toBeVisible()
    await frame.getByTestId('approve').click()
    await expect(modal.state('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await modal.state('signature').textContent()) as Hex
    expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature })).toBe(true)
  })

  test('where the browser cannot prove the frame visible, the visitor approves in the wallet window; closing it rejects', async ({
    page,
    stack,
  }) => {
    // A browser without IntersectionObserver v2 (as Firefox and Safari today), in every document of the page.
    await page
      .context()
      .addInitScript(() => delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible)
    const modal = new ModalPage(page)
    const address = await newVisitor(page, stack, 'window')
    const frame = walletFrame(page)

    await page.getByTestId('sign-message').click()
    await expect(frame.getByTestId('approve-message')).toHaveText(DEMO_MESSAGE)
    // No Approve in the frame: only the way to the wallet's window, opened by a click in the frame.
    await expect(frame.getByTestId('approve')).toBeHidden()
    const opened = page.context().waitForEvent('page')
    await frame.getByTestId('approve-in-window').click()
    const popup = await opened
    expect(new URL(popup.url()).origin).toBe(stack.frame.origin)
    await expect(popup.getByTestId('approve-message')).toHaveText(DEMO_MESSAGE)
    await expect(popup.getByTestId('approve-request')).toContainText(stack.demo.url)
    await expect(popup.getByTestId('approve')).toHaveAttribute('aria-disabled', 'false')
    await popup.getByTestId('approve').click()
    await expect(modal.state('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await modal.state('signature').textContent()) as Hex
    expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature })).toBe(true)
    await expect(async () => expect(popup.isClosed()).toBe(true)).toPass()

    // Closed without an answer: the request is rejected, and nothing is signed.
    await page.getByTestId('sign-message').click()
    const again = page.context().waitForEvent('page')
    await frame.getByTestId('approve-in-window').click()
    const second = await again
    await expect(second.getByTestId('approve-message')).toHaveText(DEMO_MESSAGE)
    await second.close()
    await expect(modal.state('error')).toHaveText('User rejected the request.')

    // The window opened by anything but the frame has nothing to approve.
    const stray = await page.context().newPage()
    await stray.goto(`${stack.frame.origin}/approve`)
    await expect(stray.locator('#app')).toContainText('works only inside the sites that use it')
    await expect(stray.getByTestId('approve')).toHaveCount(0)
  })
})
