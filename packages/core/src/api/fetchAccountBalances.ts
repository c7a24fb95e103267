import type { CaipAddress, CaipNetworkId, Latch } from '../types.js'
import { apiUrl, requestJson } from './request.js'

/** A token the account holds (specification: Token balance); `address` is absent for the native coin. */
export type AccountTokenBalance = {
  name: string
  symbol: string
  chainId: CaipNetworkId
  address?: CaipAddress
  value?: number
  price?: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** The account's non-zero balances on a network (`GET /v1/account/{address}/balance`). */
export async function fetchAccountBalances(
  latch: Latch,
  parameters: { address: string; caipNetworkId: CaipNetworkId; forceUpdate?: string | undefined },
): Promise<AccountTokenBalance[]> {
  const body = await requestJson<{ balances: AccountTokenBalance[] }>(
    apiUrl(latch, `/v1/account/${encodeURIComponent(parameters.address)}/balance`, {
      chainId: parameters.caipNetworkId,
      currency: 'usd',
      forceUpdate: parameters.forceUpdate,
    }),
  )
  return body.balances
}
