import { parseUnits } from 'viem'
import { chainOf, expect, fromDemo, type Stack, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { fundedAccount, installStackWallet, testWalletId, tokenBalance } from '../wallets.js'

// Buy crypto through the stack's sandbox provider: a real purchase on the devnet (the sandbox mints USDC
// and calls the server's signed webhook), and the rules that hide the feature.

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** A fresh account with only ETH for gas, connected in the demo with `search`, the Account view open. */
async function openAccount(page: import('@playwright/test').Page, stack: Stack, search = '') {
  const chain = chainOf(stack, 31337)
  const account = await fundedAccount(chain.rpcUrl)
  await installStackWallet(page, stack, { privateKey: account.privateKey })
  const modal = new ModalPage(page)
  await page.goto(`${stack.demo.url}${search}`)
  await modal.connect(testWalletId)
  await expect(modal.state('address')).toHaveText(account.address)
  await modal.accountButton.click()
  await expect(modal.view('Account')).toBeVisible()
  return { modal, address: account.address, rpcUrl: chain.rpcUrl }
}

test('buys 50 USD of USDC through the sandbox provider: the balance rises by the quote and Activity shows it', async ({
  page,
  stack,
}) => {
  // One purchase end to end: connect, three views, the provider's window, a mint and its indexing.
  test.setTimeout(90_000)
  const { modal, address, rpcUrl } = await openAccount(page, stack)
  const account = modal.view('Account')
  // walletFeaturesOrder puts the on-ramp first: Buy crypto comes before Swap.
  const rows = await account
    .locator('[data-testid^="account-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))
  expect(rows.indexOf('account-onramp')).toBeGreaterThan(-1)
  expect(rows.indexOf('account-onramp')).toBeLessThan(rows.indexOf('account-swap'))
  await account.getByTestId('account-onramp').click()

  const providers = modal.view('OnRampProviders')
  await expect(page.locator('#latch-title')).toHaveText('Buy crypto')
  await expect(providers.getByTestId('onramp-provider-coinbase-details')).toHaveText(
    ' · Fee 1-2% · EVM · Not configured on this server',
  )
  await expect(providers.getByTestId('onramp-provider-moonpay-details')).toHaveText(
    ' · Fee 1-2% · EVM, Solana · Not configured on this server',
  )
  await expect(providers.getByTestId('onramp-provider-coinbase')).toBeDisabled()
  await expect(providers.getByTestId('onramp-provider-sandbox-details')).toHaveText(
    ' · Fee 1.5% · EVM, Solana',
  )
  await providers.getByTestId('onramp-provider-sandbox').click()

  const order = modal.view('OnRampTokenSelect')
  await expect(order.getByTestId('onramp-token')).toHaveValue(usdc.toLowerCase())
  await expect(order.getByTestId('onramp-amount')).toHaveValue('50')
  await expect(order.getByTestId('onramp-receive')).toHaveText('You receive49.25 USDC')
  await expect(order.getByTestId('onramp-fee')).toHaveText('Provider fee0.75 USD')
  // The devnet is not a card on-ramp chain: purchases fall back to ethereum.
  await expect(order.getByTestId('onramp-card-network')).toHaveText(
    'Card purchases deliver on ethereum (this network has no card on-ramp)',
  )
  // An amount under the providers' limit is refused with the server's words, and the order is kept.
  await order.getByTestId('onramp-amount').fill('5')
  await expect(order.getByTestId('onramp-error')).toHaveText('The amount must be between 10 and 10000 USD')
  await expect(order.getByTestId('onramp-buy')).toBeDisabled()
  await order.getByTestId('onramp-amount').fill('50')
  await expect(order.getByTestId('onramp-receive')).toHaveText('You receive49.25 USDC')

  const before = await tokenBalance(rpcUrl, usdc, address)
  const popupOpened = page.waitForEvent('popup')
  await order.getByTestId('onramp-buy').click()
  const popup = await popupOpened
  await popup.waitForURL(/\/onramp\/sandbox\//)
  await expect(popup.getByRole('banner')).toContainText('SANDBOX')
  await expect(popup.getByTestId('sandbox-amount')).toHaveText('49.25 USDC')
  await expect(modal.view('BuyInProgress').getByTestId('onramp-waiting')).toContainText(
    'Complete the purchase in the Sandbox window',
  )
  await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
  await popup.getByLabel('Expiry').fill('12/34')
  await popup.getByLabel('CVC').fill('123')
  await popup.getByRole('button', { name: 'Pay' }).click()

  // The widget learns of the webhook, says what arrived and closes the provider's window.
  await expect(modal.view('BuyInProgress').getByTestId('onramp-completed')).toContainText('Bought 49.25 USDC')
  await expect.poll(() => popup.isClosed()).toBe(true)
  expect((await tokenBalance(rpcUrl, usdc, address)) - before).toBe(parseUnits('49.25', 6))
  await expect(modal.state('events')).toContainText('SELECT_BUY_CRYPTO')
  await expect(modal.state('events')).toContainText('SELECT_BUY_PROVIDER')

  // Activity lists the purchase once the server has indexed the mint that delivered it.
  await expect
    .poll(async () => {
      const url = `${stack.server.url}/v1/account/${address}/history?projectId=latch-dev&chainId=eip155:31337&cache=false`
      const page = (await (await fetch(url, { headers: fromDemo(stack) })).json()) as {
        data: { metadata: { operationType: string } }[]
      }
      return page.data[0]?.metadata.operationType
    })
    .toBe('buy')
  await modal.view('BuyInProgress').getByTestId('onramp-view-activity').click()
  const newest = modal.view('Activity').getByTestId('activity-item').first()
  await expect(newest).toContainText('Bought')
  await expect(newest.getByTestId('activity-item-description')).toHaveText('+49.250 USDC')
})

test('the feature flag hides Buy crypto: offered without it, gone with it', async ({ page, stack }) => {
  const { modal } = await openAccount(page, stack)
  const account = modal.view('Account')
  await expect(account.getByTestId('account-onramp')).toBeVisible()

  // The same account and page with the flag: the row renders with Receive, from the same state, or never.
  await page.goto(`${stack.demo.url}?onramp=0`)
  await expect(modal.state('status')).toHaveText('connected')
  await modal.accountButton.click()
  await expect(account.getByTestId('account-receive')).toBeVisible()
  await expect(account.getByTestId('account-onramp')).toHaveCount(0)
})

// The same page in a restricted time zone and in an ordinary one: only the time zone differs.
for (const { timezoneId, offered } of [
  { timezoneId: 'Asia/Shanghai', offered: false },
  { timezoneId: 'Europe/Berlin', offered: true },
]) {
  test.describe(`in the time zone ${timezoneId}`, () => {
    test.use({ timezoneId })

    test(`Buy crypto is ${offered ? '' : 'not '}offered`, async ({ page, stack }) => {
      const { modal } = await openAccount(page, stack)
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId)
      await expect(modal.view('Account').getByTestId('account-receive')).toBeVisible()
      await expect(modal.view('Account').getByTestId('account-onramp')).toHaveCount(offered ? 1 : 0)
    })
  })
}
