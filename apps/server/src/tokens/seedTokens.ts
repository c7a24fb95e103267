import { sql } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { devnetTokenRows, realTokenRows, type TokenRow } from './tokenRegistry.js'
import { tokens } from './tokensTables.js'

/**
 * Writes the token registry (devnet tokens, the native coins, real tokens from web3icons). A token
 * the indexer discovered first becomes listed with the registry's metadata.
 */
export async function seedTokens(db: Database): Promise<number> {
  // One row per (chain, address): a symbol listed twice by web3icons keeps its best-ranked entry.
  const byKey = new Map<string, TokenRow>()
  for (const row of [...devnetTokenRows(), ...realTokenRows()]) {
    const key = `${row.chainId}:${row.address}`
    const existing = byKey.get(key)
    if (!existing || (row.rank ?? 1_000_000) < (existing.rank ?? 1_000_000)) byKey.set(key, row)
  }
  const rows = [...byKey.values()]
  await db
    .insert(tokens)
    .values(rows)
    .onConflictDoUpdate({
      target: [tokens.chainId, tokens.address],
      set: {
        name: sql`excluded.name`,
        symbol: sql`excluded.symbol`,
        decimals: sql`excluded.decimals`,
        iconId: sql`excluded.icon_id`,
        listed: sql`excluded.listed`,
        eip2612: sql`excluded.eip2612`,
        source: sql`excluded.source`,
        rank: sql`excluded.rank`,
      },
    })
  return rows.length
}
