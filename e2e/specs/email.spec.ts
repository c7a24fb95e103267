import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devnetRpc } from '@latch/devnet'
import { type Address, type Hex, hexToBigInt, parseEther, toHex, verifyMessage } from 'viem'
import {
  approveNewDevice,
  createEmailWallet,
  freshEmail,
  lastMailId,
  mailedCode,
  submitEmail,
  walletFrame,
} from '../email.js'
import { chainOf, expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { otherProjectId } from '../stack.js'
import { waitForReceipt } from '../wallets.js'

const DEMO_MESSAGE = 'Hello from Latch Lab'
const PASSWORD = 'correct horse battery staple'

test.describe('e-mail login (embedded wallet)', () => {
  // Each test walks a whole login with real e-mail; a loaded machine needs more than the default 30 s.
  test.describe.configure({ timeout: 120_000 })

  test('logs in with a mailed code, signs, sends, refuses what it must, survives a reload and recovers on a new device', async ({
    page,
    stack,
    browser,
  }) => {
    const modal = new ModalPage(page)
    const chain = chainOf(stack, 31337)
    const email = freshEmail('ada')
    // Every document keeps the messages it receives, so the test can forge a reply with a real request id.
    await page.addInitScript(() => {
      const received: unknown[] = []
      ;(window as unknown as { __received: unknown[] }).__received = received
      addEventListener('message', (event) => received.push(event.data))
    })
    await page.goto(`${stack.demo.url}/?networks=31337`)

    // Log in: Connect view, code from the local inbox, recovery password set in the frame.
    const address = (await createEmailWallet(page, stack, email, PASSWORD)) as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(modal.state('walletId')).toHaveText('ID_AUTH')
    await expect(modal.state('events')).toContainText('EMAIL_VERIFICATION_CODE_PASS')

    // The Account view shows the new address and its balance after funding from the devnet.
    await devnetRpc(chain.rpcUrl, 'anvil_setBalance', [address, toHex(parseEther('2'))])
    await modal.accountButton.click()
    await expect(modal.view('Account')).toBeVisible()
    await expect(page.getByTestId('account-balance')).toContainText('2.00 ETH')
    await page.getByTestId('modal-close').click()

    // A message is signed after approval in the frame, and viem verifies it against the address.
    await page.getByTestId('sign-message').click()
    await expect(modal.view('ApproveTransaction')).toBeVisible()
    const frame = walletFrame(page)
    await expect(frame.getByTestId('approve-message')).toHaveText(DEMO_MESSAGE)
    // The modal cannot be closed while the frame waits for an answer.
    await page.keyboard.press('Escape')
    await expect(modal.view('ApproveTransaction')).toBeVisible()

    // Nothing the page posts approves: forged protocol messages to the frame, and forged replies to the page
    // that carry the real id of the pending personal_sign. One comes from the page itself (the wrong origin),
    // one from another document of the frame's origin (the right origin, the wrong source): either one,
    // accepted, would become the signature.
    const walletDocument = page.frames().find((f) => f.url().startsWith(stack.frame.url))
    const pendingId = await walletDocument?.evaluate(
      () =>
        (
          window as unknown as { __received: { type?: string; id?: string; payload?: { method?: string } }[] }
        ).__received
          .filter((m) => m?.type === 'app/RPC_REQUEST' && m.payload?.method === 'personal_sign')
          .at(-1)?.id,
    )
    expect(pendingId).toEqual(expect.any(String))
    const forged = await page.evaluate(async (id) => {
      const iframe = document.querySelector('[data-latch-modal] iframe') as HTMLIFrameElement
      const target = new URL(iframe.src).origin
      for (const type of ['app/APPROVE', 'app/RPC_REQUEST_SUCCESS', 'frame/RPC_REQUEST_SUCCESS'])
        iframe.contentWindow?.postMessage({ type, id, payload: '0xdead' }, target)
      window.postMessage({ type: 'frame/RPC_REQUEST_SUCCESS', id, payload: '0xdead' }, '*')
      const other = document.createElement('iframe')
      other.src = `${target}/not-the-wallet`
      await new Promise((resolve) => {
        other.onload = resolve
        document.body.append(other)
      })
      return target
    }, pendingId)
    const otherDocument = page.frames().find((f) => f.url().endsWith('/not-the-wallet'))
    await otherDocument?.evaluate(
      (id) => parent.postMessage({ type: 'frame/RPC_REQUEST_SUCCESS', id, payload: '0xdead' }, '*'),
      pendingId,
    )
    expect(otherDocument).toBeDefined()
    expect(forged).toBe(stack.frame.origin)
    await expect(frame.getByTestId('approve')).toBeEnabled()
    await expect(modal.state('signature')).toHaveText('')
    await frame.getByTestId('approve').click()
    await expect(modal.state('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await modal.state('signature').textContent()) as Hex
    expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature })).toBe(true)
    await expect(modal.dialog).toHaveCount(0)

    // A rejected approval changes nothing: no signature, no transaction, the same nonce.
    const nonce = await devnetRpc<Hex>(chain.rpcUrl, 'eth_getTransactionCount', [address, 'latest'])
    await page.getByTestId('send-transaction').click()
    await frame.getByTestId('reject').click()
    await expect(modal.state('error')).toHaveText('User rejected the request.')
    await expect(modal.state('txHash')).toHaveText('')
    expect(await devnetRpc<Hex>(chain.rpcUrl, 'eth_getTransactionCount', [address, 'latest'])).toBe(nonce)

    // An ETH send is approved in the frame (value and fee shown) and mined.
    const recipient = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' // the demo's DEMO_RECIPIENT
    const before = hexToBigInt(await devnetRpc<Hex>(chain.rpcUrl, 'eth_getBalance', [recipient, 'latest']))
    await page.getByTestId('send-transaction').click()
    await expect(frame.getByTestId('approve-value')).toHaveText('0.001 ETH')
    await expect(frame.getByTestId('approve-fee')).toHaveText(/ETH$/)
    await frame.getByTestId('approve').click()
    await expect(modal.state('txHash')).toHaveText(/^0x[0-9a-f]{64}$/)
    const receipt = await waitForReceipt(chain.rpcUrl, (await modal.state('txHash').textContent()) as Hex)
    expect(receipt.status).toBe('0x1')
    const after = hexToBigInt(await devnetRpc<Hex>(chain.rpcUrl, 'eth_getBalance', [recipient, 'latest']))
    expect(after - before).toBe(parseEther('0.001'))

    // An unlisted RPC method is refused by the frame's gate.
    const refused = await page.evaluate(async () => {
      const iframe = document.querySelector('[data-latch-modal] iframe') as HTMLIFrameElement
      const origin = new URL(iframe.src).origin
      const id = crypto.randomUUID()
      return new Promise((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.origin === origin && event.data?.id === id) resolve(event.data)
        })
        iframe.contentWindow?.postMessage(
          { type: 'app/RPC_REQUEST', id, payload: { method: 'eth_sign', params: [] } },
          origin,
        )
      })
    })
    expect(refused).toMatchObject({
      type: 'frame/RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })

    // A reload stays connected; signing out clears the stored login.
    await page.reload()
    // The restore loads the frame and refreshes its session after the first paint.
    await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
    await expect(modal.state('address')).toHaveText(address)
    await page.getByTestId('demo-disconnect').click()
    await expect(modal.state('isConnected')).toHaveText('false')
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('latch.store.latch-dev') ?? '{}'),
    )
    expect(stored.state.embeddedWallet).toMatchObject({ loginUsed: false })
    expect(stored.state.embeddedWallet.email).toBeUndefined()
    await page.reload()
    await expect(modal.state('status')).toHaveText('disconnected')

    // A fresh browser context is a new device: approve it from the inbox, enter the code and the recovery password.
    const context = await browser.newContext()
    const other = await context.newPage()
    const otherModal = new ModalPage(other)
    await other.goto(`${stack.demo.url}/?networks=31337`)
    const mark = lastMailId(stack, email)
    stack.clock.offset += 31_000 // the 30 s between two e-mails to one address
    await submitEmail(other, email)
    await approveNewDevice(other, stack, email, mark)
    const otherFrame = walletFrame(other)
    await otherFrame.getByTestId('recovery-password').fill('not the password')
    await otherFrame.getByTestId('recovery-submit').click()
    await expect(otherFrame.getByTestId('recovery-error')).toHaveText('Wrong recovery password')
    await otherFrame.getByTestId('recovery-password').fill(PASSWORD)
    await otherFrame.getByTestId('recovery-submit').click()
    await expect(otherModal.state('address')).toHaveText(address, { timeout: 15_000 })
    await context.close()
  })

  test('refuses a wrong code five times, an expired code, and a second e-mail within 30 s', async ({
    page,
    stack,
  }) => {
    const modal = new ModalPage(page)
    await page.goto(`${stack.demo.url}/?networks=31337`)
    const email = freshEmail('bob')
    await submitEmail(page, email)
    await modal.view('EmailVerifyOtp').waitFor()
    const { code } = await mailedCode(stack, email)
    const wrong = code === '000000' ? '000001' : '000000'
    const otp = page.getByTestId('otp-input')
    const error = page.getByTestId('otp-error')
    for (const left of [4, 3, 2, 1]) {
      await otp.fill(wrong)
      await expect(error).toHaveText(`Invalid code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left`)
    }
    await otp.fill(wrong)
    await expect(error).toHaveText('Too many wrong codes. Request a new one')
    await otp.fill(code)
    await expect(error).toHaveText('Too many wrong codes. Request a new one')

    // A second e-mail to the address within 30 s is refused with its text.
    await page.getByTestId('modal-back').click()
    await submitEmail(page, email)
    await expect(page.getByTestId('email-error')).toHaveText(
      /^Please wait \d+ seconds before requesting another code$/,
    )

    // After the wait a new code comes; once 10 minutes have passed it has expired.
    stack.clock.offset += 31_000
    const mark = lastMailId(stack, email)
    await page.getByTestId('email-submit').click()
    await modal.view('EmailVerifyOtp').waitFor()
    const fresh = await mailedCode(stack, email, mark)
    stack.clock.offset += 10 * 60_000 + 1_000
    await page.getByTestId('otp-input').fill(fresh.code)
    await expect(error).toHaveText('This code has expired. Request a new one')
  })

  test("another project on the same site does not share the visitor's session: it mails its own code, and the device's key share serves both", async ({
    page,
    stack,
  }) => {
    const modal = new ModalPage(page)
    const email = freshEmail('two-projects')
    await page.goto(`${stack.demo.url}/?networks=31337`)
    const address = await createEmailWallet(page, stack, email, PASSWORD)

    // The same site, the same frame origin, another project: the login of the first is not this one's.
    stack.clock.offset += 31_000
    const mark = lastMailId(stack, email)
    await page.goto(`${stack.demo.url}/?networks=31337&projectId=${otherProjectId}`)
    await expect(modal.state('isConnected')).toHaveText('false')
    await submitEmail(page, email)
    await modal.view('EmailVerifyOtp').waitFor()
    const { code } = await mailedCode(stack, email, mark)
    await page.getByTestId('otp-input').fill(code)
    // The wallet is the visitor's on every site: this device's share unlocks it without the recovery password.
    await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
    await expect(modal.state('address')).toHaveText(address)

    // Signing out of this project leaves the first one's session as it was.
    await page.getByTestId('demo-disconnect').click()
    await expect(modal.state('isConnected')).toHaveText('false')
    await page.goto(`${stack.demo.url}/?networks=31337`)
    await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
    await expect(modal.state('address')).toHaveText(address)
  })

  test('a site off the allowlist cannot embed the frame, and the frame ignores its messages', async ({
    page,
    stack,
  }) => {
    const frameUrl = `${stack.frame.url}/?projectId=latch-dev&chainId=31337&version=1`
    // 127.0.0.2 is this machine too, but not on the development project's allowlist.
    const evil = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end(`<!doctype html><iframe id="f" src="${frameUrl}"></iframe>`)
    })
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.2', resolve))
    const { port } = evil.address() as AddressInfo
    try {
      const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()))
      await page.goto(`http://127.0.0.2:${port}/`)
      await refused
      const frameLoaded = page.frames().some((f) => f.url().startsWith(stack.frame.url))
      expect(frameLoaded).toBe(false)

      // Opened as a window instead, the frame is not embedded: it answers nothing.
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.evaluate((url) => {
          ;(window as Window & { popup?: Window | null }).popup = window.open(url)
        }, frameUrl),
      ])
      await expect(popup.getByText('works only inside the sites that use it')).toBeVisible()
      const answers = await page.evaluate(async (origin) => {
        const popup = (window as Window & { popup?: Window | null }).popup
        const received: unknown[] = []
        window.addEventListener('message', (event) => received.push(event.data))
        popup?.postMessage({ type: 'app/IS_CONNECTED', id: crypto.randomUUID() }, origin)
        popup?.postMessage(
          { type: 'app/RPC_REQUEST', id: crypto.randomUUID(), payload: { method: 'eth_accounts' } },
          origin,
        )
        // A reply would arrive within a few milliseconds; none may come.
        await new Promise((resolve) => setTimeout(resolve, 300))
        return received
      }, stack.frame.origin)
      await popup.close()
      expect(answers).toEqual([])
    } finally {
      evil.closeAllConnections()
      await new Promise((resolve) => evil.close(resolve))
    }

    // The server hands a key share to no one without a fresh, verified session.
    for (const authorization of [undefined, 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
      const response = await page.request.get(`${stack.server.url}/v1/embedded/shares/auth`, {
        headers: { origin: stack.frame.origin, ...(authorization ? { authorization } : {}) },
      })
      expect(response.status()).toBe(401)
      expect(await response.json()).toMatchObject({ code: 'INVALID_SESSION' })
    }
  })
})
