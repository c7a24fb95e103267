import { DEFAULT_DEMO_CSP, serveDemo } from '@latch/demo/serve'
import { installPolkadotTestWallet } from '@latch/testing-polkadot'
import type { Page } from '@playwright/test'
import { expectInActivity } from '../activity.js'
import { expect, fromDemo, type Stack, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'

// The stack's Polkadot chain, which the server indexes: Activity reads the server's history of it.
test.use({ polkadot: true })

const walletName = 'latch-polkadot'

/** The demo on the stack's config (its Polkadot network included), allowed to compile Polkadot's WebAssembly. */
let demo: { url: string; stop(): Promise<void> } | undefined
test.beforeAll(async ({ stack }) => {
  const csp = DEFAULT_DEMO_CSP.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'")
  demo = await serveDemo({ port: 0, config: stack.config, csp })
})
test.afterAll(async () => {
  await demo?.stop()
})

function chainOf(stack: Stack) {
  if (!stack.devnet.polkadot) throw new Error('the stack started no Polkadot chain')
  return stack.devnet.polkadot
}

/** The Polkadot test extension with devnet account `index`, connected on the stack's chain; Account open. */
async function connectPolkadot(page: Page, stack: Stack, index: number) {
  const chain = chainOf(stack)
  const account = chain.accounts[index]
  if (!account) throw new Error(`the devnet has no Polkadot account ${index}`)
  const wallet = await installPolkadotTestWallet(page, {
    uri: account.uri,
    wsUrl: chain.wsUrl,
    ss58Format: chain.ss58Format,
  })
  const modal = new ModalPage(page)
  await page.goto(`${demo?.url}/?networks=${chain.caipNetworkId}`)
  await modal.connect(walletName)
  await expect(modal.state('address')).toHaveText(wallet.address)
  await modal.accountButton.click()
  await expect(modal.view('Account')).toBeVisible()
  return { modal, wallet }
}

test('a Polkadot send is in the sender’s Activity under this month, and the receipt in the receiver’s', async ({
  page,
  browser,
  stack,
}) => {
  const chain = chainOf(stack)
  // The server says it serves this network's history: that is what makes Account offer Activity.
  const capabilities = (await (
    await fetch(`${stack.server.url}/v1/capabilities?projectId=latch-dev`, { headers: fromDemo(stack) })
  ).json()) as { history: string[] }
  expect(capabilities.history).toContain(chain.caipNetworkId)

  const receiver = chain.accounts[4]
  if (!receiver) throw new Error('the devnet has no Polkadot account 4')
  const { modal, wallet } = await connectPolkadot(page, stack, 3)
  const account = modal.view('Account')
  await expect(account.getByTestId('account-balance')).toContainText(chain.symbol, { timeout: 60_000 })
  await expect(account.getByTestId('account-activity')).toBeVisible()

  await account.getByTestId('account-send').click()
  const send = modal.view('WalletSend')
  await expect(send.getByTestId('send-token')).toContainText(chain.symbol)
  await send.getByTestId('send-amount').fill('2.5')
  await send.getByTestId('send-receiver').fill(receiver.address)
  const signed = wallet.waitForRequest('polkadot:signPayload', { timeout: 60_000 })
  await send.getByTestId('send-submit').click()
  expect((await signed).outcome).toBe('approved')
  await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
  const amount = new RegExp(`^-2\\.5(0*)? ${chain.symbol}$`)
  await expect(modal.view('Account')).toBeVisible()
  await expectInActivity(page, modal, amount)

  // The receiver, on a browser of its own, finds the same transfer as a receipt.
  const elsewhere = await browser.newContext()
  try {
    const other = await elsewhere.newPage()
    const receiving = await connectPolkadot(other, stack, 4)
    await expectInActivity(other, receiving.modal, new RegExp(`^\\+2\\.5(0*)? ${chain.symbol}$`))
  } finally {
    await elsewhere.close()
  }
})

test.describe('where the server serves no Polkadot history', () => {
  test('Account offers no Activity', async ({ page, stack }) => {
    const chain = chainOf(stack)
    // The server answering that it serves history nowhere: Account must not offer what it cannot show.
    await page.route(`${stack.server.url}/v1/capabilities**`, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { history: string[] }
      await route.fulfill({
        response,
        json: { ...body, history: body.history.filter((n) => n !== chain.caipNetworkId) },
      })
    })
    const answered = page.waitForResponse((r) => r.url().startsWith(`${stack.server.url}/v1/capabilities`))
    const { modal } = await connectPolkadot(page, stack, 5)
    await answered
    const account = modal.view('Account')
    await expect(account.getByTestId('account-send')).toBeVisible()
    await expect(account.getByTestId('account-activity')).toHaveCount(0)
  })
})
