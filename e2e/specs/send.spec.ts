import type { Page } from '@playwright/test'
import { type Hex, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expectInActivity } from '../activity.js'
import { shown } from '../amounts.js'
import { chainOf, expect, nameSuffix, type Stack, test } from '../fixtures.js'
import { freshLabel, registerName } from '../names.js'
import { ModalPage } from '../pages/modal.js'
import { fundedAccount, installStackWallet, rpc, testWalletId, tokenBalance } from '../wallets.js'

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const ltk = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as const

const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** Analytics events the page posts to the server's `/e`. */
function recordAnalytics(page: Page) {
  const events: { event: string; properties: Record<string, unknown> }[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/e') return
    const body = request.postDataJSON() as { props: { event: string; properties: Record<string, unknown> } }
    events.push({ event: body.props.event, properties: body.props.properties })
  })
  return events
}

/** Connects the page's test wallet and opens the Account view. */
async function connectAndOpenAccount(page: Page, stack: Stack, search = '') {
  const modal = new ModalPage(page)
  await page.goto(`${stack.demo.url}${search}`)
  await modal.connect(testWalletId)
  await expect(modal.state('status')).toHaveText('connected')
  await modal.accountButton.click()
  await expect(modal.view('Account')).toBeVisible()
  return modal
}

const tokenAmount = (page: Page, name: string) =>
  page.locator('[data-testid="account-tokens"] .token', { hasText: name }).locator('.amount')

test.describe('balances and send', () => {
  test('Account shows the native and token balances the chain holds', async ({ page, stack }) => {
    const { rpcUrl } = chainOf(stack, 31337)
    const holder = await fundedAccount(rpcUrl, {
      eth: '12.3456789',
      tokens: [
        { token: usdc, amount: parseUnits('1234.5678', 6) },
        { token: ltk, amount: parseUnits('3', 18) },
      ],
    })
    await installStackWallet(page, stack, { privateKey: holder.privateKey })
    await connectAndOpenAccount(page, stack)

    const wei = BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [holder.address, 'latest']))
    const usdcHeld = await tokenBalance(rpcUrl, usdc, holder.address)
    const ltkHeld = await tokenBalance(rpcUrl, ltk, holder.address)
    await expect(page.getByTestId('account-balance')).toHaveText(`${shown(wei, 18, 3)} ETH`)
    await expect(page.getByTestId('token-amount-native')).toHaveText(`${shown(wei, 18, 2)} ETH`)
    await expect(tokenAmount(page, 'USD Coin')).toHaveText(`${shown(usdcHeld, 6, 2)} USDC`)
    await expect(tokenAmount(page, 'Latch Token')).toHaveText(`${shown(ltkHeld, 18, 2)} LTK`)
    expect(shown(usdcHeld, 6, 2)).toBe('1234.56')
    // Prices come from the devnet's pools: every holding has a value in USD.
    for (const value of await page.locator('[data-testid^="token-value-"]').allTextContents())
      expect(value).toMatch(/^\$[\d,]+\.\d\d$/)
  })

  test("uses the wallet's own asset list when the wallet reports asset discovery", async ({
    page,
    stack,
  }) => {
    const { rpcUrl } = chainOf(stack, 31337)
    const holder = await fundedAccount(rpcUrl, {
      eth: '3',
      tokens: [
        { token: usdc, amount: parseUnits('40', 6) },
        { token: ltk, amount: parseUnits('5', 18) },
      ],
    })
    // The wallet tracks USDC only: LTK, which the server would list, is absent when the wallet answers.
    const wallet = await installStackWallet(page, stack, {
      privateKey: holder.privateKey,
      assets: { tokens: [usdc], prices: { native: 3000, [usdc.toLowerCase()]: 1 } },
    })
    await connectAndOpenAccount(page, stack)
    await expect(page.getByTestId('token-amount-native')).toHaveText('3.00 ETH')
    await expect(page.getByTestId('token-value-native')).toHaveText('$9,000.00')
    await expect(tokenAmount(page, 'USD Coin')).toHaveText('40.00 USDC')
    await expect(page.locator('[data-testid="account-tokens"] .token')).toHaveCount(2)
    const asked = wallet.requests.find((r) => r.method === 'wallet_getAssets')
    expect(asked?.params).toEqual([{ account: holder.address, chainFilter: ['0x7a69'] }])
  })

  test('sends ETH to another account: the chain and the widget show the new balances', async ({
    page,
    stack,
  }) => {
    const { rpcUrl } = chainOf(stack, 31337)
    const sender = await fundedAccount(rpcUrl, { eth: '10' })
    const receiver = freshAddress()
    await installStackWallet(page, stack, { privateKey: sender.privateKey })
    const events = recordAnalytics(page)
    const modal = await connectAndOpenAccount(page, stack)
    await expect(page.getByTestId('account-balance')).toHaveText('10.00 ETH')

    await page.getByTestId('account-send').click()
    const send = modal.view('WalletSend')
    await expect(send).toBeVisible()
    // The network's coin is chosen at first.
    await expect(send.getByTestId('send-token')).toContainText('ETH')
    await expect(send.getByTestId('send-available')).toHaveText('10.00 ETH available')
    await expect(send.getByTestId('send-fee')).toContainText('$')
    await send.getByTestId('send-amount').fill('1.5')
    await send.getByTestId('send-receiver').fill(receiver)
    await expect(send.getByTestId('send-submit')).toHaveText('Send')
    await send.getByTestId('send-submit').click()

    await expect(modal.view('Account')).toBeVisible()
    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    // The wallet answers with the hash; the block follows moments later.
    await expect
      .poll(async () => BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [receiver, 'latest'])))
      .toBe(parseEther('1.5'))
    const left = BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [sender.address, 'latest']))
    expect(left).toBeLessThan(parseEther('8.5'))
    await expect(page.getByTestId('account-balance')).toHaveText(`${shown(left, 18, 3)} ETH`)
    await expect(page.getByTestId('token-amount-native')).toHaveText(`${shown(left, 18, 2)} ETH`)

    // Analytics: initiated and succeeded, with the send's details.
    const details = {
      isSmartAccount: false,
      token: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      amount: '1.5',
      network: 'eip155:31337',
    }
    await expect
      .poll(() => events.map((e) => e.event))
      .toEqual(expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']))
    expect(events.find((e) => e.event === 'SEND_INITIATED')?.properties).toEqual(details)
    expect(events.find((e) => e.event === 'SEND_SUCCESS')?.properties).toEqual(details)

    await expectInActivity(page, modal, /^-1\.5(00)? ETH$/)

    // The form is reset after sending.
    await page.getByTestId('account-send').click()
    await expect(send.getByTestId('send-amount')).toHaveValue('')
    await expect(send.getByTestId('send-receiver')).toHaveValue('')
  })

  test('sends USDC with an ERC-20 transfer: both accounts change on chain and in the widget', async ({
    page,
    stack,
  }) => {
    const { rpcUrl } = chainOf(stack, 31337)
    const sender = await fundedAccount(rpcUrl, {
      eth: '1',
      tokens: [{ token: usdc, amount: parseUnits('100', 6) }],
    })
    const receiver = freshAddress()
    await installStackWallet(page, stack, { privateKey: sender.privateKey })
    const modal = await connectAndOpenAccount(page, stack)
    await expect(tokenAmount(page, 'USD Coin')).toHaveText('100.00 USDC')

    await page.getByTestId('account-send').click()
    const send = modal.view('WalletSend')
    await send.getByTestId('send-token').click()
    const choose = modal.view('WalletSendSelectToken')
    await choose.getByTestId('token-search').fill('usd')
    await expect(choose.locator('[data-testid^="token-option-"]')).toHaveCount(1)
    await choose.locator('[data-testid^="token-option-"]', { hasText: 'USD Coin' }).click()
    await expect(send.getByTestId('send-token')).toContainText('USDC')
    await send.getByTestId('send-amount').fill('25.5')
    await send.getByTestId('send-receiver').fill(receiver)
    await send.getByTestId('send-submit').click()

    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    await expect(modal.view('Account')).toBeVisible()
    await expect.poll(() => tokenBalance(rpcUrl, usdc, receiver)).toBe(parseUnits('25.5', 6))
    expect(await tokenBalance(rpcUrl, usdc, sender.address)).toBe(parseUnits('74.5', 6))
    await expect(tokenAmount(page, 'USD Coin')).toHaveText('74.50 USDC')
    const left = BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [sender.address, 'latest']))
    expect(left).toBeLessThan(parseEther('1'))
    await expect(page.getByTestId('account-balance')).toHaveText(`${shown(left, 18, 3)} ETH`)
    await expectInActivity(page, modal, /^-25\.5(00)? USDC$/)
  })

  test('sends to a registered name: the name resolves to its address and the coins arrive there', async ({
    page,
    stack,
  }) => {
    const { rpcUrl } = chainOf(stack, 31337)
    const sender = await fundedAccount(rpcUrl, { eth: '2' })
    const label = freshLabel('payee')
    const receiver = await registerName(stack, label)
    await installStackWallet(page, stack, { privateKey: sender.privateKey })
    const modal = await connectAndOpenAccount(page, stack)

    await page.getByTestId('account-send').click()
    const send = modal.view('WalletSend')
    await send.getByTestId('send-amount').fill('0.25')
    await send.getByTestId('send-receiver').fill(`${label}${nameSuffix}`)
    await expect(send.getByTestId('send-submit')).toHaveText('Send')
    await send.getByTestId('send-submit').click()

    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    await expect
      .poll(async () => BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [receiver, 'latest'])))
      .toBe(parseEther('0.25'))
  })

  test('a send declined in the wallet shows the error and changes nothing', async ({ page, stack }) => {
    const { rpcUrl } = chainOf(stack, 31337)
    const sender = await fundedAccount(rpcUrl, { eth: '5' })
    const receiver = freshAddress()
    const wallet = await installStackWallet(page, stack, { privateKey: sender.privateKey })
    // The person declines, after the prompt was open a moment.
    wallet.on('eth_sendTransaction', { delay: 1_000, answer: 'reject' })
    const events = recordAnalytics(page)
    const modal = await connectAndOpenAccount(page, stack)

    await page.getByTestId('account-send').click()
    const send = modal.view('WalletSend')
    await expect(send.getByTestId('send-token')).toContainText('ETH')
    await send.getByTestId('send-amount').fill('2')
    await send.getByTestId('send-receiver').fill(receiver)
    // While the prompt is open, Account shows the send in progress.
    const asked = wallet.waitForRequest('eth_sendTransaction')
    await send.getByTestId('send-submit').click()
    await expect(modal.view('Account')).toBeVisible()
    await expect(page.getByTestId('account-send')).toHaveAttribute('aria-busy', 'true')
    expect((await asked).outcome).toBe('rejected')
    await expect(page.getByTestId('account-send')).toHaveAttribute('aria-busy', 'false')

    await expect(page.getByTestId('alert-title')).toHaveText('Something went wrong')
    await expect(modal.view('Account')).toBeVisible()
    expect(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [sender.address, 'latest'])).toBe('0x0')
    expect(BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [sender.address, 'latest']))).toBe(parseEther('5'))
    expect(BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [receiver, 'latest']))).toBe(0n)
    await expect(page.getByTestId('account-balance')).toHaveText('5.00 ETH')

    await expect.poll(() => events.map((e) => e.event)).toContain('SEND_ERROR')
    expect(events.map((e) => e.event)).not.toContain('SEND_SUCCESS')
    expect(events.find((e) => e.event === 'SEND_ERROR')?.properties).toEqual({
      isSmartAccount: false,
      token: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      amount: '2',
      network: 'eip155:31337',
      message: 'User rejected the request.',
    })

    // The send state is reset after the attempt, as after a success.
    await page.getByTestId('account-send').click()
    await expect(send.getByTestId('send-amount')).toHaveValue('')
    await expect(send.getByTestId('send-receiver')).toHaveValue('')
  })

  test('an invalid receiver, an amount above the balance and missing gas are refused', async ({
    page,
    stack,
  }) => {
    const { rpcUrl } = chainOf(stack, 31337)
    const sender = await fundedAccount(rpcUrl, { eth: '2' })
    const wallet = await installStackWallet(page, stack, { privateKey: sender.privateKey })
    const modal = await connectAndOpenAccount(page, stack)
    await page.getByTestId('account-send').click()
    const send = modal.view('WalletSend')
    const submit = send.getByTestId('send-submit')
    await expect(send.getByTestId('send-token')).toContainText('ETH')
    await expect(submit).toHaveText('Add amount')
    await expect(submit).toBeDisabled()

    await send.getByTestId('send-amount').fill('2.5')
    await expect(send.getByTestId('send-error')).toHaveText('Insufficient balance')
    await expect(submit).toBeDisabled()

    await send.getByTestId('send-amount').fill('1')
    await expect(submit).toHaveText('Add address')
    for (const receiver of ['0x1234', 'alice.eth', `${freshAddress()}0`]) {
      await send.getByTestId('send-receiver').fill(receiver)
      await expect(send.getByTestId('send-error')).toHaveText(
        'Please enter a valid amount and receiver address',
      )
      await expect(submit).toBeDisabled()
    }
    // Without 0x is still an EVM address.
    await send.getByTestId('send-receiver').fill(freshAddress().slice(2))
    await expect(send.getByTestId('send-error')).toHaveCount(0)
    await expect(submit).toBeEnabled()
    // Max leaves the network fee: all 2 ETH minus the assumed gas at the shown price.
    await expect(send.getByTestId('send-fee')).toBeVisible()
    await send.getByTestId('send-max').click()
    await expect(send.getByTestId('send-amount')).toHaveValue(/^1\.99\d+$/)
    await expect(send.getByTestId('send-error')).toHaveCount(0)
    expect(wallet.requests.some((r) => r.method === 'eth_sendTransaction')).toBe(false)
  })

  test('tokens cannot be sent without ETH for gas, and the Send action follows the feature flag', async ({
    page,
    stack,
  }) => {
    const { rpcUrl } = chainOf(stack, 31337)
    const holder = await fundedAccount(rpcUrl, {
      eth: '0',
      tokens: [{ token: usdc, amount: parseUnits('50', 6) }],
    })
    await installStackWallet(page, stack, { privateKey: holder.privateKey })
    const modal = await connectAndOpenAccount(page, stack)
    await expect(tokenAmount(page, 'USD Coin')).toHaveText('50.00 USDC')
    await page.getByTestId('account-send').click()
    const send = modal.view('WalletSend')
    await modal.chooseSendToken('USD Coin')
    await send.getByTestId('send-amount').fill('10')
    await send.getByTestId('send-receiver').fill(freshAddress())
    await expect(send.getByTestId('send-error')).toHaveText(
      'Insufficient balance · Not enough ETH to pay the network fee',
    )
    await expect(send.getByTestId('send-submit')).toBeDisabled()

    await page.goto(`${stack.demo.url}?send=0`)
    await expect(modal.state('status')).toHaveText('connected')
    await modal.accountButton.click()
    await expect(modal.view('Account')).toBeVisible()
    await expect(page.getByTestId('account-tokens')).toBeVisible()
    await expect(page.getByTestId('account-send')).toHaveCount(0)
  })
})
