import type { HistoryTransfer, OperationType, TransactionHistoryItem } from '@latch/api'
import { sql } from 'drizzle-orm'
import { formatUnits } from 'viem'
import type { Database } from '../db/createDatabase.js'
import { historyPageSize } from '../history/getAccountHistory.js'
import type { HistoryPosition } from '../history/historyCursor.js'
import type { SolanaNetworkRegistry } from './solanaNetworks.js'

export type GetSolanaAccountHistoryParameters = {
  db: Database
  networks: SolanaNetworkRegistry
  /** Base58, as given (Solana addresses are case-sensitive). */
  address: string
  /** One network, or every Solana network the server serves. */
  network?: string | undefined
  after?: HistoryPosition | undefined
  /** USD prices by network and token (`native` or the mint), when known. */
  prices: (network: string) => ReadonlyMap<string, number> | undefined
  /** Base of icon URLs, e.g. `http://127.0.0.1:8787`. */
  publicUrl: string
}

type Row = {
  /** The registry's `caip` of the network, as the indexer stored it. */
  network: `solana:${string}`
  signature: string
  timestamp: number | string
  slot: number | string
  tx_index: number | string
  fee_payer: string
  receiver: string
  token: string | null
  amount: string | null
  decimals: number | null
  is_spam: boolean | null
}

/**
 * One page of a Solana account's transactions, newest first, in the same format and keyset paging as
 * eip155's history: each item carries the account's own movements (SOL and SPL tokens; NFTs with their spam
 * flag). The cursor position's `chainId` is the network's place in the registry, `blockNumber` the slot.
 */
export async function getSolanaAccountHistory(
  parameters: GetSolanaAccountHistoryParameters,
): Promise<{ items: TransactionHistoryItem[]; last: HistoryPosition | undefined }> {
  const { db, address, after } = parameters
  const networks: string[] = parameters.networks.list().map((n) => n.caip)
  const networkFilter = parameters.network ? sql`and a.network = ${parameters.network}` : sql``
  const afterNetwork = after ? networks[after.chainId] : undefined
  if (after && afterNetwork === undefined) return { items: [], last: undefined }
  const afterFilter = after
    ? sql`and (a.timestamp, a.slot, a.tx_index, a.network) < (${after.timestamp}, ${after.blockNumber}, ${after.txIndex}, ${afterNetwork})`
    : sql``
  const result = (await db.execute(sql`
    with page as (
      select a.network, a.signature, a.timestamp, a.slot, a.tx_index
      from solana_account_activity a
      where a.address = ${address} ${networkFilter} ${afterFilter}
      order by a.timestamp desc, a.slot desc, a.tx_index desc, a.network desc
      limit ${historyPageSize + 1}
    )
    select p.network, p.signature, p.timestamp, p.slot, p.tx_index, t.fee_payer, t.receiver,
      m.token, m.amount, m.decimals, n.is_spam
    from page p
    join solana_transactions t on t.network = p.network and t.signature = p.signature
    left join solana_movements m on m.network = p.network and m.signature = p.signature and m.owner = ${address}
    left join solana_nft_mints n on n.network = p.network and n.mint = m.token
    order by p.timestamp desc, p.slot desc, p.tx_index desc, p.network desc, m.token
  `)) as unknown as { rows: Row[] }

  type Group = { row: Row; movements: Row[] }
  const groups: Group[] = []
  for (const row of result.rows) {
    const last = groups[groups.length - 1]
    if (last && last.row.network === row.network && last.row.signature === row.signature)
      last.movements.push(row)
    else groups.push({ row, movements: row.token ? [row] : [] })
  }
  const more = groups.length > historyPageSize
  const page = more ? groups.slice(0, historyPageSize) : groups

  const items = page.map(({ row, movements }): TransactionHistoryItem => {
    const network = parameters.networks.get(row.network)
    const prices = parameters.prices(row.network)
    const transfers = movements.map((movement): HistoryTransfer => {
      const amount = BigInt(movement.amount ?? '0')
      const direction: 'in' | 'out' = amount < 0n ? 'out' : 'in'
      const magnitude = amount < 0n ? -amount : amount
      const decimals = movement.decimals ?? 0
      const mint = movement.token ?? ''
      if (mint !== 'native' && decimals === 0)
        return {
          nft_info: {
            name: `${shorten(mint)}`,
            content: { preview: { url: '' } },
            flags: { is_spam: movement.is_spam ?? false },
          },
          direction,
          quantity: { numeric: magnitude.toString() },
        }
      const token = network?.tokens.find((t) => t.address === mint)
      const numeric = formatUnits(magnitude, decimals)
      const transfer: HistoryTransfer = {
        fungible_info: {
          name: token?.name ?? (mint === 'native' ? 'Solana' : shorten(mint)),
          symbol: token?.symbol ?? (mint === 'native' ? 'SOL' : ''),
          icon: { url: token ? `${parameters.publicUrl}/public/getTokenImage/${token.iconId}` : '' },
        },
        direction,
        quantity: { numeric, decimals },
      }
      const price = prices?.get(mint)
      if (price !== undefined) {
        transfer.price = price
        transfer.value = Number(numeric) * price
      }
      return transfer
    })
    return {
      id: `${row.network}:${row.signature}`,
      metadata: {
        minedAt: new Date(Number(row.timestamp) * 1000).toISOString(),
        chain: row.network,
        status: 'confirmed',
        operationType: operationType(address, row.fee_payer, movements),
        sentFrom: row.fee_payer,
        sentTo: row.receiver,
        hash: row.signature,
      },
      transfers,
    }
  })
  const lastRow = page[page.length - 1]?.row
  return {
    items,
    last:
      more && lastRow
        ? {
            timestamp: Number(lastRow.timestamp),
            chainId: networks.indexOf(lastRow.network),
            blockNumber: Number(lastRow.slot),
            txIndex: Number(lastRow.tx_index),
          }
        : undefined,
  }
}

function operationType(address: string, feePayer: string, movements: Row[]): OperationType {
  const outgoing = movements.filter((m) => BigInt(m.amount ?? '0') < 0n)
  const incoming = movements.filter((m) => BigInt(m.amount ?? '0') > 0n)
  if (outgoing.length && incoming.length) return 'trade'
  if (outgoing.length) return 'send'
  if (incoming.length) return address === feePayer ? 'mint' : 'receive'
  return 'execute'
}

const shorten = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`
