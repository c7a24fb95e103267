import { InputVerificationError, type Prevout, verifyBitcoinInputs } from '@latch/bitcoin'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { Address, OutScript, RawTx, Script, ScriptNum, Transaction } from '@scure/btc-signer'
import {
  bitcoinCoinbaseMaturity,
  bitcoinDustLimit,
  bitcoinRegtestHalvingInterval,
  bitcoinRegtestNetwork,
  satoshisPerBitcoin,
} from './bitcoinRegtestConstants.js'

/** A refused transaction, with Bitcoin Core's reject reason as its message. */
export class TransactionRejectedError extends Error {
  override name = 'TransactionRejectedError'
}

export type BitcoinBlock = {
  hash: string
  height: number
  /** Unix seconds. */
  time: number
  previousHash: string
  merkleRoot: string
  /** The block's transactions, coinbase first. */
  txids: string[]
}

/** Where a transaction stands: Esplora's `status` object. */
export type TxStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }

export type ChainOutput = { script: Uint8Array; value: bigint; address: string | undefined }

export type ChainInput = {
  txid: string
  vout: number
  scriptSig: Uint8Array
  witness: Uint8Array[]
  sequence: number
  /** The output it spends; absent for a coinbase input. */
  prevout: ChainOutput | undefined
}

export type ChainTransaction = {
  txid: string
  raw: Uint8Array
  version: number
  locktime: number
  inputs: ChainInput[]
  outputs: ChainOutput[]
  coinbase: boolean
  fee: bigint
  size: number
  weight: number
  block: BitcoinBlock | undefined
}

export type Utxo = { txid: string; vout: number; value: bigint; status: TxStatus }

export type AddressStats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

export type BitcoinChain = {
  readonly tip: BitcoinBlock
  block(hashOrHeight: string | number): BitcoinBlock | undefined
  transaction(txid: string): ChainTransaction | undefined
  status(transaction: ChainTransaction): TxStatus
  /** Validates a raw transaction (inputs unspent, signatures, amounts, fee) and adds it to the mempool. */
  submit(raw: Uint8Array): string
  /** Mines `count` blocks paying their reward to `address` (the miner's by default); returns their hashes. */
  mine(count?: number, address?: string): string[]
  utxos(address: string): Utxo[]
  stats(address: string): { chain_stats: AddressStats; mempool_stats: AddressStats }
  /** The address's transactions: mempool ones newest first, then confirmed ones newest first. */
  history(address: string): ChainTransaction[]
  /** The mempool's transactions in arrival order. */
  mempool(): ChainTransaction[]
}

const outpointKey = (txid: string, vout: number) => `${txid}:${vout}`
const reverseHex = (bytes: Uint8Array) => bytesToHex(Uint8Array.from(bytes).reverse())
const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))
const txOptions = { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true } as const

// Regtest's genesis block: Bitcoin Core's header, whose hash is 0f9188f1…2206.
const genesis = {
  version: 1,
  merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  time: 1_296_688_602,
  bits: 0x207fffff,
  nonce: 2,
}

function uint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value >>> 0, true)
  return bytes
}

function headerOf(
  version: number,
  previousHash: string,
  merkleRoot: string,
  time: number,
  bits: number,
  nonce: number,
): Uint8Array {
  const header = new Uint8Array(80)
  header.set(uint32(version), 0)
  header.set(hexToBytes(previousHash).reverse(), 4)
  header.set(hexToBytes(merkleRoot).reverse(), 36)
  header.set(uint32(time), 68)
  header.set(uint32(bits), 72)
  header.set(uint32(nonce), 76)
  return header
}

/** The block hash in display order (the header's double SHA-256, reversed). */
export function blockHash(header: Uint8Array): string {
  return reverseHex(sha256d(header))
}

function targetOf(bits: number): bigint {
  return BigInt(bits & 0xffffff) << BigInt(8 * ((bits >>> 24) - 3))
}

/** The merkle root of txids (display order in, display order out), as Bitcoin builds it. */
export function merkleRoot(txids: readonly string[]): string {
  let level = txids.map((txid) => hexToBytes(txid).reverse())
  if (level.length === 0) throw new Error('a block holds at least its coinbase')
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index] as Uint8Array
      const right = level[index + 1] ?? left
      const pair = new Uint8Array(64)
      pair.set(left, 0)
      pair.set(right, 32)
      next.push(sha256d(pair))
    }
    level = next
  }
  return reverseHex(level[0] as Uint8Array)
}

function addressOf(script: Uint8Array): string | undefined {
  try {
    return Address(bitcoinRegtestNetwork).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}

function scriptOf(address: string): Uint8Array {
  return OutScript.encode(Address(bitcoinRegtestNetwork).decode(address))
}

const emptyStats = (): AddressStats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
})

/**
 * A Bitcoin regtest chain in memory: real transactions (parsed and checked with `@scure/btc-signer`, signatures
 * verified with `@noble/curves`), a UTXO set, a mempool that refuses double spends, and blocks with real
 * headers and proof of work at regtest difficulty, mined on demand.
 *
 * @example
 * const chain = createBitcoinChain({ miner: 'bcrt1q…' })
 * chain.mine(101)
 * const txid = chain.submit(signedRawTransaction)
 */
export function createBitcoinChain(parameters: {
  /** The address block rewards go to unless `mine` names another. */
  miner: string
  /** Mine a block after every accepted transaction, as anvil does. Default: off (blocks on demand). */
  autoMine?: boolean
  now?: () => number
}): BitcoinChain {
  const now = parameters.now ?? (() => Math.floor(Date.now() / 1000))
  const minerScript = scriptOf(parameters.miner)
  const genesisHeader = headerOf(
    genesis.version,
    '0'.repeat(64),
    genesis.merkleRoot,
    genesis.time,
    genesis.bits,
    genesis.nonce,
  )
  const blocks: BitcoinBlock[] = [
    {
      hash: blockHash(genesisHeader),
      height: 0,
      time: genesis.time,
      previousHash: '0'.repeat(64),
      merkleRoot: genesis.merkleRoot,
      txids: [],
    },
  ]
  const blocksByHash = new Map(blocks.map((block) => [block.hash, block]))
  const transactions = new Map<string, ChainTransaction>()
  // Unspent outputs, confirmed or in the mempool, and the mempool spends of them.
  const unspent = new Map<string, ChainOutput & { txid: string; vout: number }>()
  const mempoolSpends = new Map<string, string>()
  const mempool: string[] = []
  const byAddress = new Map<string, string[]>()

  const tip = () => blocks[blocks.length - 1] as BitcoinBlock

  function index(transaction: ChainTransaction): void {
    transactions.set(transaction.txid, transaction)
    const touched = new Set<string>()
    for (const input of transaction.inputs) if (input.prevout?.address) touched.add(input.prevout.address)
    transaction.outputs.forEach((output, vout) => {
      if (output.address) touched.add(output.address)
      // OP_RETURN outputs can never be spent.
      if (output.script[0] !== 0x6a)
        unspent.set(outpointKey(transaction.txid, vout), { ...output, txid: transaction.txid, vout })
    })
    for (const address of touched) {
      const list = byAddress.get(address) ?? []
      list.push(transaction.txid)
      byAddress.set(address, list)
    }
  }

  function coinbase(height: number, fees: bigint, script: Uint8Array): ChainTransaction {
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

  function mineOne(script: Uint8Array): string {
    const previous = tip()
    const height = previous.height + 1
    const confirmed = mempool.splice(0).map((txid) => transactions.get(txid) as ChainTransaction)
    const fees = confirmed.reduce((sum, transaction) => sum + transaction.fee, 0n)
    const reward = coinbase(height, fees, script)
    const txids = [reward.txid, ...confirmed.map((transaction) => transaction.txid)]
    const root = merkleRoot(txids)
    const time = Math.max(previous.time + 1, now())
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
    blocks.push(block)
    blocksByHash.set(block.hash, block)
    index(reward)
    for (const transaction of [reward, ...confirmed]) transaction.block = block
    mempoolSpends.clear()
    return block.hash
  }

  function prevoutOf(txid: string, vout: number): (ChainOutput & { txid: string; vout: number }) | undefined {
    return unspent.get(outpointKey(txid, vout))
  }

  function submit(raw: Uint8Array): string {
    let tx: Transaction
    try {
      tx = Transaction.fromRaw(raw, txOptions)
    } catch (error) {
      throw new TransactionRejectedError(
        `TX decode failed: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    const txid = tx.id
    if (transactions.has(txid)) throw new TransactionRejectedError('txn-already-known')
    if (tx.inputsLength === 0) throw new TransactionRejectedError('bad-txns-vin-empty')
    if (tx.outputsLength === 0) throw new TransactionRejectedError('bad-txns-vout-empty')
    const inputs: ChainInput[] = []
    const seen = new Set<string>()
    for (let position = 0; position < tx.inputsLength; position++) {
      const input = tx.getInput(position)
      const spentTxid = bytesToHex(input.txid as Uint8Array)
      const vout = input.index as number
      const key = outpointKey(spentTxid, vout)
      if (seen.has(key)) throw new TransactionRejectedError('bad-txns-inputs-duplicate')
      seen.add(key)
      if (mempoolSpends.has(key)) throw new TransactionRejectedError('txn-mempool-conflict')
      const prevout = prevoutOf(spentTxid, vout)
      if (!prevout) throw new TransactionRejectedError('bad-txns-inputs-missingorspent')
      const parent = transactions.get(spentTxid)
      if (parent?.coinbase && tip().height + 1 - (parent.block?.height ?? 0) < bitcoinCoinbaseMaturity)
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
    const outputs: ChainOutput[] = []
    for (let position = 0; position < tx.outputsLength; position++) {
      const output = tx.getOutput(position)
      const script = output.script as Uint8Array
      const value = output.amount as bigint
      if (script[0] !== 0x6a && value < bitcoinDustLimit) throw new TransactionRejectedError('dust')
      outputs.push({ script, value, address: addressOf(script) })
    }
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
      unspent.delete(key)
      mempoolSpends.set(key, txid)
    }
    mempool.push(txid)
    index(transaction)
    if (parameters.autoMine) mineOne(minerScript)
    return txid
  }

  function status(transaction: ChainTransaction): TxStatus {
    const { block } = transaction
    return block
      ? { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time }
      : { confirmed: false }
  }

  function history(address: string): ChainTransaction[] {
    const list = (byAddress.get(address) ?? []).map((txid) => transactions.get(txid) as ChainTransaction)
    const pending = list.filter((transaction) => !transaction.block).reverse()
    const confirmed = list.filter((transaction) => transaction.block).reverse()
    return [...pending, ...confirmed]
  }

  function stats(address: string) {
    const chain = emptyStats()
    const pool = emptyStats()
    for (const transaction of byAddress.get(address)?.map((txid) => transactions.get(txid)) ?? []) {
      if (!transaction) continue
      const target = transaction.block ? chain : pool
      target.tx_count++
      for (const output of transaction.outputs)
        if (output.address === address) {
          target.funded_txo_count++
          target.funded_txo_sum += Number(output.value)
        }
      for (const input of transaction.inputs)
        if (input.prevout?.address === address) {
          target.spent_txo_count++
          target.spent_txo_sum += Number(input.prevout.value)
        }
    }
    return { chain_stats: chain, mempool_stats: pool }
  }

  return {
    get tip() {
      return tip()
    },
    block(hashOrHeight) {
      return typeof hashOrHeight === 'number' ? blocks[hashOrHeight] : blocksByHash.get(hashOrHeight)
    },
    transaction: (txid) => transactions.get(txid),
    status,
    submit,
    mine(count = 1, address) {
      const script = address ? scriptOf(address) : minerScript
      return Array.from({ length: count }, () => mineOne(script))
    },
    utxos(address) {
      return [...unspent.values()]
        .filter((output) => output.address === address)
        .map((output) => ({
          txid: output.txid,
          vout: output.vout,
          value: output.value,
          status: status(transactions.get(output.txid) as ChainTransaction),
        }))
    },
    stats,
    history,
    mempool: () => mempool.map((txid) => transactions.get(txid) as ChainTransaction),
  }
}
