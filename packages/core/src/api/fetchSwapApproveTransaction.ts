import type { SwapApproveTransaction, swapApproveRoute } from '@latch/api'
import type { CaipAddress, Latch } from '../types.js'
import { callApi } from './callApi.js'

/** The approval of exactly `amount` of `from` to the swap (`GET /v1/convert/build-approve`). */
export async function fetchSwapApproveTransaction(
  latch: Latch,
  parameters: { userAddress: CaipAddress; from: CaipAddress; to: CaipAddress; amount: string },
): Promise<SwapApproveTransaction> {
  const body = await callApi<typeof swapApproveRoute>(latch, 'GET /v1/convert/build-approve', {
    query: parameters,
  })
  return body.tx
}
