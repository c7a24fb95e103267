import type { CaipNetworkId, Latch, TokenBalance } from '../types.js'
import { apiUrl, requestJson } from './request.js'

/** The account's non-zero balances on a network (`GET /v1/account/{address}/balance`). */
export async function fetchAccountBalances(
  latch: Latch,
  parameters: { address: string; caipNetworkId: CaipNetworkId; forceUpdate?: string | undefined },
): Promise<TokenBalance[]> {
  const body = await requestJson<{ balances: TokenBalance[] }>(
    apiUrl(latch, `/v1/account/${encodeURIComponent(parameters.address)}/balance`, {
      chainId: parameters.caipNetworkId,
      currency: 'usd',
      forceUpdate: parameters.forceUpdate,
    }),
  )
  return body.balances
}
