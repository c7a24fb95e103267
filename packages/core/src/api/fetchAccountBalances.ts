import type { accountBalanceRoute, TokenBalance } from '@latch/api'
import type { CaipNetworkId, Latch } from '../types.js'
import { callApi } from './callApi.js'

/** The account's non-zero balances on a network (`GET /v1/account/{address}/balance`). */
export async function fetchAccountBalances(
  latch: Latch,
  parameters: { address: string; caipNetworkId: CaipNetworkId; forceUpdate?: string | undefined },
): Promise<TokenBalance[]> {
  const body = await callApi<typeof accountBalanceRoute>(latch, 'GET /v1/account/{address}/balance', {
    params: { address: parameters.address },
    query: { chainId: parameters.caipNetworkId, currency: 'usd', forceUpdate: parameters.forceUpdate },
  })
  return body.balances
}
