import type { Download, Page } from '@playwright/test'
import { type Address, createWalletClient, defineChain, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createEmailWallet, freshEmail, lastMailId, mailedCode, walletFrame } from '../email.js'
import { chainOf, expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { look } from '../screenshots.js'
import { fundAddress, rpc } from '../wallets.js'

const PASSWORD = 'correct horse battery staple'

/**
 * Every message the host page receives, as text, recorded before the page's own scripts run (and first, in the
 * capture phase): the frame's replies and notices. Nothing the frame posts can reach the page without passing here.
 */
async function recordMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__latchMessages', { value: seen })
    window.addEventListener(
      'message',
      (event) => {
        try {
          seen.push(JSON.stringify(event.data))
        } catch {
          seen.push(String(event.data))
        }
      },
      { capture: true },
    )
  })
}

const messagesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __latchMessages: string[] }).__latchMessages.join('\n'))

async function downloadedText(download: Download): Promise<string> {
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

// The kit names the wallet's smart account: this spec's stack has a bundler per chain behind the server.
test.use({ smartAccounts: true })

test.describe('exporting the embedded wallet’s key', () => {
  // A whole login, two mailed codes and a transaction; a loaded machine needs more than the default 30 s.
  test.describe.configure({ timeout: 150_000 })

  test('shows the keys in the frame only after a fresh code, never to the page; the key sends from the devnet; the kit holds it', async ({
    page,
    stack,
  }, testInfo) => {
    const modal = new ModalPage(page)
    const frame = walletFrame(page)
    const { rpcUrl } = chainOf(stack, 31337)
    const email = freshEmail('export')
    await recordMessages(page)
    const analytics: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/e')
        analytics.push(request.postData() ?? '')
    })
    await page.goto(`${stack.demo.url}/?networks=31337`)
    const smartAccount = (await createEmailWallet(page, stack, email, PASSWORD)) as Address

    // The wallet's own key account, as Account's switch shows it.
    await modal.accountButton.click()
    await page.getByTestId('account-switch-type').click()
    await expect(page.getByTestId('account-type')).toHaveText('EOA')
    await expect(modal.state('address')).not.toHaveText(smartAccount)
    const eoa = (await modal.state('address').textContent()) as Address

    // Account offers the export for an e-mail login.
    await expect(page.getByTestId('account-export-key')).toHaveText('Export private key')
    await page.getByTestId('account-export-key').scrollIntoViewIfNeeded()
    await look(page, testInfo, 'account-export-row')

    // The export opens the frame's own screen with its warning.
    await page.getByTestId('account-export-key').click()
    await expect(modal.view('EmbeddedKeyExport')).toBeVisible()
    await expect(frame.getByTestId('export-warning')).toContainText(
      'Anyone with these keys controls this wallet and all its funds',
    )
    await expect(frame.getByTestId('reauth-intro')).toContainText(email)
    await look(page, testInfo, 'key-export-intro')

    // A fresh code: the one that logged in is not it (the login mailed it 30 s before, the server's spacing).
    const login = await mailedCode(stack, email)
    stack.clock.offset += 31_000
    await frame.getByTestId('reauth-send-code').click()
    await expect(frame.getByTestId('reauth-verify')).toBeVisible()
    const fresh = await mailedCode(stack, email, login.id)
    expect(fresh.id).toBeGreaterThan(login.id)
    const code = frame.getByTestId('reauth-code')
    await code.fill(login.code === fresh.code ? '000000' : login.code)
    await frame.getByTestId('reauth-confirm').click()
    await expect(frame.getByTestId('reauth-error')).toHaveText(/^Invalid code\. 4 attempts left$/)
    await look(page, testInfo, 'key-export-wrong-code')
    await code.fill(fresh.code)
    await frame.getByTestId('reauth-confirm').click()

    // The keys, hidden until Reveal, then in the frame's document.
    const evmKey = frame.getByTestId('export-evm-key')
    await expect(evmKey).toHaveText(/^•+$/)
    await expect(frame.getByTestId('export-keys')).toContainText(eoa)
    await frame.getByTestId('export-reveal').click()
    await expect(evmKey).toHaveText(/^0x[0-9a-f]{64}$/)
    const key = (await evmKey.textContent()) as Hex
    const solanaKey = (await frame.getByTestId('export-solana-key').textContent()) ?? ''
    expect(solanaKey).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    await look(page, testInfo, 'key-export-revealed')

    // The key is the wallet's: it derives the EOA's address.
    const account = privateKeyToAccount(key)
    expect(account.address).toBe(eoa)

    // The recovery kit, made in the frame's origin, holds the keys, the addresses and the smart account.
    const downloading = page.waitForEvent('download')
    await frame.getByTestId('export-download').click()
    const kit = await downloadedText(await downloading)
    expect(kit).toContain(key)
    expect(kit).toContain(solanaKey)
    expect(kit).toContain(eoa)
    expect(kit).toContain(smartAccount)
    expect(kit).toContain('execute(bytes32 mode, bytes executionCalldata)')

    // Done: the screen closes and its keys go; Account again, and the export is recorded without the key.
    await frame.getByTestId('export-done').click()
    await expect(modal.view('Account')).toBeVisible()
    await expect(frame.getByTestId('export-keys')).toHaveCount(0)
    await expect(modal.state('events')).toContainText('EMBEDDED_KEY_EXPORTED')
    await expect.poll(() => analytics.some((body) => body.includes('EMBEDDED_KEY_EXPORTED'))).toBe(true)

    // Neither the page's document, nor any message it or the frame received, nor any request it sent has it.
    const bare = key.slice(2)
    expect(await page.content()).not.toContain(bare)
    expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain(bare)
    const messages = await messagesOf(page)
    expect(messages).toContain('EXPORT_KEY')
    for (const secret of [bare, solanaKey]) {
      expect(messages).not.toContain(secret)
      for (const body of analytics) expect(body).not.toContain(secret)
    }
    expect(await frame.locator('body').evaluate((body) => body.innerHTML)).not.toContain(bare)

    // The key alone sends from the EOA on the devnet.
    await fundAddress(rpcUrl, eoa, { eth: '1' })
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const chain = defineChain({
      id: 31337,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
    const hash = await wallet.sendTransaction({ to: receiver, value: parseEther('0.25') })
    await expect
      .poll(
        async () => (await rpc<{ status: Hex } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash]))?.status,
      )
      .toBe('0x1')
    expect(BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [receiver, 'latest']))).toBe(parseEther('0.25'))
  })

  test('a used code is refused; leaving the view closes the frame’s screen', async ({
    page,
    stack,
  }, testInfo) => {
    const modal = new ModalPage(page)
    const frame = walletFrame(page)
    const email = freshEmail('export-reuse')
    await page.goto(`${stack.demo.url}/?networks=31337`)
    await createEmailWallet(page, stack, email, PASSWORD)
    await modal.accountButton.click()

    // One export with its fresh code.
    const first = lastMailId(stack, email)
    stack.clock.offset += 31_000
    await page.getByTestId('account-export-key').click()
    await frame.getByTestId('reauth-send-code').click()
    const used = await mailedCode(stack, email, first)
    await frame.getByTestId('reauth-code').fill(used.code)
    await frame.getByTestId('reauth-confirm').click()
    await expect(frame.getByTestId('export-keys')).toBeVisible()
    await frame.getByTestId('export-done').click()
    await expect(modal.view('Account')).toBeVisible()

    // The next export asks for a new code: the used one is refused.
    stack.clock.offset += 31_000
    await page.getByTestId('account-export-key').click()
    await frame.getByTestId('reauth-send-code').click()
    const next = await mailedCode(stack, email, used.id)
    expect(next.id).toBeGreaterThan(used.id)
    await frame.getByTestId('reauth-code').fill(used.code === next.code ? '000000' : used.code)
    await frame.getByTestId('reauth-confirm').click()
    await expect(frame.getByTestId('reauth-error')).toHaveText(/^Invalid code\. 4 attempts left$/)

    // Closing the modal closes the frame's screen: nothing of it is left in the frame.
    await page.getByTestId('modal-close').click()
    await expect(frame.getByTestId('reauth-verify')).toHaveCount(0)
    await look(page, testInfo, 'key-export-closed')
  })
})
