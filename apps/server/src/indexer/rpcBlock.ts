/** A transaction of `eth_getBlockByNumber` with full transactions, as the indexer reads it. */
export type RpcTransaction = {
  hash: string
  from: string
  to: string | null
  value: string
  nonce: string
  input: string
  transactionIndex: string
}

/** A block of `eth_getBlockByNumber`, as the indexer reads it. */
export type RpcBlock = {
  number: string
  hash: string
  parentHash: string
  timestamp: string
  transactions: RpcTransaction[]
}

/** A block height as a JSON-RPC quantity. */
export function hex(value: number): string {
  return `0x${value.toString(16)}`
}
