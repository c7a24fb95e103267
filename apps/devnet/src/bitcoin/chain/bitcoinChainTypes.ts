// The local Bitcoin chain's records, in the shapes its Esplora API serves them.

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
