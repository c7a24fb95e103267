import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/createDatabase.js'
import {
  solanaAccountActivity,
  solanaIndexerCursors,
  solanaMovements,
  solanaNftMints,
  solanaTransactions,
} from '../solanaTables.js'
import type { SolanaBlockRows } from './solanaBlockRows.js'

/** Stores a batch's rows in one transaction; rows are keyed by signature, so a block stored twice is stored once. */
export async function storeSolanaRows(db: Database, network: string, rows: SolanaBlockRows) {
  if (rows.transactions.length === 0) return
  await db.transaction(async (tx) => {
    await tx.insert(solanaTransactions).values(rows.transactions).onConflictDoNothing()
    if (rows.movements.length) await tx.insert(solanaMovements).values(rows.movements).onConflictDoNothing()
    if (rows.activity.length)
      await tx.insert(solanaAccountActivity).values(rows.activity).onConflictDoNothing()
    for (const { mint, spam } of rows.nftMints) {
      const insert = tx
        .insert(solanaNftMints)
        .values({ network, mint, isSpam: spam, spamSource: spam ? 'rule' : null })
      // The rule only ever flags; an operator's choice is kept.
      if (spam)
        await insert.onConflictDoUpdate({
          target: [solanaNftMints.network, solanaNftMints.mint],
          set: { isSpam: true, spamSource: 'rule' },
          where: sql`${solanaNftMints.spamSource} is distinct from 'operator'`,
        })
      else await insert.onConflictDoNothing()
    }
  })
}

/** The last slot indexed of the network, if any. */
export async function readSolanaCursor(db: Database, network: string): Promise<number | undefined> {
  const [cursor] = await db
    .select()
    .from(solanaIndexerCursors)
    .where(eq(solanaIndexerCursors.network, network))
  return cursor?.slot
}

/** Records that the network is indexed up to `slot`. */
export async function writeSolanaCursor(db: Database, network: string, slot: number) {
  await db
    .insert(solanaIndexerCursors)
    .values({ network, slot })
    .onConflictDoUpdate({ target: solanaIndexerCursors.network, set: { slot } })
}

/** Deletes everything stored of the network, its cursor too: it is indexed afresh from slot 0. */
export async function forgetSolanaNetwork(db: Database, network: string) {
  await db.transaction(async (tx) => {
    await tx.delete(solanaAccountActivity).where(eq(solanaAccountActivity.network, network))
    await tx.delete(solanaMovements).where(eq(solanaMovements.network, network))
    await tx.delete(solanaTransactions).where(eq(solanaTransactions.network, network))
    await tx.delete(solanaNftMints).where(eq(solanaNftMints.network, network))
    await tx.delete(solanaIndexerCursors).where(eq(solanaIndexerCursors.network, network))
  })
}
