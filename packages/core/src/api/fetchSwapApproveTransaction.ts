import type { CaipAddress, Latch } from '../types.js'
import { apiUrl, requestJson } from './request.js'

export type SwapApproveTransaction = {
  from: string
  to: string
  data: string
  value: string
  eip155: { gasPrice: string }
}

/** The approval of exactly `amount` of `from` to the swap (`GET /v1/convert/build-approve`). */
export async function fetchSwapApproveTransaction(
  latch: Latch,
  parameters: { userAddress: CaipAddress; from: CaipAddress; to: CaipAddress; amount: string },
): Promise<SwapApproveTransaction> {
  const body = await requestJson<{ tx: SwapApproveTransaction }>(
    apiUrl(latch, '/v1/convert/build-approve', parameters),
  )
  return body.tx
}
