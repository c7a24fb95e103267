import { eq, lt } from 'drizzle-orm'
import type { Database } from '../../db/createDatabase.js'
import { polkadotIndexerCursors, polkadotTransfers } from '../polkadotTables.js'
import type { PolkadotTransferRow } from './readPolkadotBlock.js'

/**
 * Stores a block's transfers and moves the network's cursor to it, in one transaction: a block stored twice
 * (keyed by block and event) is stored once.
 */
export async function storePolkadotBlock(
  db: Database,
  network: string,
  block: { number: number; hash: string; transfers: PolkadotTransferRow[] },
) {
  await db.transaction(async (tx) => {
    if (block.transfers.length)
      await tx.insert(polkadotTransfers).values(block.transfers).onConflictDoNothing()
    await tx
      .insert(polkadotIndexerCursors)
      .values({ network, blockNumber: block.number, blockHash: block.hash })
      .onConflictDoUpdate({
        target: polkadotIndexerCursors.network,
        set: { blockNumber: block.number, blockHash: block.hash },
        // Two instances following one network: the cursor only moves forward, so the one behind cannot undo
        // the other's progress (their rows are keyed by block and event, so each is stored once).
        setWhere: lt(polkadotIndexerCursors.blockNumber, block.number),
      })
  })
}

/** The last block indexed of the network, if any. */
export async function readPolkadotCursor(
  db: Database,
  network: string,
): Promise<{ blockNumber: number; blockHash: string } | undefined> {
  const [cursor] = await db
    .select()
    .from(polkadotIndexerCursors)
    .where(eq(polkadotIndexerCursors.network, network))
  return cursor
}

/** Deletes what was stored of a network whose chain restarted from its genesis. */
export async function forgetPolkadotNetwork(db: Database, network: string) {
  await db.transaction(async (tx) => {
    await tx.delete(polkadotTransfers).where(eq(polkadotTransfers.network, network))
    await tx.delete(polkadotIndexerCursors).where(eq(polkadotIndexerCursors.network, network))
  })
}
