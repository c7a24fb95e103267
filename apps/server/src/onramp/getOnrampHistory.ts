import type { TransactionHistoryItem } from '@latch/api'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { onrampProviderInfo } from './onrampSettings.js'
import { onrampPurchases } from './onrampTables.js'

/**
 * An account's completed on-ramp purchases, newest first, as history items (operation `buy`, the provider
 * as sender, the bought token as the one transfer in). `provider` `true` lists every provider's.
 */
export async function getOnrampHistory(
  db: Database,
  parameters: {
    address: string
    provider: string
    network?: string | undefined
    tokenIconUrl: (symbol: string) => string
  },
): Promise<TransactionHistoryItem[]> {
  const rows = await db
    .select()
    .from(onrampPurchases)
    .where(
      and(
        eq(onrampPurchases.address, parameters.address),
        eq(onrampPurchases.status, 'completed'),
        isNotNull(onrampPurchases.completedAt),
        parameters.provider === 'true' ? undefined : eq(onrampPurchases.provider, parameters.provider),
        parameters.network ? eq(onrampPurchases.network, parameters.network) : undefined,
      ),
    )
    .orderBy(desc(onrampPurchases.completedAt))
    .limit(100)
  return rows.map((row) => ({
    id: `onramp:${row.id}`,
    metadata: {
      minedAt: (row.completedAt ?? row.createdAt).toISOString(),
      chain: row.network as TransactionHistoryItem['metadata']['chain'],
      status: 'confirmed' as const,
      operationType: 'buy' as const,
      sentFrom: onrampProviderInfo.find((info) => info.id === row.provider)?.name ?? row.provider,
      sentTo: row.address,
      hash: row.txHash ?? '',
    },
    transfers: [
      {
        fungible_info: {
          name: row.tokenSymbol,
          symbol: row.tokenSymbol,
          icon: { url: parameters.tokenIconUrl(row.tokenSymbol) },
        },
        direction: 'in' as const,
        quantity: { numeric: row.cryptoAmount, decimals: Number(row.tokenDecimals) },
      },
    ],
  }))
}
