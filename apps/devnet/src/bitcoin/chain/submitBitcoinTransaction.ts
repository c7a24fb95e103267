import { InputVerificationError, type Prevout, verifyBitcoinInputs } from '@latch/bitcoin'
import { bytesToHex } from '@noble/hashes/utils'
import { Transaction } from '@scure/btc-signer'
import { bitcoinCoinbaseMaturity, bitcoinDustLimit } from '../bitcoinRegtestConstants.js'
import { type BitcoinChainState, chainTip, indexTransaction, outpointKey } from './bitcoinChainState.js'
import {
  type ChainInput,
  type ChainOutput,
  type ChainTransaction,
  TransactionRejectedError,
} from './bitcoinChainTypes.js'
import { mineBitcoinBlock } from './mineBitcoinBlock.js'
import { addressOf } from './regtestAddresses.js'

const txOptions = { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true } as const

function decode(raw: Uint8Array): Transaction {
  try {
    return Transaction.fromRaw(raw, txOptions)
  } catch (error) {
    throw new TransactionRejectedError(
      `TX decode failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** The inputs with the outputs they spend: each unspent, spent once, not by the mempool, and past coinbase maturity. */
function spentInputs(state: BitcoinChainState, tx: Transaction): ChainInput[] {
  const inputs: ChainInput[] = []
  const seen = new Set<string>()
  for (let position = 0; position < tx.inputsLength; position++) {
    const input = tx.getInput(position)
    const spentTxid = bytesToHex(input.txid as Uint8Array)
    const vout = input.index as number
    const key = outpointKey(spentTxid, vout)
    if (seen.has(key)) throw new TransactionRejectedError('bad-txns-inputs-duplicate')
    seen.add(key)
    if (state.mempoolSpends.has(key)) throw new TransactionRejectedError('txn-mempool-conflict')
    const prevout = state.unspent.get(key)
    if (!prevout) throw new TransactionRejectedError('bad-txns-inputs-missingorspent')
    const parent = state.transactions.get(spentTxid)
    if (
      parent?.coinbase &&
      chainTip(state).height + 1 - (parent.block?.height ?? 0) < bitcoinCoinbaseMaturity
    )
      throw new TransactionRejectedError('bad-txns-premature-spend-of-coinbase')
    inputs.push({
      txid: spentTxid,
      vout,
      scriptSig: input.finalScriptSig ?? new Uint8Array(),
      witness: input.finalScriptWitness ?? [],
      sequence: input.sequence ?? 0xffffffff,
      prevout: { script: prevout.script, value: prevout.value, address: prevout.address },
    })
  }
  return inputs
}

/** The outputs, none below the dust limit but OP_RETURN ones. */
function paidOutputs(tx: Transaction): ChainOutput[] {
  const outputs: ChainOutput[] = []
  for (let position = 0; position < tx.outputsLength; position++) {
    const output = tx.getOutput(position)
    const script = output.script as Uint8Array
    const value = output.amount as bigint
    if (script[0] !== 0x6a && value < bitcoinDustLimit) throw new TransactionRejectedError('dust')
    outputs.push({ script, value, address: addressOf(script) })
  }
  return outputs
}

/**
 * Validates a raw transaction as Bitcoin Core's mempool does (inputs unspent and not spent twice, signatures,
 * amounts, dust, the minimum relay fee of 1 sat/vB) and adds it to the mempool, its reject reason as the error
 * otherwise. Mines it at once when the chain auto-mines.
 */
export function submitBitcoinTransaction(state: BitcoinChainState, raw: Uint8Array): string {
  const tx = decode(raw)
  const txid = tx.id
  if (state.transactions.has(txid)) throw new TransactionRejectedError('txn-already-known')
  if (tx.inputsLength === 0) throw new TransactionRejectedError('bad-txns-vin-empty')
  if (tx.outputsLength === 0) throw new TransactionRejectedError('bad-txns-vout-empty')
  const inputs = spentInputs(state, tx)
  const outputs = paidOutputs(tx)
  const valueIn = inputs.reduce((sum, input) => sum + (input.prevout as ChainOutput).value, 0n)
  const valueOut = outputs.reduce((sum, output) => sum + output.value, 0n)
  if (valueOut > valueIn) throw new TransactionRejectedError('bad-txns-in-belowout')
  try {
    verifyBitcoinInputs(
      tx,
      inputs.map((input) => input.prevout as Prevout),
    )
  } catch (error) {
    if (error instanceof InputVerificationError) throw new TransactionRejectedError(error.message)
    throw error
  }
  const fee = valueIn - valueOut
  if (fee < BigInt(tx.vsize))
    throw new TransactionRejectedError(`min relay fee not met, ${fee} < ${tx.vsize}`)
  const transaction: ChainTransaction = {
    txid,
    raw: tx.toBytes(true, true),
    version: tx.version,
    locktime: tx.lockTime,
    inputs,
    outputs,
    coinbase: false,
    fee,
    size: tx.toBytes(true, true).length,
    weight: tx.weight,
    block: undefined,
  }
  for (const input of inputs) {
    const key = outpointKey(input.txid, input.vout)
    state.unspent.delete(key)
    state.mempoolSpends.set(key, txid)
  }
  state.mempool.push(txid)
  indexTransaction(state, transaction)
  if (state.autoMine) mineBitcoinBlock(state, state.minerScript)
  return txid
}
