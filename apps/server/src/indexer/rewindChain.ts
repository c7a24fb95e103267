import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import {
  accountActivity,
  chainTransactions,
  chainTransfers,
  indexedBlocks,
  indexerCursors,
} from './indexerTables.js'

/** Deletes what the indexer stored of a chain above `fork` (-1: everything) and moves its cursor to `fork`. */
export async function rewindChain(db: Database, chainId: number, fork: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(chainTransfers)
      .where(and(eq(chainTransfers.chainId, chainId), gt(chainTransfers.blockNumber, fork)))
    await tx
      .delete(chainTransactions)
      .where(and(eq(chainTransactions.chainId, chainId), gt(chainTransactions.blockNumber, fork)))
    await tx
      .delete(accountActivity)
      .where(and(eq(accountActivity.chainId, chainId), gt(accountActivity.blockNumber, fork)))
    await tx
      .delete(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, chainId), gt(indexedBlocks.number, fork)))
    if (fork < 0) {
      await tx.delete(indexerCursors).where(eq(indexerCursors.chainId, chainId))
    } else {
      const [block] = await tx
        .select({ hash: indexedBlocks.hash })
        .from(indexedBlocks)
        .where(and(eq(indexedBlocks.chainId, chainId), eq(indexedBlocks.number, fork)))
      await tx
        .update(indexerCursors)
        .set({ blockNumber: fork, blockHash: block?.hash ?? '' })
        .where(eq(indexerCursors.chainId, chainId))
    }
  })
}
