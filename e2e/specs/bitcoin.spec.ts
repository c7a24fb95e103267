import { bitcoinAddressNetwork, verifyBitcoinMessage } from '@latch/bitcoin'
import { type DemoConfig, serveDemo } from '@latch/demo/serve'
import { type BitcoinRegtest, bitcoinDevnetAccounts } from '@latch/devnet'
import { anvilAccounts } from '@latch/testing'
import { createWalletConnectTestWallet } from '@latch/testing/walletconnect'
import {
  type InstalledBitcoinTestWallet,
  installBitcoinTestWallet,
  walletConnectBitcoinSide,
} from '@latch/testing-bitcoin'
import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { shown } from '../amounts.js'
import { expect, type Stack, test, walletConnectProjectId } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { openQr, prepareWalletConnectPage } from '../walletConnect.js'
import { installMultiWallet, multiWallet } from '../wallets.js'

const walletName = 'Latch Bitcoin Wallet'
const message = 'Hello from Latch Lab'

function regtestOf(stack: Stack): BitcoinRegtest {
  if (!stack.devnet.bitcoin) throw new Error('the stack started no Bitcoin regtest')
  return stack.devnet.bitcoin
}

type Stats = { funded_txo_sum: number; spent_txo_sum: number; tx_count: number }

/** An address's stats on the stack's chain, read from its Esplora API: in blocks, and in the mempool. */
async function statsOf(stack: Stack, address: string) {
  const response = await fetch(`${regtestOf(stack).esploraUrl}/address/${address}`)
  expect(response.ok).toBe(true)
  return (await response.json()) as { chain_stats: Stats; mempool_stats: Stats }
}

/** Satoshis an address holds, confirmed and in the mempool (as the widget counts them). */
async function satsOf(stack: Stack, address: string): Promise<bigint> {
  const { chain_stats: chain, mempool_stats: mempool } = await statsOf(stack, address)
  return (
    BigInt(chain.funded_txo_sum) -
    BigInt(chain.spent_txo_sum) +
    BigInt(mempool.funded_txo_sum) -
    BigInt(mempool.spent_txo_sum)
  )
}

/** The txids of an address's transactions, newest first (the mempool's, then the confirmed ones). */
async function txidsOf(stack: Stack, address: string): Promise<string[]> {
  const response = await fetch(`${regtestOf(stack).esploraUrl}/address/${address}/txs`)
  expect(response.ok).toBe(true)
  return ((await response.json()) as { txid: string }[]).map((transaction) => transaction.txid)
}

/** Transactions of an address waiting in the mempool. */
async function pendingOf(stack: Stack, address: string): Promise<number> {
  return (await statsOf(stack, address)).mempool_stats.tx_count
}

async function mine(stack: Stack) {
  const response = await fetch(`${regtestOf(stack).esploraUrl}/mine`, { method: 'POST' })
  expect(response.ok).toBe(true)
}

function accountOf(index: number) {
  const account = bitcoinDevnetAccounts[index]
  if (!account) throw new Error(`the devnet has no Bitcoin account ${index}`)
  return account
}

/** A regtest P2WPKH address of a key no test holds, so it starts empty. */
const freshReceiver = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'

function validatorOf(stack: Stack) {
  if (!stack.devnet.solana) throw new Error('the stack started no Solana validator')
  return stack.devnet.solana
}

/** The demo configured with the stack's Bitcoin regtest and Solana beside its chains (one per worker, like the stack). */
let demo: { url: string; stop(): Promise<void> } | undefined
test.beforeAll(async ({ stack }) => {
  const validator = validatorOf(stack)
  const config: DemoConfig = {
    ...stack.config,
    bitcoinNetworks: [{ esploraUrl: regtestOf(stack).esploraUrl, name: 'Bitcoin Local' }],
    solanaNetworks: [
      {
        reference: validator.caipNetworkId.slice('solana:'.length),
        name: 'Solana Local',
        rpcUrl: validator.rpcUrl,
        wsUrl: validator.wsUrl,
      },
    ],
  }
  demo = await serveDemo({ port: 0, config })
})
test.afterAll(async () => {
  await demo?.stop()
})

/** The Bitcoin test wallet with a devnet key, connected on the local regtest; Account open. */
async function connectBitcoin(
  page: Page,
  stack: Stack,
  index: number,
  announce: 'walletStandard' | 'satsConnect' = 'walletStandard',
): Promise<[ModalPage, InstalledBitcoinTestWallet]> {
  const regtest = regtestOf(stack)
  const wallet = await installBitcoinTestWallet(page, { privateKey: accountOf(index).privateKey, announce })
  const modal = new ModalPage(page)
  await page.goto(`${demo?.url}/?networks=${regtest.caipNetworkId}`)
  await modal.connect(walletName)
  await expect(modal.state('status')).toHaveText('connected')
  await expect(modal.state('caipNetworkId')).toHaveText(regtest.caipNetworkId)
  await expect(modal.state('address')).toHaveText(wallet.payment)
  await modal.accountButton.click()
  await expect(modal.view('Account')).toBeVisible()
  return [modal, wallet]
}

/** What the helpers below ask of a wallet, whichever way it is reached: its requests, as it answered them. */
type AnsweringWallet = { waitForRequest(method: string): Promise<{ outcome: string }> }

/** From Account, sends `amount` BTC to `receiver` through Send; resolves with the wallet's answer to signing it. */
async function submitSend(
  modal: ModalPage,
  wallet: AnsweringWallet,
  amount: string,
  receiver: string,
  signing = 'bitcoin:signTransaction',
): Promise<string> {
  await modal.view('Account').getByTestId('account-send').click()
  const send = modal.view('WalletSend')
  await send.getByTestId('send-amount').fill(amount)
  await send.getByTestId('send-receiver').fill(receiver)
  const answered = wallet.waitForRequest(signing)
  await send.getByTestId('send-submit').click()
  return (await answered).outcome
}

/**
 * Signs the demo's message with the connected wallet and checks the signature shown verifies for the payment
 * address (or the one given), and not for another text.
 */
async function expectSignedMessage(
  modal: ModalPage,
  stack: Stack,
  wallet: AnsweringWallet & { payment: string },
  signing = 'bitcoin:signMessage',
  address = wallet.payment,
): Promise<string> {
  const asked = wallet.waitForRequest(signing)
  await modal.page.getByTestId('sign-message').click()
  expect((await asked).outcome).toBe('approved')
  await expect(modal.state('error')).toHaveText('')
  await expect(modal.state('signature')).not.toHaveText('')
  const signature = (await modal.state('signature').textContent()) ?? ''
  const network = signingNetwork(stack)
  expect(verifyBitcoinMessage({ address, message, signature, network })).toBe(true)
  expect(verifyBitcoinMessage({ address, message: 'other', signature, network })).toBe(false)
  return signature
}

const signingNetwork = (stack: Stack) =>
  bitcoinAddressNetwork({ id: regtestOf(stack).caipNetworkId.slice('bip122:'.length) })

test.describe('Bitcoin', () => {
  test('connects the payment account; Account shows the BTC the chain holds; BTC sent through Send reaches a fresh address and shows in Activity, pending then confirmed; a reload reconnects', async ({
    page,
    stack,
  }) => {
    const sender = accountOf(1)
    const [modal, wallet] = await connectBitcoin(page, stack, 1)
    expect(wallet.payment).toBe(sender.payment)
    expect(wallet.requests.map((r) => [r.method, r.outcome])).toEqual([['bitcoin:connect', 'approved']])
    const held = await satsOf(stack, sender.payment)
    expect(held).toBeGreaterThan(0n)
    const account = modal.view('Account')
    await expect(account.getByTestId('account-address')).toHaveAttribute('title', sender.payment)
    await expect(account.getByTestId('account-network')).toContainText('Bitcoin Local')
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(held, 8, 3)} BTC`)

    expect(await satsOf(stack, freshReceiver)).toBe(0n)
    await account.getByTestId('account-send').click()
    const send = modal.view('WalletSend')
    await expect(send.getByTestId('send-token')).toContainText('BTC')
    await send.getByTestId('send-amount').fill('0.25')
    // An EVM address is no Bitcoin receiver.
    await send.getByTestId('send-receiver').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await expect(send.getByTestId('send-submit')).toBeDisabled()
    await send.getByTestId('send-receiver').fill(freshReceiver)
    await expect(send.getByTestId('send-submit')).toHaveText('Send')
    const signed = wallet.waitForRequest('bitcoin:signTransaction')
    const clicked = Date.now()
    await send.getByTestId('send-submit').click()
    expect((await signed).outcome).toBe('approved')
    await expect(modal.view('Account')).toBeVisible()
    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    // Broadcast: the receiver holds the amount (in the mempool), the sender paid it and a fee.
    await expect.poll(() => satsOf(stack, freshReceiver)).toBe(25_000_000n)
    const left = await satsOf(stack, sender.payment)
    const fee = held - 25_000_000n - left
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThan(100_000n)
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(left, 8, 3)} BTC`, {
      timeout: 30_000,
    })
    console.log(
      `bitcoin send: ${Date.now() - clicked} ms from the send click to the widget showing the new balance`,
    )

    // Activity lists the send from the chain's history: pending while in the mempool.
    const [txid] = await txidsOf(stack, freshReceiver)
    await account.getByTestId('account-activity').click()
    const items = modal.view('Activity').getByTestId('activity-item')
    await expect(items.first()).toHaveAttribute('data-hash', txid as string)
    await expect(items.first()).toHaveAttribute('data-status', 'pending')
    await expect(items.first().locator('.name')).toHaveText('Sent')
    await expect(items.first().getByTestId('activity-item-description')).toHaveText('-0.250 BTC')
    // Before it, the devnet's grant that funded the account.
    await expect(items.nth(1).locator('.name')).toHaveText('Received')
    await expect(items.nth(1)).toHaveAttribute('data-status', 'confirmed')

    // Mined into a block, the amounts stay the same, and the open Activity shows the send confirmed.
    expect(await pendingOf(stack, freshReceiver)).toBe(1)
    await mine(stack)
    await expect(items.first()).toHaveAttribute('data-status', 'confirmed', { timeout: 10_000 })
    await expect(items.first().locator('time')).toHaveText(
      new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' }).format(new Date()),
    )
    await expect(items).toHaveCount(2)
    expect(await pendingOf(stack, freshReceiver)).toBe(0)
    expect(await pendingOf(stack, sender.payment)).toBe(0)
    expect(await satsOf(stack, freshReceiver)).toBe(25_000_000n)
    expect(await satsOf(stack, sender.payment)).toBe(left)

    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(sender.payment)
    await expect(modal.state('caipNetworkId')).toHaveText(regtestOf(stack).caipNetworkId)
    // The reload found the approved accounts without asking again.
    expect(wallet.requests.filter((r) => r.method === 'bitcoin:connect')).toHaveLength(1)
    await modal.accountButton.click()
    await expect(modal.view('Account').getByTestId('account-balance')).toHaveText(`${shown(left, 8, 3)} BTC`)
  })

  test('Account switches between the payment and ordinal accounts: each shows its address and the BTC the chain holds, Receive and Send follow it, a message signed from the ordinal account verifies for its address, and a reload keeps the choice', async ({
    page,
    stack,
  }) => {
    const owner = accountOf(0)
    const [modal, wallet] = await connectBitcoin(page, stack, 0)
    expect(wallet.ordinal).toBe(owner.ordinal)
    const account = modal.view('Account')
    const payment = account.getByTestId('account-type-payment')
    const ordinal = account.getByTestId('account-type-ordinal')
    // Payment by default.
    await expect(payment).toHaveAttribute('aria-selected', 'true')
    await expect(ordinal).toHaveAttribute('aria-selected', 'false')
    const paymentHeld = await satsOf(stack, owner.payment)
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(paymentHeld, 8, 3)} BTC`)

    // The ordinal account, funded beyond the devnet's grant so that its balance is its own.
    regtestOf(stack).fund(owner.ordinal, 2_345_678n)
    await mine(stack)
    const ordinalHeld = await satsOf(stack, owner.ordinal)
    expect(ordinalHeld).not.toBe(paymentHeld)
    await ordinal.click()
    await expect(ordinal).toHaveAttribute('aria-selected', 'true')
    await expect(payment).toHaveAttribute('aria-selected', 'false')
    await expect(modal.state('address')).toHaveText(owner.ordinal)
    await expect(account.getByTestId('account-address')).toHaveAttribute('title', owner.ordinal)
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(ordinalHeld, 8, 3)} BTC`)
    // Connecting asked once; switching asks the wallet nothing.
    expect(wallet.requests.map((r) => r.method)).toEqual(['bitcoin:connect'])

    await account.getByTestId('account-receive').click()
    await expect(modal.view('Receive').getByTestId('receive-address')).toHaveText(owner.ordinal)
    await page.getByTestId('modal-back').click()

    // Send pays from the ordinal (taproot) account, signed by the wallet's key for it.
    const receiver = accountOf(0).payment
    expect(await submitSend(modal, wallet, '0.005', receiver)).toBe('approved')
    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    await expect.poll(() => satsOf(stack, receiver)).toBe(paymentHeld + 500_000n)
    const ordinalLeft = await satsOf(stack, owner.ordinal)
    expect(ordinalHeld - 500_000n - ordinalLeft).toBeGreaterThan(0n)
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(ordinalLeft, 8, 3)} BTC`)
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toHaveCount(0)

    // Signed by the ordinal account: it verifies for the ordinal address, not for the payment one.
    const signature = await expectSignedMessage(modal, stack, wallet, 'bitcoin:signMessage', owner.ordinal)
    const network = signingNetwork(stack)
    expect(verifyBitcoinMessage({ address: owner.payment, message, signature, network })).toBe(false)

    // A reload keeps the ordinal account, without a prompt.
    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(owner.ordinal)
    expect(wallet.requests.filter((r) => r.method === 'bitcoin:connect')).toHaveLength(1)
    await modal.accountButton.click()
    await expect(ordinal).toHaveAttribute('aria-selected', 'true')
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(ordinalLeft, 8, 3)} BTC`)

    // And back to payment.
    await payment.click()
    await expect(payment).toHaveAttribute('aria-selected', 'true')
    await expect(modal.state('address')).toHaveText(owner.payment)
    await expect(account.getByTestId('account-address')).toHaveAttribute('title', owner.payment)
    const paymentNow = await satsOf(stack, owner.payment)
    expect(paymentNow).toBe(paymentHeld + 500_000n)
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(paymentNow, 8, 3)} BTC`)
  })

  test('a declined send changes nothing', async ({ page, stack }) => {
    const sender = accountOf(2)
    const receiver = accountOf(3).payment
    const [modal, wallet] = await connectBitcoin(page, stack, 2)
    const held = await satsOf(stack, sender.payment)
    const receiverBefore = await satsOf(stack, receiver)
    const pending = await pendingOf(stack, sender.payment)
    wallet.on('bitcoin:signTransaction', 'reject')
    expect(await submitSend(modal, wallet, '0.1', receiver)).toBe('rejected')
    // The widget's failure alert off Solana, as on eip155.
    await expect(page.getByTestId('alert-title')).toHaveText('Something went wrong')
    await expect(modal.view('Account')).toBeVisible()
    expect(await pendingOf(stack, sender.payment)).toBe(pending)
    expect(await satsOf(stack, sender.payment)).toBe(held)
    expect(await satsOf(stack, receiver)).toBe(receiverBefore)
  })

  test('Receive shows the payment address; a payment to it shows in Activity; a signed message verifies for it and for no other text or address', async ({
    page,
    stack,
  }) => {
    const [modal, wallet] = await connectBitcoin(page, stack, 4)
    await modal.view('Account').getByTestId('account-receive').click()
    const receive = modal.view('Receive')
    await expect(receive.getByTestId('receive-address')).toHaveText(wallet.payment)
    const png = PNG.sync.read(await receive.getByTestId('receive-qr').screenshot())
    // Scanned as a phone would: a BIP-21 URI that Bitcoin wallets open as a payment to the address.
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(
      `bitcoin:${wallet.payment}`,
    )
    await expect(receive.locator('[data-testid^="receive-network-"]')).toHaveText(['Bitcoin Local'])

    // A payment to it shows in Activity as received: pending, then confirmed once mined.
    const txid = regtestOf(stack).fund(wallet.payment, 1_234_567n)
    await page.getByTestId('modal-back').click()
    await modal.view('Account').getByTestId('account-activity').click()
    const received = modal.view('Activity').getByTestId('activity-item').first()
    await expect(received).toHaveAttribute('data-hash', txid)
    await expect(received).toHaveAttribute('data-status', 'pending')
    await expect(received.locator('.name')).toHaveText('Received')
    await expect(received.getByTestId('activity-item-description')).toHaveText('+0.012 BTC')
    await mine(stack)
    await page.getByTestId('modal-back').click()
    await modal.view('Account').getByTestId('account-activity').click()
    await expect(received).toHaveAttribute('data-hash', txid)
    await expect(received).toHaveAttribute('data-status', 'confirmed')
    await modal.page.keyboard.press('Escape')
    await expect(modal.dialog).toHaveCount(0)

    const signature = await expectSignedMessage(modal, stack, wallet)
    const network = signingNetwork(stack)
    expect(verifyBitcoinMessage({ address: accountOf(5).payment, message, signature, network })).toBe(false)

    // A declined signature leaves no signature and says so.
    wallet.on('bitcoin:signMessage', 'reject')
    const declined = wallet.waitForRequest('bitcoin:signMessage')
    await page.getByTestId('sign-message').click()
    expect((await declined).outcome).toBe('rejected')
    await expect(modal.state('error')).not.toHaveText('')
    await expect(modal.state('signature')).toHaveText('')
  })

  test('a wallet on eip155, Solana and Bitcoin appears once and one click connects all three; Networks switches to its Bitcoin account', async ({
    page,
    stack,
  }) => {
    const regtest = regtestOf(stack)
    const validator = validatorOf(stack)
    const { name, rdns } = multiWallet
    // One wallet, three sides under one name: EIP-6963, Wallet Standard Solana and Wallet Standard Bitcoin.
    const { evm, solana } = await installMultiWallet(page, stack, 8)
    const bitcoin = await installBitcoinTestWallet(page, { name, privateKey: accountOf(6).privateKey })
    const modal = new ModalPage(page)
    await page.goto(`${demo?.url}/?networks=31337,${validator.caipNetworkId},${regtest.caipNetworkId}`)
    await modal.connectListedOnce(name, rdns)
    // Bitcoin and Solana connected in the same click, with no second choice; eip155 stays the active one.
    await expect
      .poll(() => bitcoin.requests.find((r) => r.method === 'bitcoin:connect')?.outcome)
      .toBe('approved')
    await expect
      .poll(() => solana.requests.find((r) => r.method === 'standard:connect')?.outcome)
      .toBe('approved')
    await expect(modal.state('caipNetworkId')).toHaveText('eip155:31337')
    await expect(modal.state('address')).toHaveText(evm.address)

    // The Networks view lists the three namespaces; Bitcoin's account is already connected.
    await modal.networkButton.click()
    const networks = modal.view('Networks')
    await expect(networks.getByTestId('network-option-eip155:31337')).toBeVisible()
    await expect(networks.getByTestId(`network-option-${validator.caipNetworkId}`)).toBeVisible()
    await networks.getByTestId(`network-option-${regtest.caipNetworkId}`).click()
    await expect(modal.state('caipNetworkId')).toHaveText(regtest.caipNetworkId)
    await expect(modal.state('address')).toHaveText(bitcoin.payment)
    await modal.dialog.waitFor({ state: 'detached' })
    await modal.accountButton.click()
    const account = modal.view('Account')
    await expect(account.getByTestId('account-address')).toHaveAttribute('title', bitcoin.payment)
    const held = await satsOf(stack, bitcoin.payment)
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(held, 8, 3)} BTC`)
    expect(bitcoin.requests.filter((r) => r.method === 'bitcoin:connect')).toHaveLength(1)
    expect(solana.requests.filter((r) => r.method === 'standard:connect')).toHaveLength(1)

    // The ordinal account chosen, then eip155 active again: a reload keeps the Bitcoin choice all the same.
    await account.getByTestId('account-type-ordinal').click()
    await expect(modal.state('address')).toHaveText(bitcoin.ordinal)
    await modal.page.keyboard.press('Escape')
    await modal.dialog.waitFor({ state: 'detached' })
    await modal.networkButton.click()
    await modal.view('Networks').getByTestId('network-option-eip155:31337').click()
    await expect(modal.state('address')).toHaveText(evm.address)
    await modal.dialog.waitFor({ state: 'detached' })
    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(evm.address)
    await modal.networkButton.click()
    await modal.view('Networks').getByTestId(`network-option-${regtest.caipNetworkId}`).click()
    await expect(modal.state('caipNetworkId')).toHaveText(regtest.caipNetworkId)
    await expect(modal.state('address')).toHaveText(bitcoin.ordinal)
  })

  test('a wallet announced through sats-connect (window.btc_providers) connects, sends BTC as a PSBT it signs, signs a message that verifies, and reconnects on reload', async ({
    page,
    stack,
  }) => {
    const [modal, wallet] = await connectBitcoin(page, stack, 7, 'satsConnect')
    expect(wallet.requests.map((r) => [r.method, r.outcome])).toEqual([['getAddresses', 'approved']])
    const account = modal.view('Account')
    const held = await satsOf(stack, wallet.payment)
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(held, 8, 3)} BTC`)

    const receiver = accountOf(9).payment
    const receiverBefore = await satsOf(stack, receiver)
    expect(await submitSend(modal, wallet, '0.1', receiver, 'signPsbt')).toBe('approved')
    await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
    await expect.poll(() => satsOf(stack, receiver)).toBe(receiverBefore + 10_000_000n)
    const left = await satsOf(stack, wallet.payment)
    expect(held - 10_000_000n - left).toBeGreaterThan(0n)
    await expect(account.getByTestId('account-balance')).toHaveText(`${shown(left, 8, 3)} BTC`)
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toHaveCount(0)

    await expectSignedMessage(modal, stack, wallet, 'signMessage')

    // The reload finds the granted accounts through wallet_getAccount, without a prompt.
    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(wallet.payment)
    expect(wallet.requests.filter((r) => r.method === 'getAddresses')).toHaveLength(1)
    expect(wallet.requests.find((r) => r.method === 'wallet_getAccount')?.outcome).toBe('approved')

    // Its ordinal account too, and the wallet's own events: disconnecting in the wallet disconnects the widget.
    await modal.accountButton.click()
    await modal.view('Account').getByTestId('account-type-ordinal').click()
    await expect(modal.state('address')).toHaveText(wallet.ordinal)
    await wallet.disconnect()
    await expect(modal.state('status')).toHaveText('disconnected')
    await expect(modal.state('address')).toHaveText('')
  })

  test('over WalletConnect, one session carries eip155 and Bitcoin: the Bitcoin account shows its balance, signs a message that verifies and sends BTC as a PSBT it signs', async ({
    page,
    stack,
  }) => {
    const regtest = regtestOf(stack)
    const wallet = await createWalletConnectTestWallet({
      relayUrl: stack.relay.url,
      projectId: walletConnectProjectId,
      privateKey: anvilAccounts[5].privateKey,
      chains: stack.devnet.chains.map((chain) => ({
        id: chain.chainId,
        rpcUrl: chain.rpcUrl,
        name: chain.name,
      })),
      sides: [
        await walletConnectBitcoinSide({
          privateKey: accountOf(8).privateKey,
          caipNetworkId: regtest.caipNetworkId as `bip122:${string}`,
        }),
      ],
    })
    try {
      await prepareWalletConnectPage(page)
      const modal = new ModalPage(page)
      await page.goto(`${demo?.url}/?networks=31337,${regtest.caipNetworkId}`)
      const proposal = await wallet.pair(await openQr(modal))
      expect(proposal.outcome).toBe('approved')
      // The proposal asks for the configured Bitcoin network with WalletConnect's Bitcoin methods.
      const asked = proposal.params as {
        optionalNamespaces: Record<string, { chains: string[]; methods: string[] }>
      }
      expect(asked.optionalNamespaces.bip122?.chains).toEqual([regtest.caipNetworkId])
      expect(asked.optionalNamespaces.bip122?.methods).toEqual(
        expect.arrayContaining(['signMessage', 'signPsbt', 'getAccountAddresses']),
      )
      await expect(modal.state('status')).toHaveText('connected')
      await expect(modal.state('address')).toHaveText(wallet.address)

      await modal.dialog.waitFor({ state: 'detached' })
      await modal.networkButton.click()
      await modal.view('Networks').getByTestId(`network-option-${regtest.caipNetworkId}`).click()
      await expect(modal.state('caipNetworkId')).toHaveText(regtest.caipNetworkId)
      const sender = accountOf(8).payment
      expect(wallet.addressOn('bip122')).toBe(sender)
      await expect(modal.state('address')).toHaveText(sender)
      await modal.dialog.waitFor({ state: 'detached' })

      await expectSignedMessage(
        modal,
        stack,
        { payment: sender, waitForRequest: wallet.waitForRequest },
        'signMessage',
      )
      expect(wallet.requests.find((r) => r.method === 'signMessage')?.chainId).toBe(regtest.caipNetworkId)

      await modal.accountButton.click()
      const account = modal.view('Account')
      const held = await satsOf(stack, sender)
      await expect(account.getByTestId('account-balance')).toHaveText(`${shown(held, 8, 3)} BTC`)
      const receiver = accountOf(9).payment
      const receiverBefore = await satsOf(stack, receiver)
      expect(await submitSend(modal, wallet, '0.05', receiver, 'signPsbt')).toBe('approved')
      await expect(page.getByTestId('alert-title')).toHaveText('Transaction started')
      await expect.poll(() => satsOf(stack, receiver)).toBe(receiverBefore + 5_000_000n)
      const left = await satsOf(stack, sender)
      expect(held - 5_000_000n - left).toBeGreaterThan(0n)
      await expect(account.getByTestId('account-balance')).toHaveText(`${shown(left, 8, 3)} BTC`)
    } finally {
      await wallet.close()
    }
  })
})
