import type { ChainEntry } from '../chains/createChainRegistry.js'
import { type RpcLog, transferTopics } from './decodeTransfers.js'
import { hex, type RpcBlock } from './rpcBlock.js'

/** The blocks of a height range with their transfer logs and the hashes of their reverted value transfers. */
export type Range = { from: number; to: number; blocks: RpcBlock[]; logs: RpcLog[]; failed: Set<string> }

/**
 * Reads a range of blocks with their transfer logs in one JSON-RPC batch, again until logs and blocks agree
 * (a batch can straddle a reorg), and the receipts of the transactions that carry value to a contract.
 */
export async function fetchRange(chain: ChainEntry, from: number, to: number): Promise<Range> {
  for (let attempt = 0; ; attempt++) {
    const calls = [
      {
        method: 'eth_getLogs',
        params: [
          {
            fromBlock: hex(from),
            toBlock: hex(to),
            topics: [[transferTopics.transfer, transferTopics.transferSingle, transferTopics.transferBatch]],
          },
        ],
      },
    ]
    for (let n = from; n <= to; n++)
      calls.push({ method: 'eth_getBlockByNumber', params: [hex(n), true] as never })
    const [logs, ...blocks] = await chain.rpc.requestBatch<unknown>(calls)
    const fetched = blocks as (RpcBlock | null)[]
    if (fetched.some((block) => !block)) throw new Error(`Blocks ${from}-${to} are not all available yet`)
    const rangeBlocks = fetched as RpcBlock[]
    const hashes = new Map(rangeBlocks.map((block) => [Number(block.number), block.hash.toLowerCase()]))
    const rangeLogs = logs as RpcLog[]
    // Logs and blocks read in one batch can still straddle a reorg; read again until they agree.
    const consistent =
      rangeLogs.every((log) => hashes.get(Number(log.blockNumber)) === log.blockHash.toLowerCase()) &&
      rangeBlocks.every(
        (block, i) => i === 0 || block.parentHash.toLowerCase() === rangeBlocks[i - 1]?.hash.toLowerCase(),
      )
    if (!consistent) {
      if (attempt < 3) continue
      throw new Error(`Blocks ${from}-${to} changed while being read`)
    }
    // A reverted transaction moves no value: read the status of those that carry value.
    const valued = rangeBlocks.flatMap((block) =>
      block.transactions.filter((t) => BigInt(t.value) > 0n && t.input !== '0x'),
    )
    const failed = new Set<string>()
    if (valued.length) {
      const receipts = await chain.rpc.requestBatch<{ status: string } | null>(
        valued.map((t) => ({ method: 'eth_getTransactionReceipt', params: [t.hash] })),
      )
      for (const [i, transaction] of valued.entries()) {
        const receipt = receipts[i]
        if (receipt && Number(receipt.status) === 0) failed.add(transaction.hash.toLowerCase())
      }
    }
    return { from, to, blocks: rangeBlocks, logs: rangeLogs, failed }
  }
}
