import { expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { installStackWallet, testWalletId } from '../wallets.js'

// The modal's two modes in a real browser: a dialog that every close control closes, and a widget
// embedded in the page that is never a dialog and whose close returns to Account or Connect.

test('the dialog closes by its button, Escape and the backdrop, connected or not', async ({
  page,
  stack,
}) => {
  await installStackWallet(page, stack, { index: 3 })
  const modal = new ModalPage(page)
  await page.goto(stack.demo.url)
  const closed = async () => {
    await expect(modal.dialog).toHaveCount(0)
    await expect(modal.state('modalOpen')).toHaveText('false')
  }

  await modal.open()
  await page.getByTestId('modal-close').click()
  await closed()
  await modal.open()
  await page.keyboard.press('Escape')
  await closed()
  await modal.open()
  // The backdrop: the dialog's own area outside the card.
  await page.mouse.click(4, 4)
  await closed()

  await modal.connect(testWalletId)
  await expect(modal.state('status')).toHaveText('connected')
  await closed()
  await modal.accountButton.click()
  await expect(modal.view('Account')).toBeVisible()
  await page.getByTestId('modal-close').click()
  await closed()
})

test('embedded in the page: never a dialog, and closing shows Account or Connect', async ({
  page,
  stack,
}) => {
  await installStackWallet(page, stack, { index: 4 })
  const modal = new ModalPage(page)
  await page.goto(`${stack.demo.url}/?embedded=1`)
  const widget = page.getByTestId('latch-embedded')
  await expect(widget.getByTestId('view-Connect')).toBeVisible()
  await expect(modal.state('modalOpen')).toHaveText('true')
  // Inline in the document flow, below the demo's controls, with no dialog or backdrop over the page.
  await expect(page.locator('dialog')).toHaveCount(0)
  const controls = await page.getByRole('region', { name: 'Controls' }).boundingBox()
  const box = await widget.boundingBox()
  expect(box?.y ?? 0).toBeGreaterThan((controls?.y ?? 0) + (controls?.height ?? 0) - 1)
  await page.getByTestId('toggle-theme').click()
  await expect(modal.state('modalOpen')).toHaveText('true')

  // Closing while disconnected: Connect again, from Connect and from another view.
  await widget.getByTestId('modal-close').click()
  await expect(widget.getByTestId('view-Connect')).toBeVisible()
  await page.getByTestId('open-all-wallets').click()
  await expect(widget.getByTestId('view-AllWallets')).toBeVisible()
  await widget.getByTestId('modal-close').click()
  await expect(widget.getByTestId('view-Connect')).toBeVisible()

  // Connecting in the widget ends on Account, inline.
  await widget.getByTestId(`wallet-option-${testWalletId}`).click()
  await expect(modal.state('status')).toHaveText('connected')
  await expect(widget.getByTestId('view-Account')).toBeVisible()
  await widget.getByTestId('account-network').click()
  await expect(widget.getByTestId('view-Networks')).toBeVisible()
  await widget.getByTestId('modal-close').click()
  await expect(widget.getByTestId('view-Account')).toBeVisible()
  await expect(modal.state('modalOpen')).toHaveText('true')

  // The buttons change the widget's view; they never open a dialog over it.
  await page.getByTestId('open-networks').click()
  await expect(widget.getByTestId('view-Networks')).toBeVisible()
  await modal.accountButton.click()
  await expect(widget.getByTestId('view-Account')).toBeVisible()
  await expect(page.locator('dialog')).toHaveCount(0)

  // Disconnecting from the dApp's own button returns the widget to Connect.
  await page.getByTestId('demo-disconnect').click()
  await expect(modal.state('status')).toHaveText('disconnected')
  await expect(widget.getByTestId('view-Connect')).toBeVisible()
})
