import { eq } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { tokens } from './tokensTables.js'

export type TokenInfo = typeof tokens.$inferSelect

export type TokenCache = {
  /** Every known token of a chain (registry and discovered), the native coin first, by rank. */
  forChain(chainId: number): Promise<TokenInfo[]>
  get(chainId: number, address: string): Promise<TokenInfo | undefined>
}

/**
 * Token metadata per chain, read from the database and kept `ttlMs` (default 30 s), so newly
 * discovered tokens appear within that time.
 */
export function createTokenCache(db: Database, options: { ttlMs?: number | undefined } = {}): TokenCache {
  const ttlMs = options.ttlMs ?? 30_000
  const entries = new Map<
    number,
    { at: number; list: Promise<{ list: TokenInfo[]; byAddress: Map<string, TokenInfo> }> }
  >()
  const load = (chainId: number) => {
    const entry = entries.get(chainId)
    if (entry && Date.now() - entry.at < ttlMs) return entry.list
    const list = db
      .select()
      .from(tokens)
      .where(eq(tokens.chainId, chainId))
      .orderBy(tokens.rank, tokens.symbol)
      .then((rows) => ({ list: rows, byAddress: new Map(rows.map((row) => [row.address, row])) }))
    list.catch(() => entries.delete(chainId))
    entries.set(chainId, { at: Date.now(), list })
    return list
  }
  return {
    forChain: async (chainId) => (await load(chainId)).list,
    get: async (chainId, address) => (await load(chainId)).byAddress.get(address.toLowerCase()),
  }
}
