import { and, eq, gte, lte } from 'drizzle-orm'
import type { ChainEntry } from '../chains/createChainRegistry.js'
import type { Database } from '../db/createDatabase.js'
import { indexedBlocks } from './indexerTables.js'
import { hex, type RpcBlock } from './rpcBlock.js'

/** Stored heights compared with the chain per batch while looking for the fork point. */
const forkSearchWindow = 128

/** The highest height whose stored hash the chain still has, when the chain diverged; undefined when it did not. */
export async function findForkPoint(
  db: Database,
  chain: ChainEntry,
  cursor: { blockNumber: number; blockHash: string },
  head: number,
): Promise<number | undefined> {
  if (cursor.blockNumber <= head) {
    const block = await chain.rpc.request<RpcBlock | null>('eth_getBlockByNumber', [
      hex(cursor.blockNumber),
      false,
    ])
    if (block && block.hash.toLowerCase() === cursor.blockHash) return undefined
  }
  let top = Math.min(cursor.blockNumber, head)
  while (top >= 0) {
    const bottom = Math.max(0, top - forkSearchWindow + 1)
    const stored = await db
      .select({ number: indexedBlocks.number, hash: indexedBlocks.hash })
      .from(indexedBlocks)
      .where(
        and(
          eq(indexedBlocks.chainId, chain.chainId),
          gte(indexedBlocks.number, bottom),
          lte(indexedBlocks.number, top),
        ),
      )
    const storedByNumber = new Map(stored.map((row) => [row.number, row.hash]))
    const heights = Array.from({ length: top - bottom + 1 }, (_, i) => top - i)
    const onChain = await chain.rpc.requestBatch<RpcBlock | null>(
      heights.map((height) => ({ method: 'eth_getBlockByNumber', params: [hex(height), false] })),
    )
    for (const [i, height] of heights.entries()) {
      const hash = onChain[i]?.hash.toLowerCase()
      if (hash && storedByNumber.get(height) === hash) return height
    }
    top = bottom - 1
  }
  return -1
}
