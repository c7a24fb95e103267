import type { TransactionHistoryItem } from '@latch/api'
import { sql } from 'drizzle-orm'
import { formatUnits } from 'viem'
import { readOnChain } from '../chains/readOnChain.js'
import type { Database } from '../db/createDatabase.js'
import { historyPageSize } from '../history/getAccountHistory.js'
import type { HistoryPosition } from '../history/historyCursor.js'
import { type PolkadotNetworkRegistry, polkadotAddress } from './polkadotNetworks.js'

type Row = {
  network: string
  block_number: number | string
  event_index: number | string
  extrinsic_hash: string
  timestamp: number | string
  from_key: string
  to_key: string
  amount: string
}

/**
 * One page of a Polkadot account's balance transfers, newest first, from the indexer's table, in the data API's
 * format and keyset paging: each item the coin the account sent or received, its addresses in the network's
 * SS58 format. The cursor position's `chainId` is the network's place in the registry, `txIndex` the event's.
 */
export async function getPolkadotHistory(parameters: {
  db: Database
  networks: PolkadotNetworkRegistry
  /** The account's public key, 0x-hex. */
  publicKey: string
  /** One network, or every Polkadot network the server serves. */
  network?: string | undefined
  after?: HistoryPosition | undefined
}): Promise<{ items: TransactionHistoryItem[]; last: HistoryPosition | undefined }> {
  const { db, publicKey, after } = parameters
  const networks = parameters.networks.list().map((n) => n.caip as string)
  const afterNetwork = after ? networks[after.chainId] : undefined
  if (after && afterNetwork === undefined) return { items: [], last: undefined }
  const networkFilter = parameters.network ? sql`and network = ${parameters.network}` : sql``
  const afterFilter = after
    ? sql`and (timestamp, block_number, event_index, network) < (${after.timestamp}, ${after.blockNumber}, ${after.txIndex}, ${afterNetwork})`
    : sql``
  const result = (await db.execute(sql`
    select network, block_number, event_index, extrinsic_hash, timestamp, from_key, to_key, amount
    from polkadot_transfers
    where (from_key = ${publicKey} or to_key = ${publicKey}) ${networkFilter} ${afterFilter}
    order by timestamp desc, block_number desc, event_index desc, network desc
    limit ${historyPageSize + 1}
  `)) as unknown as { rows: Row[] }
  const more = result.rows.length > historyPageSize
  const page = more ? result.rows.slice(0, historyPageSize) : result.rows
  const items: TransactionHistoryItem[] = []
  for (const row of page) {
    const network = parameters.networks.get(row.network)
    if (!network) continue
    const { ss58Format, decimals, symbol } = await readOnChain(network.caip, () => network.properties())
    const sending = row.from_key === publicKey
    items.push({
      id: `${row.network}:${row.block_number}-${row.event_index}`,
      metadata: {
        minedAt: new Date(Number(row.timestamp) * 1000).toISOString(),
        chain: network.caip,
        status: 'confirmed',
        operationType: sending ? 'send' : 'receive',
        sentFrom: polkadotAddress(row.from_key, ss58Format),
        sentTo: polkadotAddress(row.to_key, ss58Format),
        hash: row.extrinsic_hash,
      },
      transfers: [
        {
          fungible_info: { name: symbol, symbol, icon: { url: '' } },
          direction: sending ? 'out' : 'in',
          quantity: { numeric: formatUnits(BigInt(row.amount), decimals), decimals },
        },
      ],
    })
  }
  const lastRow = page[page.length - 1]
  return {
    items,
    last:
      more && lastRow
        ? {
            timestamp: Number(lastRow.timestamp),
            chainId: networks.indexOf(lastRow.network),
            blockNumber: Number(lastRow.block_number),
            txIndex: Number(lastRow.event_index),
          }
        : undefined,
  }
}
