import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { DEFAULT_DEMO_CSP, serveDemo } from '@latch/demo/serve'
import { type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { chainOf, expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { fundedAccount, installStackWallet, rpc, testWalletId } from '../wallets.js'

const exampleDist = fileURLToPath(new URL('../../examples/html/dist', import.meta.url))

/** The page's strict policy, with its one inline module script allowed by its hash, as a site would ship it. */
function policyWithScriptHash(): string {
  const html = readFileSync(`${exampleDist}/index.html`, 'utf8')
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  const hash = createHash('sha256').update(script).digest('base64')
  return DEFAULT_DEMO_CSP.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`)
}

test('a plain HTML page connects, sends and disconnects through <latch-button>, and its script follows', async ({
  page,
  stack,
}) => {
  // examples/html, built by the global setup, served with the stack's config and a strict policy.
  const example = await serveDemo({
    port: 0,
    config: stack.config,
    dist: exampleDist,
    csp: policyWithScriptHash(),
  })
  try {
    const { rpcUrl } = chainOf(stack, 31337)
    const sender = await fundedAccount(rpcUrl, { eth: '5' })
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await installStackWallet(page, stack, { privateKey: sender.privateKey })
    const [first = '', second = ''] = stack.config.networks.map((network) => network.name)
    const modal = new ModalPage(page)
    const loaded: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === example.url) loaded.push(url.pathname)
    })
    await page.goto(example.url)

    // The custom elements render in their shadow roots; the network button shows the
    // first network's initial and name.
    await expect(modal.connectButton).toHaveText('Connect Wallet')
    await expect(modal.networkButton).toHaveText(`L${first}`)
    await expect(page.locator('#status')).toHaveText('disconnected')

    await modal.connect(testWalletId)
    await expect(page.locator('#status')).toHaveText('connected')
    await expect(page.locator('#address')).toHaveText(sender.address)
    await expect(page.locator('#network')).toHaveText(first)
    await expect(modal.connectButton).toHaveAttribute('aria-label', `Account ${sender.address}`)
    await expect(modal.connectButton).toHaveAttribute('data-status', 'connected')

    // The page's own button opens the Account view through the imperative API; Send moves real ETH.
    await page.getByRole('button', { name: 'Account', exact: true }).click()
    await expect(modal.view('Account')).toBeVisible()
    await page.getByTestId('account-send').click()
    const send = modal.view('WalletSend')
    await send.getByTestId('send-amount').fill('1.25')
    await send.getByTestId('send-receiver').fill(receiver)
    await send.getByTestId('send-submit').click()
    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    await expect
      .poll(async () => BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [receiver, 'latest'])))
      .toBe(parseEther('1.25'))

    // Switching from <latch-network-button>: the page's script hears the new network.
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toHaveCount(0)
    await modal.networkButton.click()
    await modal.view('Networks').getByRole('button', { name: second }).click()
    await expect(page.locator('#network')).toHaveText(second)
    await expect(modal.networkButton).toHaveText(`L${second}`)

    // Disconnect from the Account view: the button and the page's script are back to disconnected.
    await modal.connectButton.click()
    await modal.view('Account').getByTestId('account-disconnect').click()
    await expect(page.locator('#status')).toHaveText('disconnected')
    await expect(page.locator('#address')).toHaveText('—')
    await expect(modal.connectButton).toHaveText('Connect Wallet')
    // The page's scripts were latch.js and its chunks beside it, nothing else.
    const scripts = loaded.filter((path) => path.endsWith('.js'))
    expect(scripts).toContain('/latch.js')
    expect(scripts.filter((path) => !/^\/(latch\.js|chunks\/[\w-]+\.js)$/.test(path))).toEqual([])
  } finally {
    await example.stop()
  }
})
