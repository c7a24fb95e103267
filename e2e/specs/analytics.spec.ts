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
    await modal.open()

    const alert = page.getByTestId('alert')
    await expect(alert.getByTestId('alert-title')).toHaveText('Invalid App Configuration')
    await expect(alert.getByTestId('alert-message')).toHaveText(
      "Origin not found on Allowlist - update configuration on the provider's cloud dashboard",
    )
    expect(answers).toEqual(['/getAnalyticsConfig 403'])

    // More events (select, connect, close, open) send nothing more and show nothing more.
    await modal.wallet(testWalletId).click()
    await expect(modal.state('status')).toHaveText('connected')
    await page.keyboard.press('Escape')
    await page.getByTestId('open-modal').click()
    await page.waitForTimeout(300)
    expect(answers).toEqual(['/getAnalyticsConfig 403'])
    expect(await page.getByTestId('alert-title').count()).toBeLessThanOrEqual(1)
  } finally {
    await foreign.stop()
  }
})
