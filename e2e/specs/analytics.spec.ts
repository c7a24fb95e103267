import type { Latch } from '@latch/core'
import { serveDemo } from '@latch/demo/serve'
import { expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { installStackWallet, testWalletId } from '../wallets.js'

test('an origin not on the project allowlist gets the specified error once, and sending stops', async ({
  page,
  stack,
}) => {
  // 127.0.0.2 is this machine too, but not an origin the dev project allows.
  const foreign = await serveDemo({ host: '127.0.0.2', port: 0, config: stack.config })
  try {
    await installStackWallet(page, stack, { index: 9 })
    const modal = new ModalPage(page)
    // The server refuses the first call for the project (the analytics switch), and nothing is sent after.
    const answers: string[] = []
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (path === '/e' || path === '/getAnalyticsConfig') answers.push(`${path} ${response.status()}`)
    })
    await page.goto(foreign.url)
    // Every notice the instance raises, in order: the snackbar shows only the last one, so it cannot count them.
    await page.waitForFunction(() => Boolean((window as unknown as { latch?: Latch }).latch))
    await page.evaluate(() => {
      const { latch } = window as unknown as { latch: Latch }
      const raised: string[] = []
      const seen = new Set<number>()
      Object.assign(window, { raised })
      latch.store.subscribe((state) => {
        for (const alert of state.alerts) {
          if (seen.has(alert.id)) continue
          seen.add(alert.id)
          raised.push(alert.title)
        }
      })
    })
    // Other calls may fail here too (the names lookup): only the allowlist notice is counted.
    const forbiddenNotices = async () =>
      (await page.evaluate(() => (window as unknown as { raised: string[] }).raised)).filter(
        (title) => title === 'Invalid App Configuration',
      )
    await modal.open()

    const alert = page.getByTestId('alert')
    await expect(alert.getByTestId('alert-title')).toHaveText('Invalid App Configuration')
    await expect(alert.getByTestId('alert-message')).toHaveText(
      "Origin not found on Allowlist - update configuration on the provider's cloud dashboard",
    )
    expect(answers).toEqual(['/getAnalyticsConfig 403'])
    expect(await forbiddenNotices()).toHaveLength(1)

    // More events (select, connect, close, open) send nothing more and show nothing more.
    await modal.wallet(testWalletId).click()
    await expect(modal.state('status')).toHaveText('connected')
    await page.keyboard.press('Escape')
    await page.getByTestId('open-modal').click()
    await expect(modal.view('Account')).toBeVisible()
    // Nothing more is the thing to show: a short window in which a second request or notice would arrive.
    await page.waitForTimeout(300)
    expect(answers).toEqual(['/getAnalyticsConfig 403'])
    expect(await forbiddenNotices()).toHaveLength(1)
  } finally {
    await foreign.stop()
  }
})
