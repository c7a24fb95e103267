import { DEFAULT_DEMO_CSP, type DemoConfig, serveDemo } from '@latch/demo/serve'
import { type PolkadotChain, startPolkadotChain } from '@latch/devnet'
import { anvilAccounts } from '@latch/testing'
import { createWalletConnectTestWallet } from '@latch/testing/walletconnect'
import {
  installPolkadotTestWallet,
  type PolkadotTestWallet,
  walletConnectPolkadotSide,
} from '@latch/testing-polkadot'
import type { Page } from '@playwright/test'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ApiOptions } from '@polkadot/api/types'
import { Keyring } from '@polkadot/keyring'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { shown } from '../amounts.js'
import { expect, test, walletConnectProjectId } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { openQr, prepareWalletConnectPage } from '../walletConnect.js'

const walletName = 'latch-polkadot'
const message = 'Hello from Latch Lab'

/** One Polkadot chain, one client of it and one demo configured with it, for the whole file. */
let chain: PolkadotChain
let api: ApiPromise
let demo: { url: string; stop(): Promise<void> } | undefined
test.beforeAll(async ({ stack }) => {
  chain = await startPolkadotChain()
  // WsProvider's optional fields are typed without exactOptionalPropertyTypes; it is the provider ApiPromise takes.
  const provider = new WsProvider(chain.wsUrl) as unknown as NonNullable<ApiOptions['provider']>
  api = await ApiPromise.create({ provider, noInitWarn: true })
  const config: DemoConfig = {
    ...stack.config,
    polkadotNetworks: [
      {
        genesisHash: chain.genesisHash,
        name: 'Polkadot Local',
        wsUrl: chain.wsUrl,
        symbol: chain.symbol,
        decimals: chain.decimals,
      },
    ],
  }
  // Polkadot's cryptography (@polkadot/wasm-crypto: hashing, sr25519) is WebAssembly: a page with Polkadot
  // allows compiling it, and still no eval of JavaScript.
  const csp = DEFAULT_DEMO_CSP.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'")
  demo = await serveDemo({ port: 0, config, csp })
})
test.afterAll(async () => {
  await demo?.stop()
  await api?.disconnect()
  await chain?.stop()
})

/** The free balance of an address, in planck, as the chain holds it. */
const freeOf = async (address: string) => (await api.query.system.account(address)).data.free.toBigInt()

function accountOf(index: number) {
  const account = chain.accounts[index]
  if (!account) throw new Error(`the devnet has no Polkadot account ${index}`)
  return account
}

/** The Polkadot test wallet with a devnet key, connected on the local chain; Account open. */
async function connectPolkadot(page: Page, index: number): Promise<[ModalPage, PolkadotTestWallet]> {
  const wallet = await installPolkadotTestWallet(page, {
    uri: accountOf(index).uri,
    wsUrl: chain.wsUrl,
    ss58Format: chain.ss58Format,
  })
  const modal = new ModalPage(page)
  await page.goto(`${demo?.url}/?networks=${chain.caipNetworkId}`)
  await modal.connect(walletName)
  await expect(modal.state('status')).toHaveText('connected')
  await expect(modal.state('caipNetworkId')).toHaveText(chain.caipNetworkId)
  await expect(modal.state('address')).toHaveText(wallet.address)
  await modal.accountButton.click()
  await expect(modal.view('Account')).toBeVisible()
  return [modal, wallet]
}

/** Fills Send from Account with `amount` of the chain's coin to `receiver` and submits it. */
async function submitSend(modal: ModalPage, amount: string, receiver: string) {
  await modal.view('Account').getByTestId('account-send').click()
  const send = modal.view('WalletSend')
  await expect(send.getByTestId('send-token')).toContainText(chain.symbol)
  await send.getByTestId('send-amount').fill(amount)
  await send.getByTestId('send-receiver').fill(receiver)
  await send.getByTestId('send-submit').click()
}

/** The signature the demo shows for its message, checked for `address` and against another text. */
async function expectVerifiedSignature(page: Page, address: string) {
  const shownSignature = page.getByTestId('state-signature')
  await expect(shownSignature).not.toHaveText('')
  const signature = (await shownSignature.textContent()) ?? ''
  await cryptoWaitReady()
  expect(signatureVerify(u8aWrapBytes(message), signature, address).isValid).toBe(true)
  expect(signatureVerify(u8aWrapBytes('other'), signature, address).isValid).toBe(false)
  return signature
}

test.describe('Polkadot', () => {
  test.afterEach(async ({ page }) => {
    await page.close()
  })

  test('connects the first account; Account shows the chain’s balance; a transfer through Send moves it on chain; a reload reconnects', async ({
    page,
  }) => {
    const sender = accountOf(1)
    const receiver = accountOf(2)
    const [modal, wallet] = await connectPolkadot(page, 1)
    expect(wallet.address).toBe(sender.address)
    expect(wallet.requests.map((r) => [r.method, r.outcome])).toEqual([['polkadot:enable', 'approved']])
    const held = await freeOf(sender.address)
    const receiverHeld = await freeOf(receiver.address)
    const account = modal.view('Account')
    await expect(account.getByTestId('account-address')).toHaveAttribute('title', sender.address)
    await expect(account.getByTestId('account-network')).toContainText('Polkadot Local')
    const loaded = Date.now()
    // The first read loads @polkadot/api and decodes the node's metadata.
    await expect(account.getByTestId('account-balance')).toHaveText(
      `${shown(held, chain.decimals, 3)} ${chain.symbol}`,
      { timeout: 60_000 },
    )
    console.log(`polkadot: ${Date.now() - loaded} ms from Account open to the balance shown`)

    await account.getByTestId('account-send').click()
    const send = modal.view('WalletSend')
    await expect(send.getByTestId('send-token')).toContainText(chain.symbol)
    await send.getByTestId('send-amount').fill('2.5')
    // An EVM address is no Polkadot receiver.
    await send.getByTestId('send-receiver').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await expect(send.getByTestId('send-submit')).toBeDisabled()
    await send.getByTestId('send-receiver').fill(receiver.address)
    await expect(send.getByTestId('send-submit')).toHaveText('Send')
    const signed = wallet.waitForRequest('polkadot:signPayload', { timeout: 60_000 })
    const clicked = Date.now()
    await send.getByTestId('send-submit').click()
    expect((await signed).outcome).toBe('approved')
    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    const amount = 2_500_000_000_000n
    await expect.poll(() => freeOf(receiver.address)).toBe(receiverHeld + amount)
    const left = await freeOf(sender.address)
    const fee = held - amount - left
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThan(amount / 100n)
    await expect(account.getByTestId('account-balance')).toHaveText(
      `${shown(left, chain.decimals, 3)} ${chain.symbol}`,
      { timeout: 30_000 },
    )
    console.log(
      `polkadot send: ${Date.now() - clicked} ms from the send click to the widget showing the new balance`,
    )

    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(sender.address)
    await expect(modal.state('caipNetworkId')).toHaveText(chain.caipNetworkId)
    // The extension remembered the site: the reload asked nothing.
    expect(wallet.requests.filter((r) => r.method === 'polkadot:enable')).toHaveLength(1)
    await modal.accountButton.click()
    await expect(modal.view('Account').getByTestId('account-balance')).toHaveText(
      `${shown(left, chain.decimals, 3)} ${chain.symbol}`,
    )
  })

  test('a declined send changes nothing', async ({ page }) => {
    const sender = accountOf(3)
    const receiver = accountOf(4)
    const [modal, wallet] = await connectPolkadot(page, 3)
    const held = await freeOf(sender.address)
    const receiverHeld = await freeOf(receiver.address)
    const nonce = (await api.query.system.account(sender.address)).nonce.toNumber()
    wallet.on('polkadot:signPayload', 'reject')
    const declined = wallet.waitForRequest('polkadot:signPayload', { timeout: 60_000 })
    await submitSend(modal, '1', receiver.address)
    expect((await declined).outcome).toBe('rejected')
    await expect(page.getByTestId('alert-title')).toHaveText('Something went wrong')
    await expect(modal.view('Account')).toBeVisible()
    expect(await freeOf(sender.address)).toBe(held)
    expect(await freeOf(receiver.address)).toBe(receiverHeld)
    expect((await api.query.system.account(sender.address)).nonce.toNumber()).toBe(nonce)
  })

  test('Receive shows the address; a signed message verifies for it and for no other text or key; a declined one leaves none', async ({
    page,
  }) => {
    const [modal, wallet] = await connectPolkadot(page, 5)
    await modal.view('Account').getByTestId('account-receive').click()
    const receive = modal.view('Receive')
    await expect(receive.getByTestId('receive-address')).toHaveText(wallet.address)
    const png = PNG.sync.read(await receive.getByTestId('receive-qr').screenshot())
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(wallet.address)
    await modal.page.keyboard.press('Escape')
    await expect(modal.dialog).toHaveCount(0)

    const asked = wallet.waitForRequest('polkadot:signRaw')
    await page.getByTestId('sign-message').click()
    expect((await asked).outcome).toBe('approved')
    await expect(modal.state('error')).toHaveText('')
    const signature = await expectVerifiedSignature(page, wallet.address)
    const other = new Keyring({ type: 'sr25519', ss58Format: chain.ss58Format }).addFromUri(accountOf(6).uri)
    expect(signatureVerify(u8aWrapBytes(message), signature, other.address).isValid).toBe(false)

    wallet.on('polkadot:signRaw', 'reject')
    const declined = wallet.waitForRequest('polkadot:signRaw')
    await page.getByTestId('sign-message').click()
    expect((await declined).outcome).toBe('rejected')
    await expect(modal.state('error')).not.toHaveText('')
    await expect(page.getByTestId('state-signature')).toHaveText('')
  })

  test('an extension with two accounts: Account offers both, the chosen one’s balance, signatures and sends follow it, and a reload keeps it', async ({
    page,
  }) => {
    const first = accountOf(9)
    const second = accountOf(0)
    const receiver = accountOf(2)
    const wallet = await installPolkadotTestWallet(page, {
      uri: first.uri,
      wsUrl: chain.wsUrl,
      ss58Format: chain.ss58Format,
      moreAccounts: [{ uri: second.uri, name: 'Savings' }],
    })
    expect(wallet.addresses).toEqual([first.address, second.address])
    const modal = new ModalPage(page)
    await page.goto(`${demo?.url}/?networks=${chain.caipNetworkId}`)
    await modal.connect(walletName)
    // The extension's first account is the default.
    await expect(modal.state('address')).toHaveText(first.address)
    await modal.accountButton.click()
    const account = modal.view('Account')
    const firstTab = account.getByTestId(`account-option-${first.address}`)
    const secondTab = account.getByTestId(`account-option-${second.address}`)
    await expect(firstTab).toHaveAttribute('aria-selected', 'true')
    await expect(firstTab).toHaveText('Latch Polkadot Account')
    await expect(secondTab).toHaveText('Savings')
    await expect(account.getByTestId('account-balance')).toHaveText(
      `${shown(await freeOf(first.address), chain.decimals, 3)} ${chain.symbol}`,
      { timeout: 60_000 },
    )

    await secondTab.click()
    await expect(secondTab).toHaveAttribute('aria-selected', 'true')
    await expect(modal.state('address')).toHaveText(second.address)
    await expect(account.getByTestId('account-address')).toHaveAttribute('title', second.address)
    const held = await freeOf(second.address)
    await expect(account.getByTestId('account-balance')).toHaveText(
      `${shown(held, chain.decimals, 3)} ${chain.symbol}`,
    )

    // A send goes from the chosen account.
    const firstHeld = await freeOf(first.address)
    const receiverHeld = await freeOf(receiver.address)
    const signed = wallet.waitForRequest('polkadot:signPayload', { timeout: 60_000 })
    await submitSend(modal, '1.5', receiver.address)
    expect(((await signed).params as { address: string }).address).toBe(second.address)
    const amount = 1_500_000_000_000n
    await expect.poll(() => freeOf(receiver.address), { timeout: 30_000 }).toBe(receiverHeld + amount)
    const after = await freeOf(second.address)
    expect(after).toBeLessThan(held - amount)
    expect(await freeOf(first.address)).toBe(firstHeld)
    await modal.page.keyboard.press('Escape')
    await expect(modal.dialog).toHaveCount(0)

    // So does a signature, and a reload keeps the choice.
    await page.getByTestId('sign-message').click()
    await expectVerifiedSignature(page, second.address)
    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(second.address)
    await modal.accountButton.click()
    await expect(modal.view('Account').getByTestId(`account-option-${second.address}`)).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(modal.view('Account').getByTestId('account-balance')).toHaveText(
      `${shown(after, chain.decimals, 3)} ${chain.symbol}`,
      { timeout: 60_000 },
    )
  })
})

// The page stays open until the offline check has read the responses of WalletConnect's Verify frames.
test.describe('Polkadot over WalletConnect', () => {
  test('one session carries eip155 and Polkadot: the account shows the chain’s balance, signs a message that verifies, sends through Send, a declined send changes nothing, and a reload reconnects', async ({
    page,
    stack,
  }) => {
    const sender = accountOf(7)
    const receiver = accountOf(8)
    const wallet = await createWalletConnectTestWallet({
      relayUrl: stack.relay.url,
      projectId: walletConnectProjectId,
      privateKey: anvilAccounts[6].privateKey,
      chains: stack.devnet.chains.map((c) => ({ id: c.chainId, rpcUrl: c.rpcUrl, name: c.name })),
      sides: [
        await walletConnectPolkadotSide({
          uri: sender.uri,
          wsUrl: chain.wsUrl,
          ss58Format: chain.ss58Format,
          caipNetworkId: chain.caipNetworkId,
        }),
      ],
    })
    try {
      await prepareWalletConnectPage(page)
      const modal = new ModalPage(page)
      await page.goto(`${demo?.url}/?networks=31337,${chain.caipNetworkId}`)
      const proposal = await wallet.pair(await openQr(modal))
      expect(proposal.outcome).toBe('approved')
      // The proposal asks for the configured Polkadot network with WalletConnect's Polkadot methods.
      const asked = proposal.params as {
        optionalNamespaces: Record<string, { chains: string[]; methods: string[] }>
      }
      expect(asked.optionalNamespaces.polkadot?.chains).toEqual([chain.caipNetworkId])
      expect(asked.optionalNamespaces.polkadot?.methods).toEqual([
        'polkadot_signTransaction',
        'polkadot_signMessage',
      ])
      await expect(modal.state('status')).toHaveText('connected')
      await expect(modal.state('address')).toHaveText(wallet.address)

      await modal.dialog.waitFor({ state: 'detached' })
      await modal.networkButton.click()
      await modal.view('Networks').getByTestId(`network-option-${chain.caipNetworkId}`).click()
      await expect(modal.state('caipNetworkId')).toHaveText(chain.caipNetworkId)
      expect(wallet.addressOn('polkadot')).toBe(sender.address)
      await expect(modal.state('address')).toHaveText(sender.address)
      await modal.dialog.waitFor({ state: 'detached' })

      const signing = wallet.waitForRequest('polkadot_signMessage')
      await page.getByTestId('sign-message').click()
      const signed = await signing
      expect(signed.outcome).toBe('approved')
      expect(signed.chainId).toBe(chain.caipNetworkId)
      await expect(modal.state('error')).toHaveText('')
      await expectVerifiedSignature(page, sender.address)

      await modal.accountButton.click()
      const account = modal.view('Account')
      const held = await freeOf(sender.address)
      const receiverHeld = await freeOf(receiver.address)
      await expect(account.getByTestId('account-balance')).toHaveText(
        `${shown(held, chain.decimals, 3)} ${chain.symbol}`,
        { timeout: 60_000 },
      )
      const sending = wallet.waitForRequest('polkadot_signTransaction')
      const clicked = Date.now()
      await submitSend(modal, '1.5', receiver.address)
      expect((await sending).outcome).toBe('approved')
      await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
      const amount = 1_500_000_000_000n
      await expect.poll(() => freeOf(receiver.address)).toBe(receiverHeld + amount)
      const left = await freeOf(sender.address)
      expect(held - amount - left).toBeGreaterThan(0n)
      await expect(account.getByTestId('account-balance')).toHaveText(
        `${shown(left, chain.decimals, 3)} ${chain.symbol}`,
        { timeout: 30_000 },
      )
      console.log(
        `polkadot over WalletConnect send: ${Date.now() - clicked} ms from the send click to the widget showing the new balance`,
      )

      const nonce = (await api.query.system.account(sender.address)).nonce.toNumber()
      wallet.on('polkadot_signTransaction', 'reject')
      const declined = wallet.waitForRequest('polkadot_signTransaction')
      // The send's notice goes first, so the next one read is the declined send's.
      await expect(page.getByTestId('alert-title')).toHaveCount(0, { timeout: 15_000 })
      await submitSend(modal, '1', receiver.address)
      expect((await declined).outcome).toBe('rejected')
      await expect(page.getByTestId('alert-title')).toHaveText('Something went wrong')
      await expect(modal.view('Account')).toBeVisible()
      expect(await freeOf(sender.address)).toBe(left)
      expect(await freeOf(receiver.address)).toBe(receiverHeld + amount)
      expect((await api.query.system.account(sender.address)).nonce.toNumber()).toBe(nonce)

      // A reload restores the session and its Polkadot account, and asks the wallet nothing.
      await page.reload()
      await expect(modal.state('status')).toHaveText('connected')
      await expect(modal.state('caipNetworkId')).toHaveText(chain.caipNetworkId)
      await expect(modal.state('address')).toHaveText(sender.address)
      await modal.accountButton.click()
      await expect(modal.view('Account').getByTestId('account-balance')).toHaveText(
        `${shown(left, chain.decimals, 3)} ${chain.symbol}`,
        { timeout: 60_000 },
      )
      expect(wallet.requests.filter((r) => r.method === 'session_proposal')).toHaveLength(1)
    } finally {
      await wallet.close()
    }
  })
})
