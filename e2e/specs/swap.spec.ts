import type { Latch } from '@latch/core'
import type { Page } from '@playwright/test'
import { type Address, type Hex, parseUnits } from 'viem'
import { chainOf, expect, fromDemo, type Stack, swapFeeRecipient, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { fundedAccount, installStackWallet, rpc, testWalletId, tokenBalance } from '../wallets.js'

const USDC: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const LTK: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

/** A fresh account holding `usdc` USDC and 1 ETH, its test wallet installed, connected, on the Swap view. */
async function openSwap(page: Page, stack: Stack, usdc: string, flags = '', atomicBatches = false) {
  const rpcUrl = chainOf(stack, 31337).rpcUrl
  const account = await fundedAccount(rpcUrl, { tokens: [{ token: USDC, amount: parseUnits(usdc, 6) }] })
  const wallet = await installStackWallet(page, stack, { privateKey: account.privateKey, atomicBatches })
  const modal = new ModalPage(page)
  await page.goto(`${stack.demo.url}${flags}`)
  await modal.connect(testWalletId)
  await expect(modal.state('status')).toHaveText('connected')
  await modal.accountButton.click()
  await modal.view('Account').getByTestId('account-swap').click()
  await expect(page.getByTestId('swap-source-amount')).toBeVisible()
  return { rpcUrl, wallet, modal, address: account.address }
}

/** USDC → LTK with `amount`; resolves with the quoted target amount once it is shown. */
async function quote(page: Page, amount: string): Promise<string> {
  await page.getByTestId('swap-source-token').click()
  await page.getByTestId('swap-token-USDC').click()
  await page.getByTestId('swap-target-token').click()
  await page.getByTestId('swap-token-LTK').click()
  await page.getByTestId('swap-source-amount').fill(amount)
  const target = page.getByTestId('swap-target-amount')
  await expect(target).toHaveText(/^\d+\.\d{1,6}$/)
  return (await target.textContent()) ?? ''
}

/** Status texts show amounts cut to 3 decimals. */
function threeDecimals(value: string): string {
  const [whole, fraction = ''] = value.split('.')
  return `${whole}.${fraction.slice(0, 3).padEnd(3, '0')}`
}

const sentTransactions = (wallet: { requests: readonly { method: string }[] }) =>
  wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length

test.describe('swap', () => {
  test('with unlimited approval opted in: approves then swaps USDC into LTK; the second swap needs no approval; the fee reaches its recipient', async ({
    page,
    stack,
  }) => {
    // Three transactions and the indexer's view of them: longer than one interaction.
    test.slow()
    const { rpcUrl, wallet, modal, address } = await openSwap(page, stack, '100', '?unlimitedApproval=1')
    const feeBefore = await tokenBalance(rpcUrl, USDC, swapFeeRecipient)
    const quoted = await quote(page, '10')
    // 1 LTK = 2 USDC: 10 USDC, less the 0.85% provider fee, buys a little under 4.9575 LTK.
    expect(Number(quoted)).toBeGreaterThan(4.9)
    expect(Number(quoted)).toBeLessThan(4.9575)
    await expect(page.getByTestId('swap-provider-fee')).toHaveText('0.085 USDC')
    await expect(page.getByTestId('swap-slippage')).toHaveText('1%')
    await expect(page.getByTestId('swap-gas-fee')).toHaveText(/^(<\$0\.01|\$\d+\.\d\d)$/)
    await expect(page.getByTestId('swap-price-impact')).toHaveText(/^~\d+\.\d\d%$/)
    await expect(page.getByTestId('swap-source-usd')).toHaveText('$10.00')
    await expect(page.getByTestId('swap-source-balance')).toHaveText('Balance: 100.00')

    await page.getByTestId('swap-action').click()
    await expect(modal.view('SwapPreview')).toBeVisible()
    await expect(page.getByTestId('swap-approval-note')).toBeVisible()
    const action = page.getByTestId('swap-preview-action')
    // Preparing asks the server for the allowance and the approval, each checked against the chain.
    await expect(action).toHaveText('Approve and swap', { timeout: 15_000 })
    await action.click()

    await expect(modal.view('Account')).toBeVisible()
    await expect(page.getByTestId('alert-title')).toHaveText(`Swapped USDC to ${threeDecimals(quoted)} LTK`)
    expect(sentTransactions(wallet)).toBe(2)
    expect(await tokenBalance(rpcUrl, USDC, address)).toBe(parseUnits('90', 6))
    // On chain the swap got at least the quote less the 1% slippage, and never more than the quote.
    const received = await tokenBalance(rpcUrl, LTK, address)
    const quotedUnits = parseUnits(quoted, 18)
    expect(received).toBeGreaterThanOrEqual((quotedUnits * 99n) / 100n)
    expect(received).toBeLessThanOrEqual(quotedUnits + parseUnits('0.000001', 18))
    expect(await tokenBalance(rpcUrl, USDC, swapFeeRecipient)).toBe(feeBefore + parseUnits('0.085', 6))

    await page.getByTestId('account-swap').click()
    await quote(page, '5')
    await page.getByTestId('swap-action').click()
    await expect(action).toHaveText('Swap')
    await expect(page.getByTestId('swap-approval-note')).toHaveCount(0)
    await action.click()
    await expect(modal.view('Account')).toBeVisible()
    expect(sentTransactions(wallet)).toBe(3)
    expect(await tokenBalance(rpcUrl, USDC, address)).toBe(parseUnits('85', 6))

    // Activity lists the swaps as the indexer saw them on chain: USDC out, LTK in.
    await expect(async () => {
      if (await modal.view('Activity').isVisible()) await page.getByTestId('modal-back').click()
      await page.getByTestId('account-activity').click()
      const swaps = modal.view('Activity').getByTestId('activity-item').filter({ hasText: 'Swapped' })
      await expect(swaps).toHaveCount(2, { timeout: 1_000 })
      await expect(swaps.first().getByTestId('activity-item-description')).toHaveText(
        /-5(\.000)? USDC.*\+[\d.]+ LTK/,
      )
    }).toPass({ timeout: 20_000 })
  })

  test('an account that batches atomically approves and swaps in one batch: one approval in the wallet', async ({
    page,
    stack,
  }) => {
    const { rpcUrl, wallet, modal, address } = await openSwap(page, stack, '100', '', true)
    const quoted = await quote(page, '10')
    await page.getByTestId('swap-action').click()
    await expect(page.getByTestId('swap-approval-note')).toBeVisible()
    const action = page.getByTestId('swap-preview-action')
    await expect(action).toHaveText('Approve and swap', { timeout: 15_000 })
    await action.click()
    await expect(modal.view('Account')).toBeVisible()
    await expect(page.getByTestId('alert-title')).toHaveText(`Swapped USDC to ${threeDecimals(quoted)} LTK`)
    // One prompt, one EIP-7702 transaction holding the approval and the swap; no transaction on its own.
    const prompts = wallet.requests.filter(
      (r) => r.method === 'wallet_sendCalls' || r.method === 'eth_sendTransaction',
    )
    expect(prompts.map((r) => [r.method, r.outcome])).toEqual([['wallet_sendCalls', 'approved']])
    const id = (prompts[0]?.result as { id: Hex } | undefined)?.id
    const transaction = await rpc<{ type: Hex; to: Address }>(rpcUrl, 'eth_getTransactionByHash', [id])
    expect(transaction.type).toBe('0x4')
    expect(transaction.to.toLowerCase()).toBe(address.toLowerCase())
    expect(await tokenBalance(rpcUrl, USDC, address)).toBe(parseUnits('90', 6))
    const received = await tokenBalance(rpcUrl, LTK, address)
    expect(received).toBeGreaterThanOrEqual((parseUnits(quoted, 18) * 99n) / 100n)
  })

  test('swapping more than the balance shows Insufficient balance and sends nothing; switching turns the pair', async ({
    page,
    stack,
  }) => {
    const { wallet } = await openSwap(page, stack, '5')
    await quote(page, '6')
    const action = page.getByTestId('swap-action')
    await expect(action).toHaveText('Insufficient balance')
    await expect(action).toBeDisabled()
    await page.getByTestId('swap-source-amount').fill('4')
    await expect(action).toHaveText('Review swap')
    await expect(action).toBeEnabled()
    // Switching turns the pair around: the old target amount becomes the amount to pay.
    const target = (await page.getByTestId('swap-target-amount').textContent()) ?? ''
    await page.getByTestId('swap-switch').click()
    await expect(page.getByTestId('swap-source-token')).toHaveText('LTK')
    await expect(page.getByTestId('swap-target-token')).toHaveText('USDC')
    await expect(page.getByTestId('swap-source-amount')).toHaveValue(target)
    // The account holds no LTK.
    await expect(action).toHaveText('Insufficient balance')
    // Back from the token list returns to the swap, not to Account.
    await page.getByTestId('swap-target-token').click()
    await expect(page.getByTestId('view-SwapSelectToken')).toBeVisible()
    await page.getByTestId('modal-back').click()
    await expect(page.getByTestId('view-Swap')).toBeVisible()
    await page.getByTestId('swap-switch').click()
    await expect(page.getByTestId('swap-source-token')).toHaveText('USDC')
    await page.getByTestId('swap-source-amount').fill('0')
    await expect(page.getByTestId('swap-target-amount')).toHaveText('0')
    expect(sentTransactions(wallet)).toBe(0)
  })

  test('a declined approval or swap shows the wallet message, is tracked, and loses nothing', async ({
    page,
    stack,
  }) => {
    const { rpcUrl, wallet, modal, address } = await openSwap(page, stack, '50')
    await quote(page, '10')
    await page.getByTestId('swap-action').click()
    const action = page.getByTestId('swap-preview-action')
    // Preparing asks the server for the allowance and the approval, each checked against the chain.
    await expect(action).toHaveText('Approve and swap', { timeout: 15_000 })

    wallet.on('eth_sendTransaction', 'reject')
    await action.click()
    await expect(page.getByTestId('swap-transaction-error')).toHaveText('User rejected the request.')
    await expect(page.getByTestId('alert-title')).toHaveText('User rejected the request.')
    await expect(modal.state('events')).toContainText('SWAP_APPROVAL_ERROR')
    await expect(modal.view('SwapPreview')).toBeVisible()

    // The approval goes through this time; the swap that follows is declined.
    wallet.on('eth_sendTransaction', 'approve')
    const approved = wallet
      .waitForRequest('eth_sendTransaction')
      .then(() => wallet.on('eth_sendTransaction', 'reject'))
    await action.click()
    await approved
    await expect(modal.state('events')).toContainText('SWAP_ERROR')
    await expect(page.getByTestId('swap-transaction-error')).toHaveText('User rejected the request.')
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction').map((r) => r.outcome)).toEqual([
      'rejected',
      'approved',
      'rejected',
    ])
    expect(await tokenBalance(rpcUrl, USDC, address)).toBe(parseUnits('50', 6))
    expect(await tokenBalance(rpcUrl, LTK, address)).toBe(0n)
  })

  test('Swap is offered only on the networks the server quotes swaps on', async ({ page, stack }) => {
    const capabilities = await fetch(`${stack.server.url}/v1/capabilities?projectId=latch-dev`, {
      headers: fromDemo(stack),
    })
    expect(await capabilities.json()).toEqual({
      swaps: ['eip155:31337'],
      smartAccounts: [],
      history: expect.arrayContaining(['eip155:31337', 'eip155:31338']),
    })
    await installStackWallet(page, stack, { index: 6 })
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect(testWalletId)
    await expect(modal.state('chainId')).toHaveText('31337')
    await modal.accountButton.click()
    await expect(modal.view('Account').getByTestId('account-swap')).toBeVisible()
    // The server has no swap router on 31338: once the wallet is there, the Account view has no Swap.
    await page.getByTestId('modal-close').click()
    await expect(modal.dialog).toHaveCount(0)
    await page.getByTestId('switch-31338').click()
    await expect(modal.state('chainId')).toHaveText('31338')
    await modal.accountButton.click()
    await expect(modal.view('Account').getByTestId('account-send')).toBeVisible()
    await expect(modal.view('Account').getByTestId('account-swap')).toHaveCount(0)
  })

  test('the swaps feature flag hides the Swap entry: offered without it, gone with it', async ({
    page,
    stack,
  }) => {
    await installStackWallet(page, stack, { index: 6 })
    const modal = new ModalPage(page)
    await page.goto(stack.demo.url)
    await modal.connect(testWalletId)
    await expect(modal.state('status')).toHaveText('connected')
    await modal.accountButton.click()
    const account = modal.view('Account')
    await expect(account.getByTestId('account-swap')).toBeVisible()

    // Swap waits for the server's capabilities, asked (when something needs them) as Account mounts, as its
    // balance is. Once the balance shows, they have been asked for if at all; once they are in, a widget that
    // ignored the flag would show Swap.
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/v1/capabilities')) asked.push(request.url())
    })
    await page.goto(`${stack.demo.url}?swaps=0`)
    await expect(modal.state('status')).toHaveText('connected')
    await modal.accountButton.click()
    await expect(account.getByTestId('account-balance')).toHaveText(/ ETH$/)
    await expect(account.getByTestId('account-disconnect')).toBeVisible()
    if (asked.length > 0)
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { latch: Latch }).latch.store.getState().capabilities),
        )
        .toBeDefined()
    await expect(account.getByTestId('account-swap')).toHaveCount(0)
  })
})
