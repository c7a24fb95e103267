import { addressHistory, addressStats, addressUtxos, transactionStatus } from './chain/bitcoinAddressIndex.js'
import { chainTip, createBitcoinChainState } from './chain/bitcoinChainState.js'
import type { BitcoinChain, ChainTransaction } from './chain/bitcoinChainTypes.js'
import { mineBitcoinBlock } from './chain/mineBitcoinBlock.js'
import { scriptOf } from './chain/regtestAddresses.js'
import { submitBitcoinTransaction } from './chain/submitBitcoinTransaction.js'

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
  const state = createBitcoinChainState({
    minerScript: scriptOf(parameters.miner),
    autoMine: parameters.autoMine ?? false,
    now: parameters.now ?? (() => Math.floor(Date.now() / 1000)),
  })
  return {
    get tip() {
      return chainTip(state)
    },
    block(hashOrHeight) {
      return typeof hashOrHeight === 'number'
        ? state.blocks[hashOrHeight]
        : state.blocksByHash.get(hashOrHeight)
    },
    transaction: (txid) => state.transactions.get(txid),
    status: transactionStatus,
    submit: (raw) => submitBitcoinTransaction(state, raw),
    mine(count = 1, address) {
      const script = address ? scriptOf(address) : state.minerScript
      return Array.from({ length: count }, () => mineBitcoinBlock(state, script))
    },
    utxos: (address) => addressUtxos(state, address),
    stats: (address) => addressStats(state, address),
    history: (address) => addressHistory(state, address),
    mempool: () => state.mempool.map((txid) => state.transactions.get(txid) as ChainTransaction),
  }
}
