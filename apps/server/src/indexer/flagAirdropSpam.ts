import { and, eq, inArray, sql } from 'drizzle-orm'
import { zeroAddress } from 'viem'
import type { Database } from '../db/createDatabase.js'
import type { DecodedTransfer } from './decodeTransfers.js'
import { nftCollections } from './indexerTables.js'

/** One ERC-721/1155 mint transaction reaching this many accounts that did not send it flags the collection as spam. */
export const airdropSpamThreshold = 10

/** Flags the NFT collections of a range that minted to many accounts in one transaction (unless an operator ruled). */
export async function flagAirdropSpam(
  db: Database,
  chainId: number,
  transfers: DecodedTransfer[],
  txByHash: Map<string, { from: string }>,
): Promise<void> {
  const recipients = new Map<string, Set<string>>()
  for (const transfer of transfers) {
    if ((transfer.kind !== 'erc721' && transfer.kind !== 'erc1155') || transfer.from !== zeroAddress) continue
    if (transfer.to === txByHash.get(transfer.txHash)?.from) continue
    const key = `${transfer.token}:${transfer.txHash}`
    let set = recipients.get(key)
    if (!set) {
      set = new Set()
      recipients.set(key, set)
    }
    set.add(transfer.to)
  }
  const spam = new Set<string>()
  for (const [key, set] of recipients) if (set.size >= airdropSpamThreshold) spam.add(key.split(':')[0] ?? '')
  if (spam.size === 0) return
  await db
    .update(nftCollections)
    .set({ isSpam: true, spamSource: 'rule' })
    .where(
      and(
        eq(nftCollections.chainId, chainId),
        inArray(nftCollections.address, [...spam]),
        sql`${nftCollections.spamSource} is distinct from 'operator'`,
      ),
    )
}
