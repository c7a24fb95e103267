import type { accountHistoryRoute } from '@latch/api'
import { callApi } from '../api/callApi.js'
import type { CaipNetworkId, Latch, Transaction } from '../types.js'

export type TransactionsPage = { data: Transaction[]; next: string | null }

/** One page of the account's history on one network from the server's data API. */
export async function requestTransactionsPage(
  latch: Latch,
  parameters: { address: string; caipNetworkId: CaipNetworkId; cursor?: string | undefined; cache?: boolean },
): Promise<TransactionsPage> {
  const page: Partial<TransactionsPage> = await callApi<typeof accountHistoryRoute>(
    latch,
    'GET /v1/account/{address}/history',
    {
      params: { address: parameters.address },
      query: {
        chainId: parameters.caipNetworkId,
        cursor: parameters.cursor,
        cache: parameters.cache === false ? 'false' : undefined,
      },
    },
  )
  if (!Array.isArray(page.data)) throw new Error('The history answer has no data list.')
  return { data: page.data, next: typeof page.next === 'string' && page.next ? page.next : null }
}

/** The local items the history now lists are dropped: the server's copy replaces them. */
export function withoutListed(local: readonly Transaction[], listed: readonly Transaction[]): Transaction[] {
  const ids = new Set(listed.map((item) => item.id.toLowerCase()))
  return local.filter((item) => !ids.has(item.id.toLowerCase()))
}
