import { zeroAddress } from 'viem'
import type { ChainEntry } from '../chains/createChainRegistry.js'
import type { Database } from '../db/createDatabase.js'
import { type DecodedTransfer, decodeTransferLog } from './decodeTransfers.js'
import { describeNewContracts } from './describeNewContracts.js'
import type { Range } from './fetchRange.js'
import { flagAirdropSpam } from './flagAirdropSpam.js'
import {
  accountActivity,
  chainTransactions,
  chainTransfers,
  indexedBlocks,
  indexerCursors,
} from './indexerTables.js'

/** Rows per INSERT statement, under PostgreSQL's limit of bind parameters. */
const insertChunk = 1_000

/**
 * Describes the token contracts seen for the first time, then stores a fetched range in one transaction: its
 * blocks, transactions, transfers (the native ones from the transactions, unless reverted), one activity row per
 * account and transaction, the cursor, and the airdrop spam flags of its NFT collections.
 */
export async function writeRange(
  db: Database,
  chain: ChainEntry,
  range: Range,
  /** The chain's contracts already described, kept between ranges. */
  knownContracts: Set<string>,
): Promise<void> {
  const chainId = chain.chainId
  const blockRows = range.blocks.map((block) => ({
    chainId,
    number: Number(block.number),
    hash: block.hash.toLowerCase(),
    timestamp: Number(block.timestamp),
  }))
  const transfers: DecodedTransfer[] = range.logs.flatMap(decodeTransferLog)
  const txRows: (typeof chainTransactions.$inferInsert)[] = []
  for (const block of range.blocks) {
    for (const t of block.transactions) {
      const hash = t.hash.toLowerCase()
      const from = t.from.toLowerCase()
      const to = t.to?.toLowerCase() ?? null
      const value = BigInt(t.value)
      const blockNumber = Number(block.number)
      const txIndex = Number(t.transactionIndex)
      txRows.push({
        chainId,
        hash,
        blockNumber,
        txIndex,
        timestamp: Number(block.timestamp),
        from,
        to,
        nonce: Number(t.nonce),
        value: value.toString(),
        selector: t.input.length >= 10 ? t.input.slice(0, 10).toLowerCase() : '0x',
      })
      if (value > 0n && to && !range.failed.has(hash)) {
        transfers.push({
          txHash: hash,
          logIndex: -1,
          itemIndex: 0,
          blockNumber,
          txIndex,
          kind: 'native',
          token: null,
          tokenId: null,
          from,
          to,
          amount: value.toString(),
        })
      }
    }
  }
  const txByHash = new Map(txRows.map((row) => [row.hash, row]))
  const activity = new Map<string, typeof accountActivity.$inferInsert>()
  const addActivity = (address: string, hash: string) => {
    const row = txByHash.get(hash)
    if (!row || address === zeroAddress) return
    activity.set(`${address}:${hash}`, {
      address,
      chainId,
      txHash: hash,
      timestamp: row.timestamp,
      blockNumber: row.blockNumber,
      txIndex: row.txIndex,
    })
  }
  for (const row of txRows) addActivity(row.from, row.hash)
  for (const transfer of transfers) {
    addActivity(transfer.from, transfer.txHash)
    addActivity(transfer.to, transfer.txHash)
  }
  const last = range.blocks[range.blocks.length - 1]
  if (!last) return

  // Contracts seen for the first time are described (their name, symbol, kind) before the range is stored, and an
  // airdrop's collection is flagged in the same transaction as its transfers: no answer ever lists an airdrop that
  // is not yet marked as spam.
  await describeNewContracts(db, chain, transfers, knownContracts)
  await db.transaction(async (tx) => {
    for (const rows of chunks(blockRows)) await tx.insert(indexedBlocks).values(rows).onConflictDoNothing()
    for (const rows of chunks(txRows)) await tx.insert(chainTransactions).values(rows).onConflictDoNothing()
    for (const rows of chunks(transfers)) {
      await tx
        .insert(chainTransfers)
        .values(rows.map((transfer) => ({ ...transfer, chainId })))
        .onConflictDoNothing()
    }
    for (const rows of chunks([...activity.values()]))
      await tx.insert(accountActivity).values(rows).onConflictDoNothing()
    await tx
      .insert(indexerCursors)
      .values({ chainId, blockNumber: Number(last.number), blockHash: last.hash.toLowerCase() })
      .onConflictDoUpdate({
        target: indexerCursors.chainId,
        set: { blockNumber: Number(last.number), blockHash: last.hash.toLowerCase() },
      })
    await flagAirdropSpam(tx, chainId, transfers, txByHash)
  })
}

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += insertChunk) yield rows.slice(i, i + insertChunk)
}
