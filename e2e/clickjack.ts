import type { Page } from '@playwright/test'
import { walletFrame } from './email.js'

// What a page that embeds the wallet's frame can do to it: lay it out as it likes, and wait for the visitor's
// click on something else.

/** Longer than the frame's arming (700 ms in view, 500 ms after it appeared), with room for a busy machine. */
export const LONGER_THAN_ARMING_MS = 2_500

/** Sets the frame's opacity from the page, as any script on it can (through the CSSOM, which a CSP allows). */
export const setFrameOpacity = (page: Page, opacity: string) =>
  page.evaluate((opacity) => {
    const iframe = document.querySelector('[data-testid="latch-frame"]') as HTMLElement
    iframe.style.setProperty('opacity', opacity, 'important')
  }, opacity)

/**
 * Puts a decoy under the frame's Approve button and clicks it as the visitor would, with the real mouse, at once
 * and again well after the frame would have armed had it been seen: the clicks land on Approve.
 */
export async function clickDecoyOverApprove(page: Page): Promise<void> {
  const button = await walletFrame(page).getByTestId('approve').boundingBox()
  if (!button) throw new Error('the approval is not laid out')
  // Playwright gives a frame's elements in the page's coordinates.
  const x = button.x + button.width / 2
  const y = button.y + button.height / 2
  await page.evaluate(
    ({ x, y }) => {
      const decoy = document.createElement('button')
      decoy.id = 'decoy'
      decoy.textContent = 'Claim your free NFT'
      decoy.style.cssText = `position:fixed;left:${x - 90}px;top:${y - 20}px;width:180px;height:40px;z-index:1`
      document.body.append(decoy)
    },
    { x, y },
  )
  await page.mouse.click(x, y)
  await page.waitForTimeout(LONGER_THAN_ARMING_MS)
  await page.mouse.click(x, y)
  // What the click would have started (a signature, a grant) has had time to reach the page.
  await page.waitForTimeout(500)
  await page.evaluate(() => document.getElementById('decoy')?.remove())
}
