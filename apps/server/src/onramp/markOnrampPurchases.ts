import type { TransactionHistoryItem } from '@latch/api'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { onrampPurchases } from './onrampTables.js'

/**
 * Marks the history items whose transaction delivered a completed on-ramp purchase as `buy`, so Activity
 * shows the purchase where the chain shows the provider's transfer (the sandbox's mint, a provider's send).
 */
export async function markOnrampPurchases(db: Database, items: TransactionHistoryItem[]): Promise<void> {
  const hashes = items.map((item) => item.metadata.hash).filter(Boolean)
  if (hashes.length === 0) return
  const rows = await db
    .select({ txHash: onrampPurchases.txHash })
    .from(onrampPurchases)
    .where(and(inArray(onrampPurchases.txHash, hashes), eq(onrampPurchases.status, 'completed')))
  const bought = new Set(rows.map((row) => row.txHash))
  for (const item of items) if (bought.has(item.metadata.hash)) item.metadata.operationType = 'buy'
}
