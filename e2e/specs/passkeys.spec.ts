import { devnetRpc } from '@latch/devnet'
import { type Address, type Hex, parseEther, toHex, verifyMessage } from 'viem'
import { createEmailWallet, freshEmail, walletFrame } from '../email.js'
import { chainOf, expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { addVirtualAuthenticator } from '../passkeys.js'
import { look } from '../screenshots.js'
import { waitForReceipt } from '../wallets.js'

const PASSWORD = 'correct horse battery staple'
const DEMO_MESSAGE = 'Hello from Latch Lab'

// WebAuthn refuses an IP address as the relying party: the frame is served as `localhost`, and the demo too, so
// the frame is of the page's own site and keeps its storage (a new device is a new browser context).
test.use({ crossSiteFrame: true })
const demoUrl = (stack: { demo: { url: string } }) =>
  `${stack.demo.url.replace('//127.0.0.1:', '//localhost:')}/?networks=31337`

test.describe('passkeys (embedded wallet)', () => {
  // Each test walks a whole e-mail login before its passkeys; a loaded machine needs more than 30 s.
  test.describe.configure({ timeout: 150_000 })

  /** Account → Passkeys → Add a passkey in the frame; back to Account once the frame lists it. */
  async function addPasskey(page: import('@playwright/test').Page, recovers: boolean) {
    const modal = new ModalPage(page)
    await modal.accountButton.click()
    await page.getByTestId('account-passkeys').click()
    await modal.view('EmbeddedWalletPasskeys').waitFor()
    const frame = walletFrame(page)
    await expect(frame.getByTestId('passkey-list')).toContainText('No passkeys yet')
    await frame.getByTestId('passkey-add').click()
    await expect(frame.getByTestId('passkey-item')).toHaveCount(1)
    await expect(frame.getByTestId('passkey-recovers')).toHaveCount(recovers ? 1 : 0)
    return frame
  }

  /** Connect → Continue with a passkey → the frame's button; resolves with the ms from that click to connected. */
  async function logInWithPasskey(page: import('@playwright/test').Page) {
    const modal = new ModalPage(page)
    await modal.open()
    await page.getByTestId('passkey-login').click()
    await modal.view('ConnectingPasskey').waitFor()
    const button = walletFrame(page).getByTestId('passkey-login')
    await button.waitFor()
    const started = Date.now()
    await button.click()
    return started
  }

  test('adds a passkey after an e-mail login, logs in with it alone, signs, and recovers a new device without the password', async ({
    page,
    stack,
  }, testInfo) => {
    const modal = new ModalPage(page)
    const chain = chainOf(stack, 31337)
    const authenticator = await addVirtualAuthenticator(page)
    await page.goto(demoUrl(stack))
    const address = (await createEmailWallet(page, stack, freshEmail('pk'), PASSWORD)) as Address

    // Account → Passkeys: the frame creates one, seals this device's share under its PRF output.
    const frame = await addPasskey(page, true)
    await look(page, testInfo, 'passkeys-manager')
    await frame.getByTestId('passkey-done').click()
    await modal.view('Account').waitFor()
    await look(page, testInfo, 'account-passkeys-row')
    await page.getByTestId('modal-close').click()
    expect(await authenticator.credentials()).toHaveLength(1)

    // Signed out, the passkey alone logs in again: no e-mail, no code, no password.
    await page.getByTestId('demo-disconnect').click()
    await expect(modal.state('isConnected')).toHaveText('false')
    await modal.open()
    await expect(page.getByTestId('passkey-login')).toBeVisible()
    await look(page, testInfo, 'connect-with-passkey')
    await page.getByTestId('modal-close').click()
    const loginStarted = await logInWithPasskey(page)
    await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
    console.log(`passkey login, click to connected: ${Date.now() - loginStarted} ms`)
    await expect(modal.state('address')).toHaveText(address)

    await page.getByTestId('sign-message').click()
    await walletFrame(page).getByTestId('approve').click()
    await expect(modal.state('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await modal.state('signature').textContent()) as Hex
    expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature })).toBe(true)

    // A new device with the same passkey: CDP's WebAuthn.Credential carries no PRF secret, so a copy into another
    // profile's authenticator gives no PRF output (the test below walks that case). The same authenticator on a
    // profile that lost everything of the wallet (the frame origin's storage cleared: no device id, no device
    // share, no session) is the new device here: the passkey unseals the share, no password is asked.
    await page.getByTestId('demo-disconnect').click()
    await expect(modal.state('isConnected')).toHaveText('false')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Storage.clearDataForOrigin', { origin: stack.frame.origin, storageTypes: 'all' })
    await page.reload()
    const recoveryStarted = await logInWithPasskey(page)
    await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
    console.log(`new-device recovery, click to connected: ${Date.now() - recoveryStarted} ms`)
    await expect(modal.state('address')).toHaveText(address)
    await expect(walletFrame(page).getByTestId('recovery-enter')).toHaveCount(0)

    // The recovered device signs a transaction on the devnet.
    await devnetRpc(chain.rpcUrl, 'anvil_setBalance', [address, toHex(parseEther('1'))])
    await page.getByTestId('send-transaction').click()
    await walletFrame(page).getByTestId('approve').click()
    await expect(modal.state('txHash')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 20_000 })
    const receipt = await waitForReceipt(chain.rpcUrl, (await modal.state('txHash').textContent()) as Hex)
    expect(receipt.status).toBe('0x1')
  })

  test('without PRF, a passkey logs in and a new device still asks for the recovery password', async ({
    page,
    stack,
    browser,
  }, testInfo) => {
    const modal = new ModalPage(page)
    const authenticator = await addVirtualAuthenticator(page, { prf: false })
    await page.goto(demoUrl(stack))
    const address = await createEmailWallet(page, stack, freshEmail('pk-noprf'), PASSWORD)
    const frame = await addPasskey(page, false)
    await frame.getByTestId('passkey-done').click()
    await modal.view('Account').waitFor()

    const context = await browser.newContext()
    const other = await context.newPage()
    const otherAuthenticator = await addVirtualAuthenticator(other, { prf: false })
    await authenticator.copyTo(otherAuthenticator)
    await other.goto(demoUrl(stack))
    const otherModal = new ModalPage(other)
    await logInWithPasskey(other)
    const otherFrame = walletFrame(other)
    await expect(otherFrame.getByTestId('recovery-enter')).toBeVisible({ timeout: 15_000 })
    await look(other, testInfo, 'passkey-new-device-password')
    await otherFrame.getByTestId('recovery-password').fill(PASSWORD)
    await otherFrame.getByTestId('recovery-submit').click()
    await expect(otherModal.state('address')).toHaveText(address, { timeout: 15_000 })

    // Removed from Account → Passkeys, the passkey logs in no more.
    await otherModal.accountButton.click()
    await other.getByTestId('account-passkeys').click()
    await otherFrame.getByTestId('passkey-remove').click()
    await expect(otherFrame.getByTestId('passkey-list')).toContainText('No passkeys yet')
    await otherFrame.getByTestId('passkey-done').click()
    await otherModal.view('Account').waitFor()
    await other.getByTestId('modal-close').click()
    await other.getByTestId('demo-disconnect').click()
    await expect(otherModal.state('isConnected')).toHaveText('false')
    await logInWithPasskey(other)
    await expect(otherFrame.getByTestId('passkey-error')).toHaveText('This passkey is not known')
    await expect(otherModal.state('isConnected')).toHaveText('false')
    await context.close()
  })

  test('shows the frame’s passkey login screen', async ({ page, stack }, testInfo) => {
    await addVirtualAuthenticator(page)
    await page.goto(demoUrl(stack))
    const modal = new ModalPage(page)
    await modal.open()
    await page.getByTestId('passkey-login').click()
    await modal.view('ConnectingPasskey').waitFor()
    await expect(walletFrame(page).getByTestId('passkey-login-screen')).toBeVisible()
    await look(page, testInfo, 'passkey-login-screen')
    // A passkey this site's frame does not know: the frame says so and the button works again.
    await walletFrame(page).getByTestId('passkey-login').click()
    await expect(walletFrame(page).getByTestId('passkey-error')).not.toBeEmpty()
    await expect(walletFrame(page).getByTestId('passkey-login')).toBeEnabled()
  })
})
