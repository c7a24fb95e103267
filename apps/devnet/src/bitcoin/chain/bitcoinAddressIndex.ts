import type { BitcoinChainState } from './bitcoinChainState.js'
import type { AddressStats, ChainTransaction, TxStatus, Utxo } from './bitcoinChainTypes.js'

const emptyStats = (): AddressStats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
})

/** Where a transaction stands: in a block, or in the mempool. */
export function transactionStatus(transaction: ChainTransaction): TxStatus {
  const { block } = transaction
  return block
    ? { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time }
    : { confirmed: false }
}

/** The address's transactions: mempool ones newest first, then confirmed ones newest first. */
export function addressHistory(state: BitcoinChainState, address: string): ChainTransaction[] {
  const list = (state.byAddress.get(address) ?? []).map(
    (txid) => state.transactions.get(txid) as ChainTransaction,
  )
  const pending = list.filter((transaction) => !transaction.block).reverse()
  const confirmed = list.filter((transaction) => transaction.block).reverse()
  return [...pending, ...confirmed]
}

/** Esplora's address statistics: outputs funded and spent, confirmed and in the mempool apart. */
export function addressStats(state: BitcoinChainState, address: string) {
  const chain = emptyStats()
  const pool = emptyStats()
  for (const transaction of state.byAddress.get(address)?.map((txid) => state.transactions.get(txid)) ?? []) {
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

/** The address's unspent outputs, confirmed or in the mempool. */
export function addressUtxos(state: BitcoinChainState, address: string): Utxo[] {
  return [...state.unspent.values()]
    .filter((output) => output.address === address)
    .map((output) => ({
      txid: output.txid,
      vout: output.vout,
      value: output.value,
      status: transactionStatus(state.transactions.get(output.txid) as ChainTransaction),
    }))
}
