import { airdropNftAbi, airdropNftBytecode, devnetAccounts, devnetTokenAbi, toViemChain } from '@latch/devnet'
import { installTestWallet, type TestWallet } from '@latch/testing'
import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { createWalletClient, type Hex, http, parseEther, parseUnits, publicActions, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { chainOf, expect, fromDemo, type Stack, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { rpc, testWalletId } from '../wallets.js'

// Every test uses freshly generated accounts, so its history holds only what it made itself and the
// tests stay independent of one another and rerunnable on the shared chains.

type HistoryItem = { id: string; metadata: { minedAt: string; hash: string }; transfers: unknown[] }

/**
 * A viem wallet on chain 31337 for `privateKey` (a fresh one by default), funded with `eth` by
 * anvil_setBalance, which makes no transaction; without `eth` its balance is left as it is.
 */
async function freshWallet(
  stack: Stack,
  eth: string | undefined = '10',
  privateKey: Hex = generatePrivateKey(),
) {
  const chain = chainOf(stack, 31337)
  const account = privateKeyToAccount(privateKey)
  if (eth !== undefined)
    await rpc(chain.rpcUrl, 'anvil_setBalance', [account.address, toHex(parseEther(eth))])
  const client = createWalletClient({
    account,
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
  const mined = async (hash: Promise<Hex>) => {
    const receipt = await client.waitForTransactionReceipt({ hash: await hash })
    expect(receipt.status).toBe('success')
    return receipt.transactionHash
  }
  return { privateKey, address: account.address, client, mined }
}

/** The account's whole history on chain 31337 as the server serves it, once its indexer has `count` items. */
async function indexedHistory(stack: Stack, address: string, count: number): Promise<HistoryItem[]> {
  let items: HistoryItem[] = []
  await expect
    .poll(
      async () => {
        items = []
        let cursor: string | null = null
        do {
          const url = new URL(`${stack.server.url}/v1/account/${address}/history`)
          url.searchParams.set('projectId', 'latch-dev')
          url.searchParams.set('chainId', 'eip155:31337')
          url.searchParams.set('cache', 'false')
          if (cursor) url.searchParams.set('cursor', cursor)
          const page = (await (await fetch(url, { headers: fromDemo(stack) })).json()) as {
            data: HistoryItem[]
            next: string | null
          }
          items.push(...page.data)
          cursor = page.next
        } while (cursor)
        return items.length
      },
      { timeout: 20_000, intervals: [200] },
    )
    .toBe(count)
  return items
}

/** The injected test wallet with `privateKey`, connected in the demo, with the Account view open. */
async function connectAndOpenAccount(
  page: Page,
  stack: Stack,
  privateKey: Hex,
  flags = '',
): Promise<TestWallet> {
  const wallet = await installTestWallet(page, {
    privateKey,
    chains: stack.devnet.chains.map((chain) => ({
      id: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: chain.name,
    })),
    chainId: 31337,
  })
  const modal = new ModalPage(page)
  await page.goto(`${stack.demo.url}${flags}`)
  await modal.connect(testWalletId)
  await expect(modal.state('status')).toHaveText('connected')
  await expect(modal.state('address')).toHaveText(wallet.address)
  await modal.accountButton.click()
  await expect(modal.view('Account')).toBeVisible()
  return wallet
}

/** The group heading the Activity view must show for a time: the month, plus the year when not this year. */
function monthHeading(iso: string): string {
  const date = new Date(iso)
  const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(date)
  return date.getFullYear() === new Date().getFullYear() ? month : `${month} ${date.getFullYear()}`
}

test.describe('Receive', () => {
  test('shows a QR code that decodes to the address, copies it, and lists the networks', async ({
    page,
    context,
    stack,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.demo.url })
    const { privateKey } = await freshWallet(stack)
    const wallet = await connectAndOpenAccount(page, stack, privateKey)
    const modal = new ModalPage(page)

    await modal.view('Account').getByTestId('account-receive').click()
    const receive = modal.view('Receive')
    await expect(receive).toBeVisible()
    await expect(page.locator('#latch-title')).toHaveText('Receive')
    await expect(receive.getByTestId('receive-address')).toHaveText(wallet.address)

    // Decode what is painted, as a phone camera would: a screenshot of the code, read by a QR decoder.
    const qr = receive.getByTestId('receive-qr')
    await expect(qr).toBeVisible()
    const png = PNG.sync.read(await qr.screenshot())
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    expect(decoded?.data).toBe(wallet.address)

    for (const chain of stack.devnet.chains)
      await expect(receive.getByTestId(`receive-network-eip155:${chain.chainId}`)).toHaveText(chain.name)

    await receive.getByTestId('receive-copy').click()
    await expect(page.getByTestId('alert-title')).toHaveText('Address copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)

    await page.getByTestId('modal-back').click()
    await expect(modal.view('Account')).toBeVisible()
  })
})

test.describe('Activity', () => {
  test('shows native and ERC-20 transfers made on chain under their month heading', async ({
    page,
    stack,
  }) => {
    const chain = chainOf(stack, 31337)
    const funder = await freshWallet(stack)
    const owner = await freshWallet(stack, '0')
    // USDC for the funder: minted by its minter, the devnet deployer (an anvil account).
    const minter = await freshWallet(stack, undefined, devnetAccounts[0]?.privateKey)
    await minter.mined(
      minter.client.writeContract({
        address: chain.contracts.usdc,
        abi: devnetTokenAbi,
        functionName: 'mint',
        args: [funder.address, parseUnits('100', 6)],
      }),
    )
    await funder.mined(funder.client.sendTransaction({ to: owner.address, value: parseEther('1.5') }))
    await funder.mined(
      funder.client.writeContract({
        address: chain.contracts.usdc,
        abi: devnetTokenAbi,
        functionName: 'transfer',
        args: [owner.address, parseUnits('12.345678', 6)],
      }),
    )
    const sent = await owner.mined(
      owner.client.sendTransaction({ to: funder.address, value: parseEther('0.25') }),
    )
    const history = await indexedHistory(stack, owner.address, 3)

    await connectAndOpenAccount(page, stack, owner.privateKey)
    const modal = new ModalPage(page)
    await modal.view('Account').getByTestId('account-activity').click()
    const activity = modal.view('Activity')
    await expect(activity).toBeVisible()
    await expect(page.locator('#latch-title')).toHaveText('Activity')

    const items = activity.getByTestId('activity-item')
    await expect(items).toHaveCount(3)
    // Newest first, quantities with 3 decimals.
    await expect(items.getByTestId('activity-item-description')).toHaveText([
      '-0.250 ETH',
      '+12.345 USDC',
      '+1.500 ETH',
    ])
    await expect(items.locator('.name')).toHaveText(['Sent', 'Received', 'Received'])
    await expect(items.first()).toHaveAttribute('data-hash', sent)
    const headings = [...new Set(history.map((item) => monthHeading(item.metadata.minedAt)))]
    await expect(activity.getByTestId('activity-group-title')).toHaveText(headings)
    await expect(activity.getByTestId('activity-load-more')).toHaveCount(0)
  })

  test('a transfer mined in an earlier year is grouped under its month and year', async ({ page, stack }) => {
    const chain = chainOf(stack, 31337)
    const funder = await freshWallet(stack)
    const owner = await freshWallet(stack)
    // The worker's chain alone runs this test: its clock goes back to March 15 of last year for one block,
    // a real transfer is mined then, and the clock comes back before anything else is mined.
    const year = new Date().getFullYear() - 1
    const latest = await rpc<{ timestamp: Hex }>(chain.rpcUrl, 'eth_getBlockByNumber', ['latest', false])
    const resume = Math.max(Math.floor(Date.now() / 1000), Number(latest.timestamp) + 1)
    try {
      await rpc(chain.rpcUrl, 'anvil_setTime', [Date.UTC(year, 2, 15, 12) / 1000])
      await funder.mined(funder.client.sendTransaction({ to: owner.address, value: parseEther('2') }))
    } finally {
      await rpc(chain.rpcUrl, 'anvil_setTime', [resume])
    }
    await owner.mined(owner.client.sendTransaction({ to: funder.address, value: parseEther('0.5') }))
    const history = await indexedHistory(stack, owner.address, 2)
    expect(new Date(history[1]?.metadata.minedAt ?? '').getUTCFullYear()).toBe(year)

    await connectAndOpenAccount(page, stack, owner.privateKey)
    const modal = new ModalPage(page)
    await modal.view('Account').getByTestId('account-activity').click()
    const activity = modal.view('Activity')
    const thisMonth = new Intl.DateTimeFormat('en', { month: 'long' }).format(new Date())
    await expect(activity.getByTestId('activity-group-title')).toHaveText([thisMonth, `March ${year}`])
    await expect(activity.getByTestId('activity-group').nth(1).getByTestId('activity-item')).toHaveText(
      /Received.*\+2\.000 ETH/,
    )
  })

  test('an NFT airdrop to many accounts is spam: the server flags it and Activity hides it', async ({
    page,
    stack,
  }) => {
    const spammer = await freshWallet(stack)
    const funder = await freshWallet(stack)
    const owner = await freshWallet(stack)
    const deployed = await spammer.client.waitForTransactionReceipt({
      hash: await spammer.client.deployContract({
        abi: airdropNftAbi,
        bytecode: airdropNftBytecode,
        args: ['Claim Your Reward', 'CLAIM'],
      }),
    })
    const collection = deployed.contractAddress as Hex
    // One mint to the owner and eleven other accounts in one transaction: the indexer's airdrop rule.
    const recipients = [
      owner.address,
      ...Array.from({ length: 11 }, () => privateKeyToAccount(generatePrivateKey()).address),
    ]
    const airdrop = await spammer.mined(
      spammer.client.writeContract({
        address: collection,
        abi: airdropNftAbi,
        functionName: 'airdrop',
        args: [recipients],
      }),
    )
    const received = await funder.mined(
      funder.client.sendTransaction({ to: owner.address, value: parseEther('0.75') }),
    )
    const history = await indexedHistory(stack, owner.address, 2)
    // The server serves the airdrop, flagged: hiding it is the widget's doing.
    expect(history.find((item) => item.metadata.hash === airdrop)?.transfers).toMatchObject([
      { nft_info: { flags: { is_spam: true } } },
    ])

    await connectAndOpenAccount(page, stack, owner.privateKey)
    const modal = new ModalPage(page)
    await modal.view('Account').getByTestId('account-activity').click()
    const items = modal.view('Activity').getByTestId('activity-item')
    await expect(items).toHaveCount(1)
    await expect(items.first()).toHaveAttribute('data-hash', received)
    await expect(items.getByTestId('activity-item-description')).toHaveText(['+0.750 ETH'])
  })

  test('pages through more than one page of real transfers with a visible loading state', async ({
    page,
    stack,
  }) => {
    const funder = await freshWallet(stack)
    const owner = await freshWallet(stack, '0')
    // More than the server's page of 20.
    const total = 22
    for (let i = 1; i <= total; i++)
      await funder.mined(
        funder.client.sendTransaction({ to: owner.address, value: parseEther('0.001') * BigInt(i) }),
      )
    const history = await indexedHistory(stack, owner.address, total)

    await connectAndOpenAccount(page, stack, owner.privateKey)
    const modal = new ModalPage(page)
    // Hold the second page briefly, so its loading state can be seen.
    let releaseNextPage: () => void = () => {}
    const nextPageHeld = new Promise<void>((resolve) => {
      releaseNextPage = resolve
    })
    await page.route(/\/v1\/account\/[^/]+\/history\?.*cursor=/, async (route) => {
      await nextPageHeld
      await route.continue()
    })

    await modal.view('Account').getByTestId('account-activity').click()
    const activity = modal.view('Activity')
    const items = activity.getByTestId('activity-item')
    await expect(items).toHaveCount(20)
    await expect(items.first().getByTestId('activity-item-description')).toHaveText('+0.022 ETH')
    const more = activity.getByTestId('activity-load-more')
    await expect(more).toHaveText('Load more')

    await more.click()
    await expect(more).toHaveAttribute('aria-busy', 'true')
    await expect(more).toHaveText('Loading…')
    await expect(more).toBeDisabled()
    releaseNextPage()

    await expect(items).toHaveCount(total)
    await expect(more).toHaveCount(0)
    await expect(items.last().getByTestId('activity-item-description')).toHaveText('+0.001 ETH')
    const hashes = await items.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-hash')))
    expect(hashes).toEqual(history.map((item) => item.metadata.hash))
  })

  test('shows the empty state for an account without history', async ({ page, stack }) => {
    const { privateKey } = await freshWallet(stack)
    await connectAndOpenAccount(page, stack, privateKey)
    const modal = new ModalPage(page)
    await modal.view('Account').getByTestId('account-activity').click()
    const activity = modal.view('Activity')
    await expect(activity.getByTestId('activity-empty')).toContainText('No activity yet')
    await expect(activity.getByTestId('activity-item')).toHaveCount(0)
    await expect(activity.getByTestId('activity-load-more')).toHaveCount(0)
  })

  test("shows 'Failed to fetch transactions' when the history request fails", async ({ page, stack }) => {
    const funder = await freshWallet(stack)
    const owner = await freshWallet(stack, '0')
    await funder.mined(funder.client.sendTransaction({ to: owner.address, value: parseEther('1') }))
    await indexedHistory(stack, owner.address, 1)
    await connectAndOpenAccount(page, stack, owner.privateKey)
    const modal = new ModalPage(page)

    // Only the history request fails; the server and the chains keep serving everything else.
    await page.route(/\/v1\/account\/[^/]+\/history\?/, (route) => route.abort('connectionrefused'))
    await modal.view('Account').getByTestId('account-activity').click()
    const activity = modal.view('Activity')
    await expect(page.getByTestId('alert-title')).toHaveText('Failed to fetch transactions')
    await expect(activity.getByTestId('activity-empty')).toBeVisible()
    await expect(activity.getByTestId('activity-item')).toHaveCount(0)
    await expect(activity.getByTestId('activity-load-more')).toHaveCount(0)

    // Once the server answers again, reopening the view loads the real transfer.
    await page.unroute(/\/v1\/account\/[^/]+\/history\?/)
    await page.getByTestId('modal-back').click()
    await modal.view('Account').getByTestId('account-activity').click()
    await expect(activity.getByTestId('activity-item-description')).toHaveText(['+1.000 ETH'])
  })
})

test.describe('Receive and Activity options', () => {
  test('the receive and history feature flags hide their Account actions: shown without them', async ({
    page,
    stack,
  }) => {
    const { privateKey } = await freshWallet(stack)
    await connectAndOpenAccount(page, stack, privateKey)
    const account = new ModalPage(page).view('Account')
    await expect(account.getByTestId('account-receive')).toBeVisible()
    await expect(account.getByTestId('account-activity')).toBeVisible()

    // The same account and page with the flags: the rows render with Disconnect, from the same state, or never.
    await page.goto(`${stack.demo.url}?receive=0&history=0`)
    const modal = new ModalPage(page)
    await expect(modal.state('status')).toHaveText('connected')
    await modal.accountButton.click()
    await expect(account.getByTestId('account-disconnect')).toBeVisible()
    await expect(account.getByTestId('account-receive')).toHaveCount(0)
    await expect(account.getByTestId('account-activity')).toHaveCount(0)
  })

  test('speaks German, month headings included', async ({ page, stack }) => {
    const funder = await freshWallet(stack)
    const owner = await freshWallet(stack, '0')
    await funder.mined(funder.client.sendTransaction({ to: owner.address, value: parseEther('2') }))
    const [item] = await indexedHistory(stack, owner.address, 1)
    await connectAndOpenAccount(page, stack, owner.privateKey, '?locale=de')
    const modal = new ModalPage(page)
    await expect(modal.view('Account').getByTestId('account-receive')).toHaveText('Empfangen')
    await modal.view('Account').getByTestId('account-activity').click()
    await expect(page.locator('#latch-title')).toHaveText('Aktivität')
    const activity = modal.view('Activity')
    await expect(activity.getByTestId('activity-item').locator('.name')).toHaveText(['Empfangen'])
    const minedAt = new Date(item?.metadata.minedAt ?? '')
    const month = new Intl.DateTimeFormat('de', { month: 'long' }).format(minedAt)
    await expect(activity.getByTestId('activity-group-title')).toHaveText(
      minedAt.getFullYear() === new Date().getFullYear() ? month : `${month} ${minedAt.getFullYear()}`,
    )
  })

  test('with polling on, an open Activity view shows a transfer mined after it opened', async ({
    page,
    stack,
  }) => {
    const funder = await freshWallet(stack)
    const owner = await freshWallet(stack, '0')
    await connectAndOpenAccount(page, stack, owner.privateKey, '?pendingPolling=500')
    const modal = new ModalPage(page)
    await modal.view('Account').getByTestId('account-activity').click()
    const activity = modal.view('Activity')
    await expect(activity.getByTestId('activity-empty')).toBeVisible()
    await funder.mined(funder.client.sendTransaction({ to: owner.address, value: parseEther('0.5') }))
    await expect(activity.getByTestId('activity-item-description')).toHaveText(['+0.500 ETH'], {
      timeout: 15_000,
    })
  })
})
