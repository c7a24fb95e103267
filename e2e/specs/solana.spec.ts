import { type DemoConfig, serveDemo } from '@latch/demo/serve'
import {
  devnetRpc,
  solanaDevnetAccounts,
  solanaDevnetUsdcMint,
  solanaLamportsPerSignature,
} from '@latch/devnet'
import { anvilAccounts } from '@latch/testing'
import { createWalletConnectTestWallet } from '@latch/testing/walletconnect'
import {
  installSolanaTestWallet,
  type SolanaTestWallet,
  walletConnectSolanaSide,
} from '@latch/testing-solana'
import { devices, type Page } from '@playwright/test'
import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { formatUnits } from 'viem'
import { expectInActivity } from '../activity.js'
import { shown } from '../amounts.js'
import { createEmailWallet, freshEmail, walletFrame } from '../email.js'
import { expect, fromDemo, type Stack, test, walletConnectProjectId } from '../fixtures.js'
import { openedLinks, recordOpenedLinks } from '../openedLinks.js'
import { ModalPage } from '../pages/modal.js'
import { openQr, prepareWalletConnectPage } from '../walletConnect.js'
import { installMultiWallet, multiWallet, stackSolanaNetwork } from '../wallets.js'

const walletName = 'Latch Solana Wallet'

function validatorOf(stack: Stack) {
  if (!stack.devnet.solana) throw new Error('the stack started no Solana validator')
  return stack.devnet.solana
}

/** Lamports an account holds on the stack's validator, as the widget reads them (confirmed). */
async function lamportsOf(stack: Stack, account: string): Promise<bigint> {
  const { value } = await devnetRpc<{ value: number }>(validatorOf(stack).rpcUrl, 'getBalance', [
    account,
    { commitment: 'confirmed' },
  ])
  return BigInt(value)
}

/** The USDC (base units) an owner's token accounts hold on the stack's validator. */
async function usdcOf(stack: Stack, owner: string): Promise<bigint> {
  const { value } = await devnetRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>(validatorOf(stack).rpcUrl, 'getTokenAccountsByOwner', [
    owner,
    { mint: solanaDevnetUsdcMint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n)
}

/** An address no test funds: sending it USDC creates its token account. */
const freshReceiver = 'GndHxnkSuACiSLzMtDrVM3K7cmrhQ5vj76ibNYKem4U8'

const tokenAmount = (page: Page, name: string) =>
  page.locator('[data-testid="account-tokens"] .token', { hasText: name }).locator('.amount')

function accountOf(index: number) {
  const account = solanaDevnetAccounts[index]
  if (!account) throw new Error(`the devnet has no Solana account ${index}`)
  return account
}

/** Opens Send from the Account view and fills in the amount and the receiver; returns the Send view. */
async function fillSend(modal: ModalPage, amount: string, receiver: string) {
  await modal.view('Account').getByTestId('account-send').click()
  const send = modal.view('WalletSend')
  await send.getByTestId('send-amount').fill(amount)
  await send.getByTestId('send-receiver').fill(receiver)
  return send
}

/** The demo configured with the stack's Solana network beside its chains (one per worker, like the stack). */
let demo: { url: string; stop(): Promise<void> } | undefined
test.beforeAll(async ({ stack }) => {
  const config: DemoConfig = { ...stack.config, solanaNetworks: [stackSolanaNetwork(stack)] }
  demo = await serveDemo({ port: 0, config })
})
test.afterAll(async () => {
  await demo?.stop()
})

/** A new Solana key that holds nothing: its 64-byte secret key (seed and public key) in base58. */
async function freshSecretKey(): Promise<string> {
  const keys = (await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as CryptoKeyPair
  const seed = new Uint8Array(await crypto.subtle.exportKey('pkcs8', keys.privateKey)).slice(-32)
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey))
  return getBase58Decoder().decode(new Uint8Array([...seed, ...publicKey]))
}

/**
 * The Solana test wallet with a devnet account (or a given secret key), connected on the local Solana
 * network; Account open.
 */
async function connectSolana(
  page: Page,
  stack: Stack,
  account: number | string,
): Promise<[ModalPage, SolanaTestWallet]> {
  const validator = validatorOf(stack)
  const wallet = await installSolanaTestWallet(page, {
    secretKeys: [typeof account === 'string' ? account : accountOf(account).secretKey],
    chains: [{ chain: 'solana:localnet', rpcUrl: validator.rpcUrl }],
  })
  const modal = new ModalPage(page)
  await page.goto(`${demo?.url}/?networks=${validator.caipNetworkId}`)
  await modal.connect(walletName)
  await expect(modal.state('status')).toHaveText('connected')
  await expect(modal.state('caipNetworkId')).toHaveText(validator.caipNetworkId)
  await expect(modal.state('address')).toHaveText(wallet.address)
  await modal.accountButton.click()
  await expect(modal.view('Account')).toBeVisible()
  return [modal, wallet]
}

test.describe('Solana', () => {
  test('buys 50 USD of USDC on Solana through the sandbox provider: the USDC arrives and Activity shows the purchase', async ({
    page,
    stack,
  }) => {
    test.setTimeout(90_000)
    const [modal, wallet] = await connectSolana(page, stack, await freshSecretKey())
    await modal.view('Account').getByTestId('account-onramp').click()
    const providers = modal.view('OnRampProviders')
    await expect(providers.getByTestId('onramp-provider-sandbox-details')).toHaveText(
      ' · Fee 1.5% · EVM, Solana',
    )
    await providers.getByTestId('onramp-provider-sandbox').click()

    const order = modal.view('OnRampTokenSelect')
    await expect(order.getByTestId('onramp-token')).toHaveValue(solanaDevnetUsdcMint)
    await expect(order.getByTestId('onramp-token').locator('option')).toHaveText(['USDC', 'SOL'])
    await expect(order.getByTestId('onramp-receive')).toHaveText('You receive49.25 USDC')
    await expect(order.getByTestId('onramp-card-network')).toHaveText('Card purchases deliver on solana')
    expect(await usdcOf(stack, wallet.address)).toBe(0n)

    const popupOpened = page.waitForEvent('popup')
    await order.getByTestId('onramp-buy').click()
    const popup = await popupOpened
    await expect(popup.getByTestId('sandbox-amount')).toHaveText('49.25 USDC')
    await expect(popup.locator('main')).toContainText(wallet.address)
    await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
    await popup.getByLabel('Expiry').fill('12/34')
    await popup.getByLabel('CVC').fill('123')
    await popup.getByRole('button', { name: 'Pay' }).click()

    await expect(modal.view('BuyInProgress').getByTestId('onramp-completed')).toContainText(
      'Bought 49.25 USDC',
    )
    expect(await usdcOf(stack, wallet.address)).toBe(49_250_000n)
    await modal.view('BuyInProgress').getByTestId('onramp-view-activity').click()
    const newest = modal.view('Activity').getByTestId('activity-item').first()
    await expect(newest).toContainText('Bought', { timeout: 20_000 })
    await expect(newest.getByTestId('activity-item-description')).toHaveText('+49.250 USDC')
  })

  test('Account shows the Solana account, its network and the SOL and USDC the validator holds; SOL sent reaches the receiver', async ({
    page,
    stack,
  }) => {
    const sender = accountOf(1)
    const receiver = accountOf(2).address
    const [modal, wallet] = await connectSolana(page, stack, 1)
    expect(wallet.address).toBe(sender.address)
    const held = await lamportsOf(stack, sender.address)
    const account = modal.view('Account')
    await expect(account.getByTestId('account-address')).toHaveAttribute('title', sender.address)
    await expect(account.getByTestId('account-network')).toContainText('Solana Local')
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(held, 9, 3)} SOL`)
    // The token list comes from the server's Solana balances: SOL and the devnet's USDC, valued from Pyth.
    await expect(page.getByTestId('token-amount-native')).toHaveText(`${shown(held, 9, 2)} SOL`)
    const usdc = page.locator('[data-testid="account-tokens"] .token', { hasText: 'USD Coin' })
    await expect(usdc.locator('.amount')).toHaveText('1000000.00 USDC')
    await expect(usdc.locator('[data-testid^="token-value-"]')).toHaveText('$1,000,000.00')

    const receiverBefore = await lamportsOf(stack, receiver)
    await account.getByTestId('account-send').click()
    const send = modal.view('WalletSend')
    await expect(send.getByTestId('send-token')).toContainText('SOL')
    // The network fee is the validator's fee for a transfer, in SOL (lamports divided by 1e9).
    const fee = solanaLamportsPerSignature
    await expect(send.getByTestId('send-fee')).toContainText(`${shown(fee, 9, 6)} SOL`)
    await send.getByTestId('send-amount').fill('1.5')
    // Solana receivers are base58 of 32 to 44 characters: an EVM address is refused.
    await send.getByTestId('send-receiver').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await expect(send.getByTestId('send-submit')).toBeDisabled()
    await send.getByTestId('send-receiver').fill(receiver)
    await expect(send.getByTestId('send-submit')).toHaveText('Send')
    const signed = wallet.waitForRequest('solana:signAndSendTransaction')
    await send.getByTestId('send-submit').click()

    await expect(modal.view('Account')).toBeVisible()
    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    expect((await signed).outcome).toBe('approved')
    await expect.poll(() => lamportsOf(stack, receiver)).toBe(receiverBefore + 1_500_000_000n)
    const left = await lamportsOf(stack, sender.address)
    // The sender paid the amount and the network fee the Send view showed.
    expect(left).toBe(held - 1_500_000_000n - fee)
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(left, 9, 3)} SOL`)
  })

  test('a declined send changes nothing', async ({ page, stack }) => {
    const sender = accountOf(3)
    const receiver = accountOf(4).address
    const [modal, wallet] = await connectSolana(page, stack, 3)
    const held = await lamportsOf(stack, sender.address)
    const receiverBefore = await lamportsOf(stack, receiver)
    wallet.on('solana:signAndSendTransaction', 'reject')
    const send = await fillSend(modal, '2', receiver)
    const declined = wallet.waitForRequest('solana:signAndSendTransaction')
    await send.getByTestId('send-submit').click()
    expect((await declined).outcome).toBe('rejected')
    await expect(page.getByTestId('alert-title')).toHaveText('Failed to send transaction. Please try again.')
    expect(await lamportsOf(stack, sender.address)).toBe(held)
    expect(await lamportsOf(stack, receiver)).toBe(receiverBefore)
  })

  test('sends USDC to a new account, whose token account the send creates; Activity lists the send under this month; a reload reconnects', async ({
    page,
    stack,
  }) => {
    const sender = accountOf(5)
    const [modal, wallet] = await connectSolana(page, stack, 5)
    await expect(tokenAmount(page, 'USD Coin')).toHaveText('1000000.00 USDC')
    await modal.view('Account').getByTestId('account-send').click()
    const send = modal.view('WalletSend')
    await modal.chooseSendToken('USD Coin')
    await expect(send.getByTestId('send-token')).toContainText('USDC')
    await send.getByTestId('send-amount').fill('12.5')
    await send.getByTestId('send-receiver').fill(freshReceiver)
    const signed = wallet.waitForRequest('solana:signAndSendTransaction')
    await send.getByTestId('send-submit').click()
    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    expect((await signed).outcome).toBe('approved')

    await expect.poll(() => usdcOf(stack, freshReceiver)).toBe(12_500_000n)
    expect(await usdcOf(stack, sender.address)).toBe(1_000_000_000_000n - 12_500_000n)
    await expect(tokenAmount(page, 'USD Coin')).toHaveText('999987.50 USDC')
    // The server's history, from its Solana indexer, lists the send once the validator closed its block.
    const history = `${stack.server.url}/v1/account/${sender.address}/history?projectId=latch-dev&chainId=${validatorOf(stack).caipNetworkId}`
    await expect
      .poll(async () => {
        const answer = await fetch(history, { headers: fromDemo(stack) })
        const { data } = (await answer.json()) as {
          data: { transfers: { fungible_info?: { symbol: string } }[] }[]
        }
        return data[0]?.transfers.find((t) => t.fungible_info?.symbol === 'USDC')
      })
      .toMatchObject({ direction: 'out', quantity: { numeric: '12.5' }, value: 12.5 })
    await expectInActivity(page, modal, /-12\.5(0*)? USDC/)

    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(sender.address)
    // A silent reconnect, never a prompt.
    expect(wallet.requests.filter((r) => r.method === 'standard:connect').at(-1)?.params).toMatchObject({
      silent: true,
    })
  })

  test('Receive shows the Solana address; a signed message verifies against the account with @solana/kit', async ({
    page,
    stack,
  }) => {
    const [modal, wallet] = await connectSolana(page, stack, 7)
    // Receive shows the Solana address, as a QR code too, on the Solana network only.
    await modal.view('Account').getByTestId('account-receive').click()
    const receive = modal.view('Receive')
    await expect(receive.getByTestId('receive-address')).toHaveText(wallet.address)
    const png = PNG.sync.read(await receive.getByTestId('receive-qr').screenshot())
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(wallet.address)
    await expect(receive.locator('[data-testid^="receive-network-"]')).toHaveText(['Solana Local'])
    await modal.page.keyboard.press('Escape')
    await expect(modal.dialog).toHaveCount(0)
    const asked = wallet.waitForRequest('solana:signMessage')
    await page.getByTestId('sign-message').click()
    expect((await asked).outcome).toBe('approved')
    await expect(modal.state('error')).toHaveText('')
    const signature = page.getByTestId('state-signature')
    await expect(signature).not.toHaveText('')
    const publicKey = await getPublicKeyFromAddress(address(wallet.address))
    const bytes = getBase58Encoder().encode((await signature.textContent()) ?? '')
    const message = new TextEncoder().encode('Hello from Latch Lab')
    expect(await verifySignature(publicKey, bytes as SignatureBytes, message)).toBe(true)
    expect(await verifySignature(publicKey, bytes as SignatureBytes, new TextEncoder().encode('other'))).toBe(
      false,
    )
  })

  test('a wallet on both namespaces appears once and connects both; the Networks view switches between Ethereum and Solana', async ({
    page,
    stack,
  }) => {
    const validator = validatorOf(stack)
    const { name, rdns } = multiWallet
    // One wallet, two sides: an EIP-6963 provider and a Wallet Standard wallet under the same name.
    const { evm, solana } = await installMultiWallet(page, stack, 8)
    const modal = new ModalPage(page)
    await page.goto(`${demo?.url}/?networks=31337,${validator.caipNetworkId}`)
    await modal.connectListedOnce(name, rdns)
    await expect(modal.state('caipNetworkId')).toHaveText('eip155:31337')
    await expect(modal.state('address')).toHaveText(evm.address)
    // The Solana side connected in the same click, with no second choice.
    await expect
      .poll(() => solana.requests.find((r) => r.method === 'standard:connect')?.outcome)
      .toBe('approved')

    await modal.accountButton.click()
    const account = modal.view('Account')
    await expect(account.getByTestId('account-address')).toHaveAttribute('title', evm.address)
    await expect(account.getByTestId('account-balance')).toHaveText(/ ETH$/)
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toHaveCount(0)

    // The Networks view lists both namespaces; choosing Solana makes the Solana account the active one.
    await modal.networkButton.click()
    const networks = modal.view('Networks')
    await expect(networks.getByTestId('network-option-eip155:31337')).toBeVisible()
    await networks.getByTestId(`network-option-${validator.caipNetworkId}`).click()
    await expect(modal.state('caipNetworkId')).toHaveText(validator.caipNetworkId)
    await expect(modal.state('address')).toHaveText(solana.address)
    // Switching needed no new connection on either side.
    expect(solana.requests.filter((r) => r.method === 'standard:connect')).toHaveLength(1)
    await modal.dialog.waitFor({ state: 'detached' })
    await modal.accountButton.click()
    await expect(account.getByTestId('account-address')).toHaveAttribute('title', solana.address)
    const held = await lamportsOf(stack, solana.address)
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(held, 9, 3)} SOL`)
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toHaveCount(0)

    // And back to Ethereum.
    await modal.networkButton.click()
    await networks.getByTestId('network-option-eip155:31337').click()
    await expect(modal.state('caipNetworkId')).toHaveText('eip155:31337')
    await expect(modal.state('address')).toHaveText(evm.address)
    await modal.dialog.waitFor({ state: 'detached' })
    await modal.accountButton.click()
    await expect(account.getByTestId('account-balance')).toHaveText(/ ETH$/)
  })

  test('over WalletConnect, one session carries eip155 and Solana: the Solana account shows, signs and sends SOL', async ({
    page,
    stack,
  }) => {
    const validator = validatorOf(stack)
    const wallet = await createWalletConnectTestWallet({
      relayUrl: stack.relay.url,
      projectId: walletConnectProjectId,
      privateKey: anvilAccounts[4].privateKey,
      chains: stack.devnet.chains.map((chain) => ({
        id: chain.chainId,
        rpcUrl: chain.rpcUrl,
        name: chain.name,
      })),
      sides: [
        await walletConnectSolanaSide({
          secretKey: accountOf(9).secretKey,
          chains: [{ chain: validator.caipNetworkId as `solana:${string}`, rpcUrl: validator.rpcUrl }],
        }),
      ],
    })
    try {
      await prepareWalletConnectPage(page)
      const modal = new ModalPage(page)
      await page.goto(`${demo?.url}/?networks=31337,${validator.caipNetworkId}`)
      const proposal = await wallet.pair(await openQr(modal))
      expect(proposal.outcome).toBe('approved')
      // The proposal asks for the configured Solana network beside the eip155 ones.
      const asked = proposal.params as {
        optionalNamespaces: Record<string, { chains: string[]; methods: string[] }>
      }
      expect(asked.optionalNamespaces.solana?.chains).toEqual([validator.caipNetworkId])
      expect(asked.optionalNamespaces.solana?.methods).toContain('solana_signMessage')
      await expect(modal.state('status')).toHaveText('connected')
      await expect(modal.state('address')).toHaveText(wallet.address)

      await modal.dialog.waitFor({ state: 'detached' })
      await modal.networkButton.click()
      await modal.view('Networks').getByTestId(`network-option-${validator.caipNetworkId}`).click()
      await expect(modal.state('caipNetworkId')).toHaveText(validator.caipNetworkId)
      await expect(modal.state('address')).toHaveText(wallet.addressOn('solana') as string)
      await modal.dialog.waitFor({ state: 'detached' })
      await modal.accountButton.click()
      const held = await lamportsOf(stack, wallet.addressOn('solana') as string)
      await expect(modal.view('Account').getByTestId('account-balance')).toHaveText(
        `${shown(held, 9, 3)} SOL`,
      )
      await page.keyboard.press('Escape')
      await expect(modal.dialog).toHaveCount(0)

      const asks = wallet.waitForRequest('solana_signMessage')
      await page.getByTestId('sign-message').click()
      const request = await asks
      expect(request.outcome).toBe('approved')
      expect(request.chainId).toBe(validator.caipNetworkId)
      const signature = page.getByTestId('state-signature')
      await expect(signature).not.toHaveText('')
      const publicKey = await getPublicKeyFromAddress(address(wallet.addressOn('solana') as string))
      const bytes = getBase58Encoder().encode((await signature.textContent()) ?? '')
      const message = new TextEncoder().encode('Hello from Latch Lab')
      expect(await verifySignature(publicKey, bytes as SignatureBytes, message)).toBe(true)

      // A send over the session: solana_signAndSendTransaction on the network's CAIP-2 chain, and the
      // validator moves the SOL and the fee.
      const sender = wallet.addressOn('solana') as string
      const receiver = accountOf(0).address
      const [senderBefore, receiverBefore] = [held, await lamportsOf(stack, receiver)]
      await modal.accountButton.click()
      const send = await fillSend(modal, '0.25', receiver)
      const sent = wallet.waitForRequest('solana_signAndSendTransaction')
      await send.getByTestId('send-submit').click()
      const sendRequest = await sent
      expect(sendRequest.outcome).toBe('approved')
      expect(sendRequest.chainId).toBe(validator.caipNetworkId)
      await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
      await expect.poll(() => lamportsOf(stack, receiver)).toBe(receiverBefore + 250_000_000n)
      const left = await lamportsOf(stack, sender)
      expect(left).toBe(senderBefore - 250_000_000n - solanaLamportsPerSignature)
      await expect(modal.view('Account').getByTestId('account-balance')).toHaveText(
        `${shown(left, 9, 3)} SOL`,
      )
    } finally {
      await wallet.close()
    }
  })

  test('an e-mail visitor on Solana gets the embedded wallet Solana account: its balance, a message and a send signed in the frame, a declined send', async ({
    page,
    stack,
  }) => {
    // A whole e-mail login with real mail; a loaded machine needs more than the default 30 s.
    test.setTimeout(120_000)
    const validator = validatorOf(stack)
    const modal = new ModalPage(page)
    await page.goto(
      `${demo?.url}/?networks=31337,${validator.caipNetworkId}&defaultNetwork=${validator.caipNetworkId}`,
    )
    const owner = await createEmailWallet(page, stack, freshEmail('solana'), 'correct horse battery staple')
    // One login, one connection: the Solana account is the active one on the Solana network.
    await expect(modal.state('caipNetworkId')).toHaveText(validator.caipNetworkId)
    await expect(modal.state('walletId')).toHaveText('ID_AUTH')
    expect(owner).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await devnetRpc(validator.rpcUrl, 'requestAirdrop', [owner, 3_000_000_000])
    await expect.poll(() => lamportsOf(stack, owner)).toBe(3_000_000_000n)

    // A reload restores both namespaces from the frame's session, the Solana account with them.
    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(owner)
    await modal.accountButton.click()
    const account = modal.view('Account')
    await expect(account.getByTestId('account-address')).toHaveAttribute('title', owner)
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(3_000_000_000n, 9, 3)} SOL`)
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toHaveCount(0)

    // A message, shown and approved in the frame, signed by the account's ed25519 key.
    const frame = walletFrame(page)
    await page.getByTestId('sign-message').click()
    await expect(modal.view('ApproveTransaction')).toBeVisible()
    await expect(frame.getByTestId('approve-message')).toHaveText('Hello from Latch Lab')
    await frame.getByTestId('approve').click()
    const signature = page.getByTestId('state-signature')
    await expect(signature).not.toHaveText('')
    const publicKey = await getPublicKeyFromAddress(address(owner))
    const bytes = getBase58Encoder().encode((await signature.textContent()) ?? '')
    const message = new TextEncoder().encode('Hello from Latch Lab')
    expect(await verifySignature(publicKey, bytes as SignatureBytes, message)).toBe(true)
    expect(await verifySignature(publicKey, bytes as SignatureBytes, new TextEncoder().encode('other'))).toBe(
      false,
    )

    // A send: the frame shows the receiver and the amount; approved, the validator moves the SOL.
    const receiver = accountOf(6).address
    const receiverBefore = await lamportsOf(stack, receiver)
    await modal.accountButton.click()
    const send = await fillSend(modal, '1.5', receiver)
    await send.getByTestId('send-submit').click()
    await expect(modal.view('ApproveTransaction')).toBeVisible()
    await expect(frame.getByTestId('approve-to')).toHaveText(receiver)
    await expect(frame.getByTestId('approve-value')).toHaveText('1.5 SOL')
    await expect(frame.getByTestId('approve-fee')).toHaveText(
      `${formatUnits(solanaLamportsPerSignature, 9)} SOL`,
    )
    await frame.getByTestId('approve').click()
    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    await expect.poll(() => lamportsOf(stack, receiver)).toBe(receiverBefore + 1_500_000_000n)
    const left = await lamportsOf(stack, owner)
    expect(left).toBe(3_000_000_000n - 1_500_000_000n - solanaLamportsPerSignature)
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(left, 9, 3)} SOL`)

    // Declined in the frame: nothing is signed, nothing moves.
    await fillSend(modal, '0.5', receiver)
    await send.getByTestId('send-submit').click()
    await expect(frame.getByTestId('approve-value')).toHaveText('0.5 SOL')
    await frame.getByTestId('reject').click()
    await expect(page.getByTestId('alert-title')).toHaveText('Failed to send transaction. Please try again.')
    expect(await lamportsOf(stack, owner)).toBe(left)
    expect(await lamportsOf(stack, receiver)).toBe(receiverBefore + 1_500_000_000n)
  })
})

test.describe('Solana wallets on a phone', () => {
  const iPhone = devices['iPhone 13']
  test.use({ userAgent: iPhone.userAgent, viewport: iPhone.viewport, isMobile: true, hasTouch: true })

  test("tapping Phantom or Backpack without it on the page opens the dApp in the wallet's browser", async ({
    page,
    stack,
  }) => {
    const validator = validatorOf(stack)
    await recordOpenedLinks(page)
    const modal = new ModalPage(page)
    // Both featured, so Connect lists them from the server's catalogue.
    await page.goto(
      `${demo?.url}/?networks=31337,${validator.caipNetworkId}&wallets=app.phantom,app.backpack`,
    )
    await modal.open()
    const href = page.url()
    const url = encodeURIComponent(href)
    const ref = encodeURIComponent(new URL(href).origin)

    await modal.wallet('app.phantom').click()
    await expect.poll(() => openedLinks(page)).toEqual([`https://phantom.app/ul/browse/${url}?ref=${ref}`])
    // The wallet's app takes over: the modal stays where the visitor was, with no pairing started.
    await expect(modal.view('Connect')).toBeVisible()
    await expect(modal.state('status')).toHaveText('disconnected')

    await modal.wallet('app.backpack').click()
    await expect
      .poll(() => openedLinks(page))
      .toEqual([
        `https://phantom.app/ul/browse/${url}?ref=${ref}`,
        `https://backpack.app/ul/v1/browse/${url}?ref=${ref}`,
      ])
    await expect(modal.view('Connect')).toBeVisible()
  })

  test("inside Phantom's browser tapping Phantom connects the wallet there", async ({ page, stack }) => {
    const validator = validatorOf(stack)
    await recordOpenedLinks(page)
    // The wallet's in-app browser: the page has it through the Wallet Standard, under its own name.
    const wallet = await installSolanaTestWallet(page, {
      name: 'Phantom',
      secretKeys: [accountOf(6).secretKey],
      chains: [{ chain: 'solana:localnet', rpcUrl: validator.rpcUrl }],
    })
    const modal = new ModalPage(page)
    await page.goto(`${demo?.url}/?networks=31337,${validator.caipNetworkId}&wallets=app.phantom`)
    await modal.open()
    // Its catalogue row (featured) is the wallet on the page, not a way to open it again.
    await modal.wallet('app.phantom').click()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(wallet.address)
    expect(await openedLinks(page)).toEqual([])
  })
})
