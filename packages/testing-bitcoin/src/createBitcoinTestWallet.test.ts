// @vitest-environment happy-dom
import { bitcoinAdapter, bitcoinAddressNetwork, bitcoinRegtest, verifyBitcoinMessage } from '@latch/bitcoin'
import {
  type AdapterRuntime,
  type Connector,
  connect,
  createLatch,
  createMemoryStorage,
  navigate,
  openModal,
  sendToken,
  setSendAmount,
  setSendReceiver,
  setSendToken,
} from '@latch/core'
import { type BitcoinRegtest, startBitcoinRegtest } from '@latch/devnet'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinTestWallet, createBitcoinTestWallet } from './createBitcoinTestWallet.js'

let regtest: BitcoinRegtest
let test: BitcoinTestWallet
let runtime: AdapterRuntime
let connector: Connector
let unregister: () => void
const network = () => bitcoinRegtest({ esploraUrl: regtest.esploraUrl })
const bitcoinLatch = (projectId: string) =>
  createLatch({
    projectId,
    networks: [network()],
    adapters: [bitcoinAdapter()],
    storage: createMemoryStorage(),
    features: { analytics: false },
  })

beforeAll(async () => {
  regtest = await startBitcoinRegtest()
  test = createBitcoinTestWallet({ privateKey: regtest.accounts[4]?.privateKey as string })
  unregister = getWallets().register(test.wallet)
  const latch = bitcoinLatch('bitcoin-test')
  connector = latch.store.getState().connectors.find((c) => c.name === 'Latch Bitcoin Wallet') as Connector
  runtime = await bitcoinAdapter().load({ config: latch.config })
})
afterAll(async () => {
  unregister?.()
  await regtest?.stop()
})

describe('the Bitcoin test wallet through the bip122 runtime', () => {
  it('is found as a bip122 connector, connects its payment account (its ordinal account listed beside it) and reads the balance from Esplora', async () => {
    expect(connector).toMatchObject({ id: 'Latch Bitcoin Wallet', type: 'ANNOUNCED', chain: 'bip122' })
    const connection = await runtime.connect({ connector, network: network() })
    expect(connection).toMatchObject({ address: regtest.accounts[4]?.payment, chainId: network().id })
    expect(connection.accounts?.map(({ address, type }) => ({ address, type }))).toEqual([
      { address: regtest.accounts[4]?.payment, type: 'payment' },
      { address: regtest.accounts[4]?.ordinal, type: 'ordinal' },
    ])
    expect(test.payment).toBe(regtest.accounts[4]?.payment)
    expect(test.ordinal).toBe(regtest.accounts[4]?.ordinal)
    const balance = await runtime.getBalance({ address: connection.address, network: network() })
    expect(balance).toEqual({ value: 100_000_000n, decimals: 8, symbol: 'BTC' })
    // Reload: the wallet still authorises the site, so the account comes back without a prompt.
    const prompts = test.requests.length
    expect(await runtime.reconnect({ connector })).toEqual(connection)
    expect(test.requests.length).toBe(prompts)
  })

  it('signs a message with BIP-322, verified here; a forged or other-message signature is refused', async () => {
    const signature = await runtime.signMessage?.({
      connector,
      address: test.payment,
      message: 'Hello from Latch',
    })
    const addressNetwork = bitcoinAddressNetwork(network())
    expect(
      verifyBitcoinMessage({
        address: test.payment,
        message: 'Hello from Latch',
        signature: signature as string,
        network: addressNetwork,
      }),
    ).toBe(true)
    expect(
      verifyBitcoinMessage({
        address: test.payment,
        message: 'Hello from Latch!',
        signature: signature as string,
        network: addressNetwork,
      }),
    ).toBe(false)
    expect(
      verifyBitcoinMessage({
        address: regtest.accounts[5]?.payment as string,
        message: 'Hello from Latch',
        signature: signature as string,
        network: addressNetwork,
      }),
    ).toBe(false)
  })

  it('signs a message from the ordinal account with BIP-322 (taproot), verified for the ordinal address only', async () => {
    const message = 'Hello from the ordinal account'
    const signature = await runtime.signMessage?.({ connector, address: test.ordinal, message })
    const addressNetwork = bitcoinAddressNetwork(network())
    const verify = (address: string) =>
      verifyBitcoinMessage({ address, message, signature: signature as string, network: addressNetwork })
    expect(verify(test.ordinal)).toBe(true)
    expect(verify(test.payment)).toBe(false)
  })

  it('sends BTC as a PSBT the wallet signs: both balances change on the chain by the amount (and the fee)', async () => {
    const to = regtest.accounts[6]?.payment as string
    const txid = await runtime.sendTransaction?.({
      connector,
      network: network(),
      transaction: { from: test.payment, to, value: 2_500_000n, data: '0x' },
    })
    const sent = regtest.chain.transaction(txid as string)
    expect(sent).toBeDefined()
    // Fee rate from the fee estimates (5 sat/vB for the next block) times the size.
    expect(Number(sent?.fee)).toBeGreaterThanOrEqual(5 * 110)
    expect(await runtime.getBalance({ address: to, network: network() })).toMatchObject({
      value: 102_500_000n,
    })
    expect(await runtime.getBalance({ address: test.payment, network: network() })).toMatchObject({
      value: 100_000_000n - 2_500_000n - (sent?.fee as bigint),
    })
    // Sent once in a block: in the mempool it is still pending.
    const receipt = (timeout: number) =>
      runtime.waitForTransactionReceipt?.({ hash: txid as string, network: network(), timeout })
    expect(await receipt(300)).toBeUndefined()
    regtest.chain.mine(1)
    expect(await receipt(2_000)).toEqual({ status: 'success' })
  })

  it('a declined signature or send changes nothing', async () => {
    test.setMode('reject')
    const before = await runtime.getBalance({ address: test.payment, network: network() })
    const mempool = regtest.chain.mempool().length
    await expect(
      runtime.signMessage?.({ connector, address: test.payment, message: 'no' }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    await expect(
      runtime.sendTransaction?.({
        connector,
        network: network(),
        transaction: {
          from: test.payment,
          to: regtest.accounts[7]?.payment as string,
          value: 10_000n,
          data: '0x',
        },
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(regtest.chain.mempool().length).toBe(mempool)
    expect(await runtime.getBalance({ address: test.payment, network: network() })).toEqual(before)
    test.setMode('approve')
  })

  it('sends BTC through the widget’s Send (core’s sendToken): the receiver checked, the PSBT signed, both balances moved', async () => {
    const latch = bitcoinLatch('bitcoin-send')
    test.setMode('approve')
    await connect(latch, { connectorId: 'Latch Bitcoin Wallet', namespace: 'bip122' })
    expect(latch.store.getState().connections[0]).toMatchObject({
      address: test.payment,
      namespace: 'bip122',
    })
    const receiver = regtest.accounts[8]?.payment as string
    openModal(latch, { view: 'Account' })
    navigate(latch, { view: 'WalletSend' })
    setSendToken(latch, {
      token: {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: network().caipNetworkId,
        quantity: { decimals: '8', numeric: '0.5' },
        iconUrl: '',
      },
    })
    setSendAmount(latch, { amount: '0.0123' })
    await setSendReceiver(latch, { receiver })
    const { hash } = await sendToken(latch)
    expect(regtest.chain.transaction(hash)?.outputs).toContainEqual(
      expect.objectContaining({ address: receiver, value: 1_230_000n }),
    )
    expect(await runtime.getBalance({ address: receiver, network: network() })).toMatchObject({
      value: 101_230_000n,
    })
    // The balances refreshed at once come from a data API this test does not start: their alert may follow.
    expect(latch.store.getState().alerts).toContainEqual(
      expect.objectContaining({ variant: 'success', title: 'Transaction started' }),
    )
  })
})
