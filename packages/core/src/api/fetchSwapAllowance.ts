import type { CaipAddress, Latch } from '../types.js'
import { apiUrl, requestJson } from './request.js'

/** What the swap may spend of the account's `tokenAddress`, in base units (`GET /v1/convert/allowance`). */
export async function fetchSwapAllowance(
  latch: Latch,
  parameters: { tokenAddress: CaipAddress; userAddress: CaipAddress },
): Promise<bigint> {
  const body = await requestJson<{ allowance: string }>(apiUrl(latch, '/v1/convert/allowance', parameters))
  return BigInt(body.allowance)
}
