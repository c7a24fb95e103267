import { secp256k1 } from '@noble/curves/secp256k1'
import { hexToBytes } from '@noble/hashes/utils'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { bitcoinRegtestNetwork } from './bitcoinRegtestConstants.js'
import type { BitcoinChain } from './chain/bitcoinChainTypes.js'

/** Fee rate the devnet's own payments use, in sat/vB. */
const feeRate = 2n

/**
 * Pays `outputs` from the confirmed P2WPKH outputs of `privateKey` on the local chain: a transaction built,
 * signed and submitted like any wallet's (the chain checks it the same way). Returns its txid.
 *
 * @example
 * sendFromBitcoinKey(chain, miner.privateKey, [{ address: 'bcrt1q…', value: 100_000n }])
 */
export function sendFromBitcoinKey(
  chain: BitcoinChain,
  privateKey: string,
  outputs: readonly { address: string; value: bigint }[],
): string {
  const key = hexToBytes(privateKey)
  const payment = p2wpkh(secp256k1.getPublicKey(key, true), bitcoinRegtestNetwork)
  const wanted = outputs.reduce((sum, output) => sum + output.value, 0n)
  const tx = new Transaction()
  let gathered = 0n
  // A generous fee bound for the inputs and outputs it may have: inputs ~68 vB, outputs ~43 vB.
  const feeFor = (inputs: number) => feeRate * BigInt(11 + 68 * inputs + 43 * (outputs.length + 1))
  for (const utxo of chain.utxos(payment.address as string)) {
    if (gathered >= wanted + feeFor(tx.inputsLength)) break
    const transaction = chain.transaction(utxo.txid)
    if (transaction?.coinbase && chain.tip.height + 1 - (transaction.block?.height ?? 0) < 100) continue
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: payment.script, amount: utxo.value },
    })
    gathered += utxo.value
  }
  const fee = feeFor(tx.inputsLength)
  if (gathered < wanted + fee)
    throw new Error(`The key holds ${gathered} spendable satoshis, less than ${wanted + fee}.`)
  for (const output of outputs) tx.addOutputAddress(output.address, output.value, bitcoinRegtestNetwork)
  const change = gathered - wanted - fee
  if (change >= 546n) tx.addOutput({ script: payment.script, amount: change })
  tx.sign(key)
  tx.finalize()
  return chain.submit(tx.extract())
}
