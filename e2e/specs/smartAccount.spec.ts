import type { Page } from '@playwright/test'
import {
  type Address,
  decodeAbiParameters,
  type Hex,
  keccak256,
  pad,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { isErc6492Signature } from 'viem/utils'
import { expectInActivity } from '../activity.js'
import { clickDecoyOverApprove, setFrameOpacity } from '../clickjack.js'
import { createEmailWallet, freshEmail, storedEmbeddedWallet, walletFrame } from '../email.js'
import { chainOf, expect, type Stack, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { fundAddress, rpc, tokenBalance } from '../wallets.js'

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const ltk = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as const
const PASSWORD = 'correct horse battery staple'

/** A new e-mail visitor on the demo (on 31337 unless told): their smart account's address, still undeployed. */
async function newVisitor(page: Page, stack: Stack, tag: string, flags = '', networks = '31337') {
  const modal = new ModalPage(page)
  const { rpcUrl } = chainOf(stack, 31337)
  await page.goto(`${stack.demo.url}/?networks=${networks}${flags}`)
  const address = (await createEmailWallet(page, stack, freshEmail(tag), PASSWORD)) as Address
  return { modal, rpcUrl, address }
}

/** The demo's send under its permission, shown no prompt: `balance` grows by `amount`. */
async function sendUnderPermission(page: Page, balance: () => Promise<bigint>, amount: bigint) {
  const modal = new ModalPage(page)
  const before = await balance()
  await page.getByTestId('send-with-permission').click()
  await expect(modal.state('callsId')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 30_000 })
  await expect.poll(balance, { timeout: 15_000 }).toBe(before + amount)
  await expect(modal.view('ApproveTransaction')).toBeHidden()
  await expect(walletFrame(page).getByTestId('approve-request')).toBeHidden()
}

/** The demo's send under its permission, refused for `reason`: nothing sent, nothing asked. */
async function expectRefusedUnderPermission(page: Page, balance: () => Promise<bigint>, reason: string) {
  const modal = new ModalPage(page)
  const before = await balance()
  await page.getByTestId('send-with-permission').click()
  await expect(modal.state('error')).toContainText(reason)
  await expect(modal.state('callsId')).toHaveText('')
  await expect(walletFrame(page).getByTestId('approve-request')).toBeHidden()
  expect(await balance()).toBe(before)
}

/** How many UserOperations `account` itself sent (the EntryPoint's UserOperationEvent names the sender). */
async function userOperationsFrom(rpcUrl: string, account: Address) {
  const event = keccak256(toHex('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)'))
  const logs = await rpc<unknown[]>(rpcUrl, 'eth_getLogs', [
    {
      address: entryPoint07Address,
      topics: [event, null, pad(account)],
      fromBlock: '0x0',
      toBlock: 'latest',
    },
  ])
  return logs.length
}

const delegationTuple = '(address,address,bytes32,(address,bytes,bytes)[],uint256,bytes)'

/**
 * Events of the devnet's DelegationManager for delegations from `delegator`: a call it ran under one
 * (`redeemed`), or one disabled (`disabled`).
 */
async function delegationEvents(rpcUrl: string, delegator: Address, kind: 'redeemed' | 'disabled') {
  const topics =
    kind === 'redeemed'
      ? [keccak256(toHex(`RedeemedDelegation(address,address,${delegationTuple})`)), pad(delegator)]
      : [
          keccak256(toHex(`DisabledDelegation(bytes32,address,address,${delegationTuple})`)),
          null,
          pad(delegator),
        ]
  const logs = await rpc<unknown[]>(rpcUrl, 'eth_getLogs', [
    {
      address: '0x0499aac14AC170c99A91051E4f2d91892ddfE882', // the devnet's DelegationManager
      topics,
      fromBlock: '0x0',
      toBlock: 'latest',
    },
  ])
  return logs.length
}

// This spec's stack has a bundler per chain behind the server, as `npm start` has.
test.use({ smartAccounts: true })

test.describe('embedded smart accounts', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an e-mail visitor is a smart account; the first send deploys it in one sponsored UserOperation; Account switches to the eoa and back', async ({
    page,
    stack,
  }) => {
    const { modal, rpcUrl, address } = await newVisitor(page, stack, 'smart')
    // Counterfactual: the connection's address holds no code yet, and the frame says where it is a smart account.
    expect(await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])).toBe('0x')
    await expect
      .poll(async () => (await storedEmbeddedWallet(page)).smartAccountEnabledNetworks)
      .toEqual([31337, 31338])

    // USDC only, no ETH: the paymaster pays the gas.
    await fundAddress(rpcUrl, address, { tokens: [{ token: usdc, amount: parseUnits('100', 6) }] })
    await modal.accountButton.click()
    await expect(modal.view('Account')).toBeVisible()
    const usdcAmount = page.locator('[data-testid="account-tokens"] .token', { hasText: 'USD Coin' })
    await expect(usdcAmount.locator('.amount')).toHaveText('100.00 USDC')

    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await page.getByTestId('account-send').click()
    const send = modal.view('WalletSend')
    await send.getByTestId('send-token').click()
    const choose = modal.view('WalletSendSelectToken')
    await choose.getByTestId('token-search').fill('usd')
    await choose.locator('[data-testid^="token-option-"]', { hasText: 'USD Coin' }).click()
    await send.getByTestId('send-amount').fill('25.5')
    await send.getByTestId('send-receiver').fill(receiver)
    await send.getByTestId('send-submit').click()

    await expect(modal.view('ApproveTransaction')).toBeVisible()
    const frame = walletFrame(page)
    await expect(frame.getByTestId('approve-fee')).toHaveText('Sponsored')
    await frame.getByTestId('approve').click()
    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    await expect.poll(() => tokenBalance(rpcUrl, usdc, receiver)).toBe(parseUnits('25.5', 6))
    // Deployed by that operation, at the address the widget showed; still no ETH spent.
    expect(await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])).not.toBe('0x')
    expect(await userOperationsFrom(rpcUrl, address)).toBe(1)
    expect(BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest']))).toBe(0n)
    await expect(modal.view('Account')).toBeVisible()
    await expect(usdcAmount.locator('.amount')).toHaveText('74.50 USDC')
    await expectInActivity(page, modal, /^-25\.5(00)? USDC$/)

    // A reload restores the same account.
    await page.reload()
    await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
    await expect(modal.state('address')).toHaveText(address)

    // Account shows the kind and switches to the plain key and back; each choice outlives a reload.
    const switchTo = async (label: string, type: string) => {
      await page.getByTestId('account-switch-type').click()
      await expect(page.getByTestId('account-type')).toHaveText(type)
      await expect(page.getByTestId('account-switch-type')).toContainText(label)
    }
    await modal.accountButton.click()
    await expect(page.getByTestId('account-type')).toHaveText('Smart Account')
    await expect(page.getByTestId('account-switch-type')).toContainText('Switch to your EOA')
    await switchTo('Switch to your Smart Account', 'EOA')
    await expect(modal.state('address')).not.toHaveText(address)
    const eoa = (await modal.state('address').textContent()) as Address
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The key's own account: no code, and it is the smart account's owner (the HybridDeleGator's owner()).
    expect(await rpc<Hex>(rpcUrl, 'eth_getCode', [eoa, 'latest'])).toBe('0x')
    const owner = await rpc<Hex>(rpcUrl, 'eth_call', [{ to: address, data: '0x8da5cb5b' }, 'latest'])
    expect(decodeAbiParameters([{ type: 'address' }], owner)[0]).toBe(eoa)
    await page.reload()
    await expect(modal.state('address')).toHaveText(eoa, { timeout: 15_000 })
    await modal.accountButton.click()
    await expect(page.getByTestId('account-type')).toHaveText('EOA')
    await switchTo('Switch to your EOA', 'Smart Account')
    await expect(modal.state('address')).toHaveText(address)
    await page.reload()
    await expect(modal.state('address')).toHaveText(address, { timeout: 15_000 })
  })

  test('a first swap from an undeployed smart account is one approval in the frame: approve and swap in one sponsored UserOperation', async ({
    page,
    stack,
  }) => {
    const { modal, rpcUrl, address } = await newVisitor(page, stack, 'batch')
    await fundAddress(rpcUrl, address, { tokens: [{ token: usdc, amount: parseUnits('100', 6) }] })
    await modal.accountButton.click()
    await modal.view('Account').getByTestId('account-swap').click()
    await page.getByTestId('swap-source-token').click()
    await page.getByTestId('swap-token-USDC').click()
    await page.getByTestId('swap-target-token').click()
    await page.getByTestId('swap-token-LTK').click()
    await page.getByTestId('swap-source-amount').fill('10')
    await expect(page.getByTestId('swap-target-amount')).toHaveText(/^\d+\.\d{1,6}$/)
    const quoted = parseUnits((await page.getByTestId('swap-target-amount').textContent()) ?? '', 18)
    await page.getByTestId('swap-action').click()
    await expect(page.getByTestId('swap-approval-note')).toBeVisible()
    const action = page.getByTestId('swap-preview-action')
    await expect(action).toHaveText('Approve and swap', { timeout: 15_000 })
    await action.click()

    // The frame shows both calls, the token approval and the swap, paid by the paymaster: one decision.
    await expect(modal.view('ApproveTransaction')).toBeVisible()
    const frame = walletFrame(page)
    const calls = frame.getByTestId('approve-calls').locator('li')
    await expect(calls).toHaveCount(2)
    await expect(calls.nth(0).getByTestId('approve-to')).toHaveText(usdc)
    await expect(frame.getByTestId('approve-fee')).toHaveText('Sponsored')
    await frame.getByTestId('approve').click()
    await expect(page.getByTestId('alert-title')).toHaveText(/^Swapped USDC to \d+\.\d{3} LTK$/, {
      timeout: 30_000,
    })
    await expect(modal.view('Account')).toBeVisible()
    expect(await tokenBalance(rpcUrl, usdc, address)).toBe(parseUnits('90', 6))
    expect(await tokenBalance(rpcUrl, ltk, address)).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    // Deployed by that one operation, and no ETH of the visitor's spent (it has none).
    expect(await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])).not.toBe('0x')
    expect(BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest']))).toBe(0n)
  })

  test('an undeployed smart account signs in with an ERC-6492 signature the server accepts; once its first send deploys it, it signs in again (ERC-1271)', async ({
    page,
    stack,
  }) => {
    const { modal, rpcUrl, address } = await newVisitor(page, stack, 'siwx', '&siwx=server')
    const frame = walletFrame(page)
    /** Signs in from SIWXSignMessage, approved in the frame; answers the signature the server accepted. */
    const signIn = async () => {
      const sign = modal.view('SIWXSignMessage')
      await expect(sign).toBeVisible({ timeout: 15_000 })
      const stored = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/v1/siwx/sessions' && response.request().method() === 'POST',
      )
      await sign.getByTestId('siwx-sign').click()
      await expect(frame.getByTestId('approve-signer')).toHaveText(`Signed as your smart account ${address}`)
      await frame.getByTestId('approve').click()
      const response = await stored
      expect(response.status()).toBe(201)
      await expect(modal.state('siwxSession')).toHaveText(`eip155:31337:${address}`)
      return ((await response.json()) as { signature: Hex }).signature
    }

    // Not deployed: the signature carries the factory call (ERC-6492), and the server checked it without deploying.
    expect(await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])).toBe('0x')
    expect(isErc6492Signature(await signIn())).toBe(true)
    expect(await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])).toBe('0x')

    // The first send (the demo's 0.001 ETH) deploys the account in a sponsored UserOperation.
    await fundAddress(rpcUrl, address, { eth: '0.01' })
    await page.getByTestId('send-transaction').click()
    await expect(frame.getByTestId('approve-fee')).toHaveText('Sponsored')
    await frame.getByTestId('approve').click()
    await expect(modal.state('txHash')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 30_000 })
    expect(await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])).not.toBe('0x')

    // Without its session (the bearer token gone from the browser), the reload asks to sign in again: the
    // deployed Safe's own ERC-1271 signature, accepted by the server.
    await page.evaluate(
      (key) => localStorage.removeItem(key),
      `latch.siwx.latch-dev.eip155:31337:${address.toLowerCase()}`,
    )
    await page.reload()
    await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
    expect(isErc6492Signature(await signIn())).toBe(false)
  })

  test('with smartSessions, a permission granted once in the frame lets sends within it go without a prompt, across a reload; one beyond it is refused', async ({
    page,
    stack,
  }) => {
    const { modal, rpcUrl, address } = await newVisitor(page, stack, 'session', '&smartSessions=1')
    const frame = walletFrame(page)
    await fundAddress(rpcUrl, address, { eth: '0.01' })
    const recipient = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' // the demo's DEMO_RECIPIENT
    const balance = async () => BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [recipient, 'latest']))

    // Granted once, in the frame: up to 0.002 ETH for an hour, from the smart account.
    await page.getByTestId('grant-permission').click()
    await expect(modal.view('ApproveTransaction')).toBeVisible()
    await expect(frame.getByTestId('approve-allowance')).toHaveText('0.002 ETH')
    await expect(frame.getByTestId('approve-expiry')).toHaveText(/GMT$/)
    await frame.getByTestId('approve').click()
    await expect(modal.state('permissionContext')).toHaveText(/^0x[0-9a-f]{64}$/)

    // Two sends of 0.001 ETH within it, a reload of the page (and so of the frame) between them: no approval is
    // shown, each is one sponsored UserOperation.
    await sendUnderPermission(page, balance, parseEther('0.001'))
    await page.reload()
    await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
    await expect(modal.state('permissionContext')).toHaveText(/^0x[0-9a-f]{64}$/)
    await sendUnderPermission(page, balance, parseEther('0.001'))
    // The sends redeemed the account's delegation from the permission's session account: the account, deployed
    // by the first of them, never sent a UserOperation of its own, and the DelegationManager ran both transfers.
    expect(await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])).not.toBe('0x')
    expect(await userOperationsFrom(rpcUrl, address)).toBe(0)
    expect(await delegationEvents(rpcUrl, address, 'redeemed')).toBe(2)

    // A third would pass the allowance (what the first send spent was kept across the reload): refused, nothing
    // sent, nothing asked.
    await expectRefusedUnderPermission(page, balance, 'allowance')

    // Revoked in the frame without a prompt, on chain (the account disabled the delegation); the context no
    // longer sends anything.
    const context = await modal.state('permissionContext').textContent()
    expect(await delegationEvents(rpcUrl, address, 'disabled')).toBe(0)
    await page.getByTestId('revoke-permission').click()
    await expect(modal.state('permissionContext')).toHaveText('', { timeout: 30_000 })
    await expect(walletFrame(page).getByTestId('approve-request')).toBeHidden()
    expect(await delegationEvents(rpcUrl, address, 'disabled')).toBe(1)
    expect(await userOperationsFrom(rpcUrl, address)).toBe(1)
    await page.evaluate(
      (stored) => sessionStorage.setItem('latch-demo:permissionContext', String(stored)),
      context,
    )
    await page.reload()
    await expect(modal.state('isConnected')).toHaveText('true', { timeout: 15_000 })
    await expectRefusedUnderPermission(page, balance, 'never granted')
  })

  test('with smartSessions, a grant through a frame the page made invisible gives no permission', async ({
    page,
    stack,
  }) => {
    const { modal } = await newVisitor(page, stack, 'hidden-grant', '&smartSessions=1')
    const frame = walletFrame(page)
    // The page hides the frame, asks for a permission and lets the visitor click a decoy where Approve is.
    await setFrameOpacity(page, '0')
    await page.getByTestId('grant-permission').click()
    await expect(frame.getByTestId('approve-allowance')).toHaveText('0.002 ETH')
    await clickDecoyOverApprove(page)
    await expect(modal.state('permissionContext')).toHaveText('')
    await expect(frame.getByTestId('approve')).toHaveAttribute('aria-disabled', 'true')
    // Seen, then rejected: it leaves nothing behind to send with.
    await setFrameOpacity(page, '1')
    await frame.getByTestId('reject').click()
    await expect(modal.state('error')).toHaveText('User rejected the request.')
    await expect(modal.state('permissionContext')).toHaveText('')
  })

  test('with smartSessions, two tabs share one permission: what one spends, the other cannot spend again', async ({
    page,
    stack,
  }) => {
    const { modal, rpcUrl, address } = await newVisitor(page, stack, 'session-tabs', '&smartSessions=1')
    await fundAddress(rpcUrl, address, { eth: '0.01' })
    const recipient = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' // the demo's DEMO_RECIPIENT
    const balance = async () => BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [recipient, 'latest']))
    await page.getByTestId('grant-permission').click()
    await walletFrame(page).getByTestId('approve').click()
    await expect(modal.state('permissionContext')).toHaveText(/^0x[0-9a-f]{64}$/)
    const context = await modal.state('permissionContext').textContent()

    // A second tab of the site, with its own frame, sends under the same permission.
    const other = await page.context().newPage()
    await other.goto(page.url())
    await other.evaluate(
      (stored) => sessionStorage.setItem('latch-demo:permissionContext', String(stored)),
      context,
    )
    await other.reload()
    await expect(new ModalPage(other).state('isConnected')).toHaveText('true', { timeout: 15_000 })

    // 0.001 ETH from each tab spends the 0.002 ETH: a third send, from either, is refused.
    await sendUnderPermission(other, balance, parseEther('0.001'))
    await sendUnderPermission(page, balance, parseEther('0.001'))
    await expectRefusedUnderPermission(other, balance, 'allowance')
    await expectRefusedUnderPermission(page, balance, 'allowance')
  })

  test('with smartSessions, a permission revoked while the site is on another network is disabled on its own', async ({
    page,
    stack,
  }) => {
    const { modal, rpcUrl, address } = await newVisitor(
      page,
      stack,
      'session-network',
      '&smartSessions=1',
      '31337,31338',
    )
    await page.getByTestId('grant-permission').click()
    await walletFrame(page).getByTestId('approve').click()
    await expect(modal.state('permissionContext')).toHaveText(/^0x[0-9a-f]{64}$/)

    await page.getByTestId('switch-31338').click()
    await expect(modal.state('chainId')).toHaveText('31338')
    await page.getByTestId('revoke-permission').click()
    await expect(modal.state('permissionContext')).toHaveText('', { timeout: 30_000 })
    await expect(walletFrame(page).getByTestId('approve-request')).toBeHidden()
    // The account on 31337, where the permission was granted, disabled it there: the grant was its first
    // UserOperation, so it deployed the account too. Nothing happened on 31338.
    expect(await delegationEvents(rpcUrl, address, 'disabled')).toBe(1)
    expect(await userOperationsFrom(rpcUrl, address)).toBe(1)
    expect(await userOperationsFrom(chainOf(stack, 31338).rpcUrl, address)).toBe(0)
  })

  test('with smartSessions, an erc20-token-transfer permission lets transfers of its token within it go without a prompt; one beyond it is refused', async ({
    page,
    stack,
  }) => {
    const { modal, rpcUrl, address } = await newVisitor(
      page,
      stack,
      'session-token',
      `&smartSessions=1&permissionToken=${usdc}`,
    )
    const frame = walletFrame(page)
    await fundAddress(rpcUrl, address, { tokens: [{ token: usdc, amount: parseUnits('5', 6) }] })
    const recipient = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' // the demo's DEMO_RECIPIENT
    const balance = () => tokenBalance(rpcUrl, usdc, recipient)

    // The approval names the token as the chain does, and the limit in its decimals.
    await page.getByTestId('grant-permission').click()
    await expect(frame.getByTestId('approve-allowance')).toHaveText('2 USDC')
    await frame.getByTestId('approve').click()
    await expect(modal.state('permissionContext')).toHaveText(/^0x[0-9a-f]{64}$/)

    await sendUnderPermission(page, balance, parseUnits('1', 6))
    await sendUnderPermission(page, balance, parseUnits('1', 6))
    await expectRefusedUnderPermission(page, balance, 'allowance')
    expect(await tokenBalance(rpcUrl, usdc, address)).toBe(parseUnits('3', 6))
  })
})
