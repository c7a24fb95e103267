import { createRecoveryPassword, reloadThenSignOut, storedEmbeddedWallet } from '../email.js'
import { farcasterApp, scanFarcasterQr } from '../farcaster.js'
import { expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'

const PASSWORD = 'correct horse battery staple'

let seq = 0

test.describe('Sign In With Farcaster (local auth relay, IdRegistry on the devnet)', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the Farcaster app approves: connected, stays connected on reload, signs out and back in', async ({
    page,
    stack,
  }) => {
    const modal = new ModalPage(page)
    const username = `alice${Date.now().toString(36)}${++seq}`
    const app = await farcasterApp(stack, username)
    const fid = await app.register()
    await page.goto(`${stack.demo.url}/?networks=31337`)

    const url = await scanFarcasterQr(page)
    expect(url).toContain(`${stack.farcasterRelay.url}/~/siwf?channelToken=`)
    await app.approve(url)

    // A new account: the recovery password, in the frame.
    await createRecoveryPassword(page, PASSWORD)
    await expect(modal.state('walletId')).toHaveText('ID_AUTH')
    await expect(modal.state('events')).toContainText('SOCIAL_LOGIN_SUCCESS')
    const address = await modal.state('address').textContent()

    await modal.accountButton.click()
    await expect(page.getByTestId('account-social')).toHaveText(`${username} via Farcaster`)
    await page.getByTestId('modal-close').click()

    // A reload stays connected; signing out clears the stored login.
    await reloadThenSignOut(page, { userName: username, socialProvider: 'farcaster' })

    // Back in on this device: the same fid, the same account, no password. Timed from the app's approval
    // reaching the relay until the widget reports the connection (checked every animation frame).
    const again = await scanFarcasterQr(page)
    await app.approve(again)
    const approved = Date.now()
    await page.waitForFunction(
      () => document.querySelector('[data-testid="state-isConnected"]')?.textContent === 'true',
      undefined,
      { timeout: 15_000 },
    )
    const ms = Date.now() - approved
    test.info().annotations.push({ type: 'Farcaster approval → connected', description: `${ms} ms` })
    console.log(`[farcaster] fid ${fid}: approval → connected ${ms} ms`)
    await expect(modal.state('address')).toHaveText(address as string)
  })

  test('a declined channel returns to Connect and stores nothing', async ({ page, stack }) => {
    const modal = new ModalPage(page)
    const app = await farcasterApp(stack, 'bob')
    await app.register()
    await page.goto(`${stack.demo.url}/?networks=31337`)
    await app.decline(await scanFarcasterQr(page))
    await expect(page.getByRole('alert').filter({ hasText: 'declined or has expired' })).toBeVisible()
    await expect(modal.view('Connect')).toBeVisible()
    await expect(modal.state('isConnected')).toHaveText('false')
    // Declined (or let expire) by the visitor: a canceled login, not an error.
    await expect(modal.state('events')).toContainText('SOCIAL_LOGIN_CANCELED')
    await expect(modal.state('events')).not.toContainText('SOCIAL_LOGIN_ERROR')
    expect((await storedEmbeddedWallet(page)).loginUsed).toBeFalsy()
  })

  test('an fid whose custody key did not sign is refused by the server', async ({ page, stack }) => {
    const modal = new ModalPage(page)
    const alice = await farcasterApp(stack, 'alice')
    const mallory = await farcasterApp(stack, 'mallory')
    const fid = await alice.register()
    await page.goto(`${stack.demo.url}/?networks=31337`)
    // Mallory's key signs a message claiming alice's fid.
    const refused = page.waitForResponse((response) =>
      response.url().endsWith('/v1/embedded/farcaster/connect'),
    )
    await mallory.approve(await scanFarcasterQr(page), { fid })
    const response = await refused
    expect(response.status()).toBe(400)
    expect(await response.json()).toEqual({
      code: 'FARCASTER_LOGIN_REFUSED',
      message: `This account does not hold fid ${fid}`,
    })
    await expect(page.getByRole('alert').filter({ hasText: `does not hold fid ${fid}` })).toBeVisible()
    await expect(modal.view('Connect')).toBeVisible()
    await expect(modal.state('isConnected')).toHaveText('false')
    await expect(modal.state('events')).toContainText('SOCIAL_LOGIN_ERROR')
    expect((await storedEmbeddedWallet(page)).loginUsed).toBeFalsy()
  })
})
