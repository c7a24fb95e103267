import { and, eq, inArray } from 'drizzle-orm'
import type { ChainEntry } from '../chains/createChainRegistry.js'
import type { Database } from '../db/createDatabase.js'
import { tokens } from '../tokens/tokensTables.js'
import type { DecodedTransfer } from './decodeTransfers.js'
import { discoverContracts } from './discoverContracts.js'
import { nftCollections } from './indexerTables.js'

/** Reads name, symbol and decimals of token contracts seen for the first time. */
export async function describeNewContracts(
  db: Database,
  chain: ChainEntry,
  transfers: DecodedTransfer[],
  /** The chain's contracts already described, kept between ranges. */
  known: Set<string>,
): Promise<void> {
  const seen = new Map<string, DecodedTransfer['kind']>()
  for (const transfer of transfers) {
    if (transfer.token && !known.has(transfer.token)) seen.set(transfer.token, transfer.kind)
  }
  if (seen.size === 0) return
  const addresses = [...seen.keys()]
  const [fungible, nft] = await Promise.all([
    db
      .select({ address: tokens.address })
      .from(tokens)
      .where(and(eq(tokens.chainId, chain.chainId), inArray(tokens.address, addresses))),
    db
      .select({ address: nftCollections.address })
      .from(nftCollections)
      .where(and(eq(nftCollections.chainId, chain.chainId), inArray(nftCollections.address, addresses))),
  ])
  for (const row of [...fungible, ...nft]) {
    known.add(row.address)
    seen.delete(row.address)
  }
  if (seen.size === 0) return
  const described = await discoverContracts(chain, [...seen.keys()])
  const fungibleRows: (typeof tokens.$inferInsert)[] = []
  const nftRows: (typeof nftCollections.$inferInsert)[] = []
  for (const [address, kind] of seen) {
    const metadata = described.get(address)
    if (kind === 'erc20') {
      fungibleRows.push({
        chainId: chain.chainId,
        address,
        name: metadata?.name ?? `Token ${address.slice(0, 8)}`,
        symbol: metadata?.symbol ?? '',
        decimals: metadata?.decimals ?? 0,
        iconId: null,
        listed: false,
        source: 'discovered',
      })
    } else if (kind === 'erc721' || kind === 'erc1155') {
      nftRows.push({
        chainId: chain.chainId,
        address,
        kind,
        name: metadata?.name ?? null,
        symbol: metadata?.symbol ?? null,
      })
    }
    known.add(address)
  }
  if (fungibleRows.length) await db.insert(tokens).values(fungibleRows).onConflictDoNothing()
  if (nftRows.length) await db.insert(nftCollections).values(nftRows).onConflictDoNothing()
}
