import type { swapAllowanceRoute } from '@latch/api'
import type { CaipAddress, Latch } from '../types.js'
import { callApi } from './callApi.js'

/** What the swap may spend of the account's `tokenAddress`, in base units (`GET /v1/convert/allowance`). */
export async function fetchSwapAllowance(
  latch: Latch,
  parameters: { tokenAddress: CaipAddress; userAddress: CaipAddress },
): Promise<bigint> {
  const body = await callApi<typeof swapAllowanceRoute>(latch, 'GET /v1/convert/allowance', {
    query: parameters,
  })
  return BigInt(body.allowance)
}
