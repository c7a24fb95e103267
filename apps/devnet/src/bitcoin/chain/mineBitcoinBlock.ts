import { RawTx, Script, ScriptNum } from '@scure/btc-signer'
import { bitcoinRegtestHalvingInterval, satoshisPerBitcoin } from '../bitcoinRegtestConstants.js'
import { type BitcoinChainState, chainTip, indexTransaction } from './bitcoinChainState.js'
import type { BitcoinBlock, ChainTransaction } from './bitcoinChainTypes.js'
import { blockHash, genesis, headerOf, merkleRoot, reverseHex, sha256d, targetOf } from './blockHeader.js'
import { addressOf } from './regtestAddresses.js'

/** A block's coinbase: the subsidy of its height (halving as regtest does) and the fees, paid to `script`. */
function coinbaseTransaction(height: number, fees: bigint, script: Uint8Array): ChainTransaction {
  const subsidy = (50n * satoshisPerBitcoin) >> BigInt(Math.floor(height / bitcoinRegtestHalvingInterval))
  const scriptSig = Script.encode([ScriptNum().encode(BigInt(height)), new TextEncoder().encode('latch')])
  const output = { amount: subsidy + fees, script }
  const raw = RawTx.encode({
    version: 2,
    segwitFlag: false,
    inputs: [
      { txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: scriptSig, sequence: 0xffffffff },
    ],
    outputs: [output],
    witnesses: [],
    lockTime: 0,
  })
  return {
    txid: reverseHex(sha256d(raw)),
    raw,
    version: 2,
    locktime: 0,
    inputs: [
      {
        txid: '0'.repeat(64),
        vout: 0xffffffff,
        scriptSig,
        witness: [],
        sequence: 0xffffffff,
        prevout: undefined,
      },
    ],
    outputs: [{ script, value: output.amount, address: addressOf(script) }],
    coinbase: true,
    fee: 0n,
    size: raw.length,
    weight: raw.length * 4,
    block: undefined,
  }
}

/**
 * Mines the next block: the whole mempool confirmed behind a coinbase paying `script`, with a real header whose
 * proof of work meets regtest's target. Returns its hash.
 */
export function mineBitcoinBlock(state: BitcoinChainState, script: Uint8Array): string {
  const { mempool, transactions } = state
  const previous = chainTip(state)
  const height = previous.height + 1
  const confirmed = mempool.splice(0).map((txid) => transactions.get(txid) as ChainTransaction)
  const fees = confirmed.reduce((sum, transaction) => sum + transaction.fee, 0n)
  const reward = coinbaseTransaction(height, fees, script)
  const txids = [reward.txid, ...confirmed.map((transaction) => transaction.txid)]
  const root = merkleRoot(txids)
  const time = Math.max(previous.time + 1, state.now())
  const target = targetOf(genesis.bits)
  let nonce = 0
  let header = headerOf(0x20000000, previous.hash, root, time, genesis.bits, nonce)
  while (BigInt(`0x${blockHash(header)}`) > target)
    header = headerOf(0x20000000, previous.hash, root, time, genesis.bits, ++nonce)
  const block: BitcoinBlock = {
    hash: blockHash(header),
    height,
    time,
    previousHash: previous.hash,
    merkleRoot: root,
    txids,
  }
  state.blocks.push(block)
  state.blocksByHash.set(block.hash, block)
  indexTransaction(state, reward)
  for (const transaction of [reward, ...confirmed]) transaction.block = block
  state.mempoolSpends.clear()
  return block.hash
}
