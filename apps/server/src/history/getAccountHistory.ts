import type { HistoryTransfer, OperationType, TransactionHistoryItem } from '@latch/api'
import { sql } from 'drizzle-orm'
import { formatUnits } from 'viem'
import type { ChainRegistry } from '../chains/createChainRegistry.js'
import type { Database } from '../db/createDatabase.js'
import type { TransferKind } from '../indexer/indexerTables.js'
import type { PriceService } from '../prices/createPriceService.js'
import type { TokenCache } from '../tokens/createTokenCache.js'
import type { HistoryPosition } from './historyCursor.js'

/** Items per page: the modal shows about six rows, so a small first page paints sooner than AppKit's 50. */
export const historyPageSize = 20

export type GetAccountHistoryParameters = {
  db: Database
  chains: ChainRegistry
  tokens: TokenCache
  prices: PriceService
  /** Lower-case 0x address. */
  address: string
  chainId?: number | undefined
  after?: HistoryPosition | undefined
  /** Base of icon URLs, e.g. `http://127.0.0.1:8787`. */
  publicUrl: string
}

const zeroAddress = '0x0000000000000000000000000000000000000000'
const approveSelectors = new Set([
  '0x095ea7b3', // approve(address,uint256)
  '0xa22cb465', // setApprovalForAll(address,bool)
  '0xd505accf', // permit(...)
])

/**
 * One page of an account's transactions, newest first, each grouping the account's transfers in it.
 * Keyset pagination: blocks indexed while a client pages are newer than its cursor, so they never
 * shift a page (no item skipped or repeated).
 */
export async function getAccountHistory(
  parameters: GetAccountHistoryParameters,
): Promise<{ items: TransactionHistoryItem[]; last: HistoryPosition | undefined }> {
  const { db, address, chainId, after } = parameters
  const chainFilter = chainId === undefined ? sql`` : sql`and a.chain_id = ${chainId}`
  const afterFilter = after
    ? sql`and (a.timestamp, a.chain_id, a.block_number, a.tx_index) < (${after.timestamp}, ${after.chainId}, ${after.blockNumber}, ${after.txIndex})`
    : sql``
  // One statement per page: the page of activity (an index range scan in the index's own order and null
  // placement), its transactions, the account's transfers in them and their NFT collections.
  const result = (await db.execute(sql`
    with page as (
      select a.chain_id, a.tx_hash, a.timestamp, a.block_number, a.tx_index
      from account_activity a
      where a.address = ${address} ${chainFilter} ${afterFilter}
      order by a.timestamp desc nulls last, a.chain_id desc nulls last, a.block_number desc nulls last,
        a.tx_index desc nulls last
      limit ${historyPageSize + 1}
    )
    select p.chain_id, p.tx_hash, p.timestamp, p.block_number, p.tx_index,
      t.from_address as tx_from, t.to_address as tx_to, t.nonce, t.selector,
      tr.log_index, tr.kind, tr.token, tr.token_id, tr.from_address, tr.to_address, tr.amount,
      c.name as collection_name, c.is_spam
    from page p
    join chain_transactions t on t.chain_id = p.chain_id and t.hash = p.tx_hash
    left join chain_transfers tr on tr.chain_id = p.chain_id and tr.tx_hash = p.tx_hash
      and (tr.from_address = ${address} or tr.to_address = ${address})
    left join nft_collections c on tr.kind in ('erc721', 'erc1155') and c.chain_id = tr.chain_id
      and c.address = tr.token
    order by p.timestamp desc, p.chain_id desc, p.block_number desc, p.tx_index desc, tr.log_index, tr.item_index
  `)) as unknown as { rows: PageRow[] }

  type Group = { row: PageRow; transfers: PageRow[] }
  const groups: Group[] = []
  for (const row of result.rows) {
    const last = groups[groups.length - 1]
    if (last && last.row.chain_id === row.chain_id && last.row.tx_hash === row.tx_hash) {
      last.transfers.push(row)
    } else {
      groups.push({ row, transfers: row.kind ? [row] : [] })
    }
  }
  const more = groups.length > historyPageSize
  const pageGroups = more ? groups.slice(0, historyPageSize) : groups
  if (pageGroups.length === 0) return { items: [], last: undefined }

  const items: TransactionHistoryItem[] = []
  for (const { row, transfers: own } of pageGroups) {
    const rowChainId = Number(row.chain_id)
    const chain = parameters.chains.get(rowChainId)
    const known = await parameters.tokens.forChain(rowChainId)
    const tokenOf = new Map(known.map((token) => [token.address, token]))
    const itemTransfers: HistoryTransfer[] = own.map((transfer) => {
      const direction: 'in' | 'out' = transfer.from_address === address ? 'out' : 'in'
      const amount = String(transfer.amount)
      if (transfer.kind === 'erc721' || transfer.kind === 'erc1155') {
        return {
          nft_info: {
            name: `${transfer.collection_name ?? shorten(transfer.token ?? '')} #${transfer.token_id}`,
            // NFT media is not fetched by the indexer.
            content: { preview: { url: '' } },
            flags: { is_spam: transfer.is_spam ?? false },
          },
          direction,
          quantity: { numeric: amount },
        }
      }
      const native = transfer.kind === 'native'
      const token = tokenOf.get(transfer.token ?? 'native')
      const decimals = native ? (chain?.nativeCurrency.decimals ?? 18) : (token?.decimals ?? 0)
      const numeric = formatUnits(BigInt(amount), decimals)
      const name = native
        ? (chain?.nativeCurrency.name ?? 'Ether')
        : (token?.name ?? shorten(transfer.token ?? ''))
      const symbol = native ? (chain?.nativeCurrency.symbol ?? 'ETH') : (token?.symbol ?? '')
      const iconId = token?.iconId ?? (native ? 'eth' : undefined)
      const item: HistoryTransfer = {
        fungible_info: {
          name,
          symbol,
          icon: { url: iconId ? `${parameters.publicUrl}/public/getTokenImage/${iconId}` : '' },
        },
        direction,
        quantity: { numeric, decimals },
      }
      const price = parameters.prices.peek(rowChainId, transfer.token ?? 'native')
      if (price !== undefined) {
        item.price = price
        item.value = Number(numeric) * price
      }
      return item
    })
    items.push({
      id: `eip155:${rowChainId}:${row.tx_hash}`,
      metadata: {
        minedAt: new Date(Number(row.timestamp) * 1000).toISOString(),
        chain: `eip155:${rowChainId}`,
        status: 'confirmed',
        operationType: operationType(
          address,
          row.selector,
          own.map((t) => ({ from: t.from_address ?? '', to: t.to_address ?? '', token: t.token })),
        ),
        sentFrom: row.tx_from,
        sentTo: row.tx_to ?? '',
        hash: row.tx_hash,
        nonce: Number(row.nonce),
      },
      transfers: itemTransfers,
    })
  }
  const lastRow = pageGroups[pageGroups.length - 1]?.row
  return {
    items,
    last:
      more && lastRow
        ? {
            timestamp: Number(lastRow.timestamp),
            chainId: Number(lastRow.chain_id),
            blockNumber: Number(lastRow.block_number),
            txIndex: Number(lastRow.tx_index),
          }
        : undefined,
  }
}

/** One row of the page statement; 8-byte integers arrive as strings from node-postgres. */
type PageRow = {
  chain_id: number | string
  tx_hash: string
  timestamp: number | string
  block_number: number | string
  tx_index: number | string
  tx_from: string
  tx_to: string | null
  nonce: number | string
  selector: string
  log_index: number | null
  kind: TransferKind | null
  token: string | null
  token_id: string | null
  from_address: string | null
  to_address: string | null
  amount: string | null
  collection_name: string | null
  is_spam: boolean | null
}

function operationType(
  address: string,
  selector: string,
  transfers: { from: string; to: string; token: string | null }[],
): OperationType {
  if (transfers.length === 0) return approveSelectors.has(selector) ? 'approve' : 'execute'
  if (transfers.some((t) => t.from === zeroAddress && t.to === address)) return 'mint'
  if (transfers.some((t) => t.from === address && t.to === zeroAddress)) return 'burn'
  const outgoing = transfers.filter((t) => t.from === address)
  const incoming = transfers.filter((t) => t.to === address && t.from !== address)
  if (outgoing.length && incoming.length) {
    const outTokens = new Set(outgoing.map((t) => t.token))
    if (incoming.some((t) => !outTokens.has(t.token))) return 'trade'
  }
  return outgoing.length ? 'send' : 'receive'
}

const shorten = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
