import { type Hex, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { chainOf, expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { deploySafe, installSafeHost, type SafeHostServer, startSafeHostServer } from '../safeHost.js'
import { rpc } from '../wallets.js'

// The demo opened as a Safe app: inside a Safe{Wallet} stand-in that embeds it and answers the Safe Apps protocol,
// it connects as the Safe by itself and its sends are Safe transactions the owner executes on chain.

const balanceOf = async (rpcUrl: string, address: string) =>
  BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest']))

/** The Safe app's chunk (the SDKs' loader): a page that is not in a Safe never asks for it. */
const isSafeChunk = (url: string) => /\/findSafeHost[-.]/.test(new URL(url).pathname)

test.describe('the Safe connector', () => {
  let server: SafeHostServer
  test.beforeAll(async () => {
    server = await startSafeHostServer()
  })
  test.afterAll(async () => {
    await server.stop()
  })

  test('inside a Safe the app connects as the Safe, shows its balance, and sends ETH as a Safe transaction', async ({
    page,
    stack,
  }, testInfo) => {
    const chain = chainOf(stack, 31337)
    const safe = await deploySafe(chain)
    await rpc(chain.rpcUrl, 'anvil_setBalance', [safe.address, toHex(parseEther('5'))])
    const host = await installSafeHost(page, chain, safe)
    const app = `${stack.demo.url}/?networks=31337`
    await page.goto(`${server.url}/?app=${encodeURIComponent(app)}&safe=${safe.address}`)
    const frame = page.frameLocator('#safe-app')
    const state = (field: string) => frame.getByTestId(`state-${field}`)

    // Connected without a click, as the Safe.
    await expect(state('status')).toHaveText('connected', { timeout: 15_000 })
    await expect(state('address')).toHaveText(safe.address)
    await expect(state('walletName')).toHaveText('Safe')
    expect(host.requests[0]?.method).toBe('getSafeInfo')

    await frame.getByTestId('account-button').click()
    await expect(frame.getByTestId('view-Account')).toBeVisible()
    await expect(frame.getByTestId('account-balance')).toHaveText('5.00 ETH')
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport)
      await expect(frame.getByTestId('account-balance')).toBeInViewport()
      await page.screenshot({ path: testInfo.outputPath(`safe-account-${name}.png`) })
    }

    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await frame.getByTestId('account-send').click()
    const send = frame.getByTestId('view-WalletSend')
    await expect(send.getByTestId('send-available')).toHaveText('5.00 ETH available')
    await send.getByTestId('send-amount').fill('1.25')
    await send.getByTestId('send-receiver').fill(receiver)
    await send.getByTestId('send-submit').click()
    await expect(frame.getByTestId('alert-title')).toHaveText('Transaction started')

    // The host received the Safe transaction in the protocol's own shape, and its owner executed it.
    const sent = host.requests.find((request) => request.method === 'sendTransactions')
    expect(sent?.params).toMatchObject({
      txs: [{ to: receiver, value: toHex(parseEther('1.25')), data: '0x' }],
    })
    expect(host.executed.size).toBe(1)
    const [safeTxHash, txHash] = [...host.executed][0] ?? []
    if (!txHash) throw new Error('the host executed no Safe transaction')
    const receipt = await rpc<{ status: Hex; to: string }>(chain.rpcUrl, 'eth_getTransactionReceipt', [
      txHash,
    ])
    expect(receipt).toMatchObject({ status: '0x1', to: safe.address.toLowerCase() })
    expect(safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)

    // On chain: the Safe paid the receiver; the gas was the owner's, so the Safe holds exactly the rest.
    expect(await balanceOf(chain.rpcUrl, receiver)).toBe(parseEther('1.25'))
    expect(await balanceOf(chain.rpcUrl, safe.address)).toBe(parseEther('3.75'))

    // The widget follows the Safe transaction through the Safe (the chain never sees its hash): the Account
    // balance follows, and Activity shows the send confirmed.
    await expect(frame.getByTestId('account-balance')).toHaveText('3.75 ETH')
    await frame.getByTestId('account-activity').click()
    const newest = frame.getByTestId('view-Activity').getByTestId('activity-item').first()
    await expect(newest).toHaveAttribute('data-status', 'confirmed')
    await expect(newest.getByTestId('activity-item-description')).toHaveText('-1.250 ETH')
    await frame.getByTestId('modal-back').click()

    // Disconnected, the Safe is offered first in the wallet list, and choosing it connects it again.
    await page.keyboard.press('Escape')
    await expect(state('modalOpen')).toHaveText('false')
    await frame.getByTestId('demo-disconnect').click()
    await expect(state('status')).toHaveText('disconnected')
    await frame.getByTestId('connect-button').click()
    const options = frame.getByTestId('view-Connect').locator('[data-testid^="wallet-option-"]')
    await expect(options.first()).toHaveAttribute('data-testid', 'wallet-option-safe')
    await expect(options.first()).toContainText('Safe')
    await page.screenshot({ path: testInfo.outputPath('safe-connect-mobile.png') })
    await options.first().click()
    await expect(state('status')).toHaveText('connected')
    await expect(state('address')).toHaveText(safe.address)

    // Opened again, the app is the Safe again: the stored session is restored, or the Safe connects anew.
    await page.reload()
    await expect(state('status')).toHaveText('connected', { timeout: 15_000 })
    await expect(state('address')).toHaveText(safe.address)
  })

  test('a page that is not in a Safe lists no Safe and loads none of its code', async ({ page, stack }) => {
    const chunks: string[] = []
    page.on('request', (request) => {
      if (isSafeChunk(request.url())) chunks.push(request.url())
    })
    const modal = new ModalPage(page)
    await page.goto(`${stack.demo.url}/?networks=31337`)
    await modal.open()
    await expect(modal.view('Connect').locator('[data-testid^="wallet-option-"]').first()).toBeVisible()
    await expect(modal.wallet('safe')).toHaveCount(0)
    expect(chunks).toEqual([])
  })

  test('a frame whose parent is not a Safe asks once, lists no Safe and stays disconnected', async ({
    page,
    stack,
  }) => {
    // The same host page, but nothing answers the app: its parent is any site that frames it.
    const asked: unknown[] = []
    await page.exposeBinding('latchSafeHost', (_source, request: unknown) => {
      asked.push(request)
      return undefined
    })
    const app = `${stack.demo.url}/?networks=31337`
    await page.goto(`${server.url}/?app=${encodeURIComponent(app)}`)
    await expect.poll(() => asked.length).toBe(1)
    expect(asked[0]).toMatchObject({ method: 'getSafeInfo' })
    const frame = page.frameLocator('#safe-app')
    await frame.getByTestId('connect-button').click()
    await expect(
      frame.getByTestId('view-Connect').locator('[data-testid^="wallet-option-"]').first(),
    ).toBeVisible()
    await expect(frame.getByTestId('wallet-option-safe')).toHaveCount(0)
    await expect(frame.getByTestId('state-status')).toHaveText('disconnected')
  })
})
