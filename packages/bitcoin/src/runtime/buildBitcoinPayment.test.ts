import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex } from '@noble/hashes/utils'
import { getAddress } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import {
  BITCOIN_MAINNET_REFERENCE,
  BITCOIN_REGTEST_REFERENCE,
  BITCOIN_TESTNET_REFERENCE,
  bitcoinAddressNetwork,
} from '../bitcoinChains.js'
import { buildBitcoinPayment, InsufficientBitcoinError, isBitcoinAddress } from './buildBitcoinPayment.js'

const mainnet = bitcoinAddressNetwork({ id: BITCOIN_MAINNET_REFERENCE })
const testnet = bitcoinAddressNetwork({ id: BITCOIN_TESTNET_REFERENCE })
const regtest = bitcoinAddressNetwork({ id: BITCOIN_REGTEST_REFERENCE })
const key = new Uint8Array(32).fill(7)

describe('isBitcoinAddress', () => {
  it('takes P2WPKH, P2TR and legacy addresses of the network, checksum included', () => {
    for (const type of ['wpkh', 'tr', 'pkh'] as const) {
      expect(isBitcoinAddress(getAddress(type, key, mainnet) as string, mainnet)).toBe(true)
      expect(isBitcoinAddress(getAddress(type, key, testnet) as string, testnet)).toBe(true)
      expect(isBitcoinAddress(getAddress(type, key, regtest) as string, regtest)).toBe(true)
      // Another network's address.
      expect(isBitcoinAddress(getAddress(type, key, testnet) as string, mainnet)).toBe(false)
    }
    expect(isBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', mainnet)).toBe(true)
    // One character changed: the checksum fails.
    expect(isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr', mainnet)).toBe(false)
    expect(isBitcoinAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', mainnet)).toBe(false)
  })
})

describe('buildBitcoinPayment', () => {
  const from = getAddress('wpkh', key, regtest) as string
  const publicKey = bytesToHex(secp256k1.getPublicKey(key, true))
  const utxos = [
    { txid: 'aa'.repeat(32), vout: 0, value: 30_000, status: { confirmed: true } },
    { txid: 'bb'.repeat(32), vout: 1, value: 80_000, status: { confirmed: true } },
  ]
  const to = getAddress('tr', new Uint8Array(32).fill(9), regtest) as string

  it('selects outputs that pay the amount and the fee at the rate, with change back to the sender', () => {
    const tx = buildBitcoinPayment({
      from,
      publicKey,
      to,
      amount: 50_000n,
      feeRate: 3,
      utxos,
      network: regtest,
    })
    const outputs = Array.from({ length: tx.outputsLength }, (_, index) => ({
      address: tx.getOutputAddress(index, regtest),
      amount: tx.getOutput(index).amount,
    }))
    expect(outputs).toContainEqual({ address: to, amount: 50_000n })
    const spent = Array.from(
      { length: tx.inputsLength },
      (_, index) => tx.getInput(index).witnessUtxo?.amount ?? 0n,
    )
    const fee = spent.reduce((a, b) => a + b, 0n) - outputs.reduce((a, b) => a + (b.amount ?? 0n), 0n)
    // About 3 sat/vB of a one- or two-input payment with change.
    expect(Number(fee)).toBeGreaterThanOrEqual(3 * 140)
    expect(Number(fee)).toBeLessThan(3 * 260)
  })

  it('refuses another network’s address, an amount below dust and one above the outputs', () => {
    const mainnetTo = getAddress('wpkh', key, mainnet) as string
    expect(() =>
      buildBitcoinPayment({
        from,
        publicKey,
        to: mainnetTo,
        amount: 50_000n,
        feeRate: 1,
        utxos,
        network: regtest,
      }),
    ).toThrow('Invalid address')
    expect(() =>
      buildBitcoinPayment({ from, publicKey, to, amount: 100n, feeRate: 1, utxos, network: regtest }),
    ).toThrow(InsufficientBitcoinError)
    expect(() =>
      buildBitcoinPayment({ from, publicKey, to, amount: 110_000n, feeRate: 1, utxos, network: regtest }),
    ).toThrow(InsufficientBitcoinError)
  })
})
