import type { BitcoinBlock, ChainOutput, ChainTransaction } from './bitcoinChainTypes.js'
import { blockHash, genesis, headerOf } from './blockHeader.js'

export type UnspentOutput = ChainOutput & { txid: string; vout: number }

/** The chain in memory: its blocks, every transaction, the UTXO set, the mempool and the index by address. */
export type BitcoinChainState = {
  now(): number
  /** Where block rewards go unless a `mine` names another address. */
  minerScript: Uint8Array
  /** Mine a block after every accepted transaction. */
  autoMine: boolean
  blocks: BitcoinBlock[]
  blocksByHash: Map<string, BitcoinBlock>
  transactions: Map<string, ChainTransaction>
  /** Unspent outputs, confirmed or in the mempool, by outpoint. */
  unspent: Map<string, UnspentOutput>
  /** The outpoints the mempool's transactions spend, and the txid spending each. */
  mempoolSpends: Map<string, string>
  /** The mempool's txids in arrival order. */
  mempool: string[]
  /** The txids touching each address, in the order they arrived. */
  byAddress: Map<string, string[]>
}

export const outpointKey = (txid: string, vout: number) => `${txid}:${vout}`

/** A chain holding only regtest's genesis block. */
export function createBitcoinChainState(parameters: {
  minerScript: Uint8Array
  autoMine: boolean
  now: () => number
}): BitcoinChainState {
  const genesisHeader = headerOf(
    genesis.version,
    '0'.repeat(64),
    genesis.merkleRoot,
    genesis.time,
    genesis.bits,
    genesis.nonce,
  )
  const first: BitcoinBlock = {
    hash: blockHash(genesisHeader),
    height: 0,
    time: genesis.time,
    previousHash: '0'.repeat(64),
    merkleRoot: genesis.merkleRoot,
    txids: [],
  }
  return {
    ...parameters,
    blocks: [first],
    blocksByHash: new Map([[first.hash, first]]),
    transactions: new Map(),
    unspent: new Map(),
    mempoolSpends: new Map(),
    mempool: [],
    byAddress: new Map(),
  }
}

export function chainTip(state: BitcoinChainState): BitcoinBlock {
  return state.blocks[state.blocks.length - 1] as BitcoinBlock
}

/** Adds an accepted transaction: its outputs become unspent, and every address it touches lists it. */
export function indexTransaction(state: BitcoinChainState, transaction: ChainTransaction): void {
  state.transactions.set(transaction.txid, transaction)
  const touched = new Set<string>()
  for (const input of transaction.inputs) if (input.prevout?.address) touched.add(input.prevout.address)
  transaction.outputs.forEach((output, vout) => {
    if (output.address) touched.add(output.address)
    // OP_RETURN outputs can never be spent.
    if (output.script[0] !== 0x6a)
      state.unspent.set(outpointKey(transaction.txid, vout), { ...output, txid: transaction.txid, vout })
  })
  for (const address of touched) {
    const list = state.byAddress.get(address) ?? []
    list.push(transaction.txid)
    state.byAddress.set(address, list)
  }
}
