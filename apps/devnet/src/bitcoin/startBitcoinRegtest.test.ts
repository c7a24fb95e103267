import { secp256k1 } from '@noble/curves/secp256k1'
import { hexToBytes } from '@noble/hashes/utils'
import { getAddress, NETWORK, p2pkh, p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinDevnetGrant } from './bitcoinAccounts.js'
import {
  bitcoinRegtestCaipNetworkId,
  bitcoinRegtestGenesisHash,
  bitcoinRegtestNetwork,
} from './bitcoinRegtestConstants.js'
import { type BitcoinRegtest, startBitcoinRegtest } from './startBitcoinRegtest.js'

let regtest: BitcoinRegtest
beforeAll(async () => {
  regtest = await startBitcoinRegtest()
})
afterAll(() => regtest?.stop())

const get = async (path: string) => {
  const response = await fetch(`${regtest.esploraUrl}${path}`)
  return { status: response.status, body: (await response.json()) as never }
}
const post = async (path: string, body: string) => {
  const response = await fetch(`${regtest.esploraUrl}${path}`, { method: 'POST', body })
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text) as { code: string; message: string } }
}
type Stats = { funded_txo_sum: number; spent_txo_sum: number; tx_count: number }
const balanceOf = async (address: string) => {
  const { body } = await get(`/address/${address}`)
  const { chain_stats, mempool_stats } = body as { chain_stats: Stats; mempool_stats: Stats }
  return (
    chain_stats.funded_txo_sum -
    chain_stats.spent_txo_sum +
    mempool_stats.funded_txo_sum -
    mempool_stats.spent_txo_sum
  )
}
type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }

/** A P2WPKH payment built and signed as a wallet would, from the account's first unspent output. */
async function payment(
  from: { privateKey: string; payment: string },
  to: string,
  value: bigint,
  signer = from.privateKey,
) {
  const key = hexToBytes(signer)
  const owner = p2wpkh(secp256k1.getPublicKey(hexToBytes(from.privateKey), true), bitcoinRegtestNetwork)
  const { body } = await get(`/address/${from.payment}/utxo`)
  const [utxo] = body as Utxo[]
  if (!utxo) throw new Error('no unspent output')
  const tx = new Transaction()
  tx.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: owner.script, amount: BigInt(utxo.value) },
  })
  tx.addOutputAddress(to, value, bitcoinRegtestNetwork)
  tx.addOutput({ script: owner.script, amount: BigInt(utxo.value) - value - 500n })
  return { tx, key, utxo }
}

describe('startBitcoinRegtest', () => {
  it('starts from regtest’s genesis block and funds every test account', async () => {
    expect(regtest.chain.block(0)?.hash).toBe(bitcoinRegtestGenesisHash)
    expect(regtest.caipNetworkId).toBe(bitcoinRegtestCaipNetworkId)
    expect(await (await fetch(`${regtest.esploraUrl}/blocks/tip/height`)).text()).toBe('111')
    for (const account of regtest.accounts) {
      expect(await balanceOf(account.payment)).toBe(Number(bitcoinDevnetGrant.payment))
      expect(await balanceOf(account.ordinal)).toBe(Number(bitcoinDevnetGrant.ordinal))
    }
    const { body } = await get(`/address/${regtest.accounts[0]?.payment}/utxo`)
    expect(body).toEqual([
      expect.objectContaining({
        value: 100_000_000,
        status: expect.objectContaining({ confirmed: true, block_height: 111 }),
      }),
    ])
  })

  it('accepts a signed P2WPKH payment, shows it in the mempool, and confirms it when a block is mined', async () => {
    const [from, to] = regtest.accounts as [BitcoinRegtest['accounts'][0], BitcoinRegtest['accounts'][0]]
    const before = { from: await balanceOf(from.payment), to: await balanceOf(to.payment) }
    const { tx, key } = await payment(from, to.payment, 25_000_000n)
    tx.sign(key)
    tx.finalize()
    const sent = await post('/tx', tx.hex)
    expect(sent.status).toBe(200)
    expect(sent.text).toBe(tx.id)
    expect((await get(`/tx/${tx.id}/status`)).body).toEqual({ confirmed: false })
    expect(await balanceOf(to.payment)).toBe(before.to + 25_000_000)
    expect(await balanceOf(from.payment)).toBe(before.from - 25_000_000 - 500)
    const history = (await get(`/address/${to.payment}/txs`)).body as {
      txid: string
      fee: number
      status: { confirmed: boolean }
    }[]
    expect(history[0]).toMatchObject({ txid: tx.id, fee: 500, status: { confirmed: false } })

    const mined = await post('/mine', JSON.stringify({ blocks: 1 }))
    const [hash] = mined.json() as unknown as string[]
    const status = (await get(`/tx/${tx.id}/status`)).body as { confirmed: boolean; block_hash: string }
    expect(status).toMatchObject({ confirmed: true, block_hash: hash, block_height: 112 })
    expect(await (await fetch(`${regtest.esploraUrl}/tx/${tx.id}/hex`)).text()).toBe(tx.hex)
  })

  it('accepts a taproot key-path spend (the ordinal address)', async () => {
    const account = regtest.accounts[2] as BitcoinRegtest['accounts'][0]
    const key = hexToBytes(account.privateKey)
    const owner = p2tr(secp256k1.getPublicKey(key, true).subarray(1), undefined, bitcoinRegtestNetwork)
    expect(owner.address).toBe(account.ordinal)
    const [utxo] = (await get(`/address/${account.ordinal}/utxo`)).body as Utxo[]
    const tx = new Transaction()
    tx.addInput({
      txid: utxo?.txid as string,
      index: utxo?.vout as number,
      witnessUtxo: { script: owner.script, amount: BigInt(utxo?.value ?? 0) },
      tapInternalKey: owner.tapInternalKey,
    })
    tx.addOutputAddress(account.payment, BigInt((utxo?.value ?? 0) - 300), bitcoinRegtestNetwork)
    tx.sign(key)
    tx.finalize()
    const sent = await post('/tx', tx.hex)
    expect(sent.text).toBe(tx.id)
    expect(await balanceOf(account.ordinal)).toBe(0)
  })

  it('accepts a legacy P2PKH spend', async () => {
    const key = hexToBytes('11'.repeat(32))
    const legacy = p2pkh(secp256k1.getPublicKey(key, true), bitcoinRegtestNetwork)
    const funding = regtest.fund(legacy.address as string, 50_000n)
    regtest.chain.mine(1)
    const fundingTx = regtest.chain.transaction(funding)
    const vout = fundingTx?.outputs.findIndex((output) => output.address === legacy.address) as number
    const tx = new Transaction()
    tx.addInput({ txid: funding, index: vout, nonWitnessUtxo: fundingTx?.raw as Uint8Array })
    tx.addOutputAddress(regtest.accounts[3]?.payment as string, 40_000n, bitcoinRegtestNetwork)
    tx.sign(key)
    tx.finalize()
    expect((await post('/tx', tx.hex)).text).toBe(tx.id)
  })

  it('refuses a transaction signed with another key, and one altered after signing', async () => {
    const [, , , from, to] = regtest.accounts as BitcoinRegtest['accounts'][number][]
    const forged = await payment(
      from as never,
      (to as { payment: string }).payment,
      10_000n,
      regtest.accounts[9]?.privateKey,
    )
    // The wallet's signer checks its own key: sign as the other key's owner would, by force.
    forged.tx.updateInput(0, {
      witnessUtxo: {
        script: p2wpkh(secp256k1.getPublicKey(forged.key, true), bitcoinRegtestNetwork).script,
        amount: BigInt(forged.utxo.value),
      },
    })
    forged.tx.sign(forged.key)
    forged.tx.finalize()
    const refused = await post('/tx', forged.tx.hex)
    expect(refused.status).toBe(400)
    expect(refused.json()).toEqual({
      code: 'transaction_rejected',
      message: expect.stringContaining('mandatory-script-verify-flag-failed'),
    })

    const honest = await payment(from as never, (to as { payment: string }).payment, 10_000n)
    honest.tx.sign(honest.key)
    honest.tx.finalize()
    // Lower the payment after signing (the rest would go to fees): the signature no longer covers the outputs.
    const altered = Transaction.fromRaw(honest.tx.extract(), { allowUnknownOutputs: true })
    altered.updateOutput(0, { amount: 5_000n }, true)
    const alteredResult = await post('/tx', altered.hex)
    expect(alteredResult.status).toBe(400)
    expect(alteredResult.json().message).toContain('mandatory-script-verify-flag-failed')
    expect(await balanceOf((to as { payment: string }).payment)).toBe(Number(bitcoinDevnetGrant.payment))
  })

  it('refuses a double spend, in the mempool and after confirmation', async () => {
    const [, , , , , from, to, other] = regtest.accounts as BitcoinRegtest['accounts'][number][]
    const first = await payment(from as never, (to as { payment: string }).payment, 10_000n)
    const second = await payment(from as never, (other as { payment: string }).payment, 10_000n)
    for (const { tx, key } of [first, second]) {
      tx.sign(key)
      tx.finalize()
    }
    expect((await post('/tx', first.tx.hex)).status).toBe(200)
    const conflict = await post('/tx', second.tx.hex)
    expect(conflict.status).toBe(400)
    expect(conflict.json()).toEqual({
      code: 'transaction_rejected',
      message: 'sendrawtransaction RPC error: txn-mempool-conflict',
    })
    expect((await post('/tx', first.tx.hex)).json().message).toContain('txn-already-known')
    regtest.chain.mine(1)
    expect((await post('/tx', second.tx.hex)).json().message).toContain('bad-txns-inputs-missingorspent')
    expect(await balanceOf((other as { payment: string }).payment)).toBe(Number(bitcoinDevnetGrant.payment))
  })

  it('refuses a payment of more than its inputs', async () => {
    const account = regtest.accounts[8] as BitcoinRegtest['accounts'][0]
    const { tx, key } = await payment(account, account.ordinal, 10_000n)
    tx.sign(key)
    tx.finalize()
    const raised = Transaction.fromRaw(tx.extract(), { allowUnknownOutputs: true })
    raised.updateOutput(0, { amount: 100_000_000n }, true)
    expect((await post('/tx', raised.hex)).json().message).toContain('bad-txns-in-belowout')
  })

  it('answers bad input with 400 { code, message } and unknown ids with 404', async () => {
    const mainnet = getAddress('wpkh', hexToBytes('22'.repeat(32)), NETWORK) as string
    for (const path of [
      '/address/not-an-address',
      `/address/${mainnet}`,
      `/address/${mainnet}/utxo`,
      '/address/bcrt1qxyz/txs',
      '/tx/xyz/status',
      `/tx/${'A'.repeat(64)}`,
      '/block-height/-1',
    ]) {
      const { status, body } = await get(path)
      expect([path, status]).toEqual([path, 400])
      expect(body).toEqual({ code: expect.any(String), message: expect.any(String) })
    }
    expect(await get(`/tx/${'0'.repeat(64)}/status`)).toEqual({
      status: 404,
      body: { code: 'not_found', message: 'Transaction not found' },
    })
    for (const body of ['', 'zz', '0', '00', `${'ab'.repeat(10)}`]) {
      const result = await post('/tx', body)
      expect(result.status).toBe(400)
      expect(result.json()).toEqual({
        code: expect.stringMatching(/^(invalid_transaction|transaction_rejected)$/),
        message: expect.any(String),
      })
    }
    for (const body of ['{"blocks":-1}', '{"blocks":"x"}', `{"address":"${mainnet}"}`])
      expect((await post('/mine', body)).status).toBe(400)
    for (const body of [
      '{}',
      '{"address":"x","value":1000}',
      `{"address":"${regtest.accounts[0]?.payment}","value":1}`,
    ])
      expect((await post('/faucet', body)).status).toBe(400)
  })

  it('gives fee estimates by confirmation target, as Esplora does', async () => {
    const { body } = await get('/fee-estimates')
    expect(body).toMatchObject({
      '1': expect.any(Number),
      '6': expect.any(Number),
      '144': expect.any(Number),
    })
  })
})
