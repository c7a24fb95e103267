import type { SwapCalldata, swapTransactionRoute } from '@latch/api'
import type { CaipAddress, Latch } from '../types.js'
import { callApi } from './callApi.js'

/** The swap transaction, with its minimum output from `slippage` percent (`POST /v1/convert/build-transaction`). */
export async function fetchSwapTransaction(
  latch: Latch,
  parameters: {
    userAddress: CaipAddress
    from: CaipAddress
    to: CaipAddress
    amount: string
    slippage: number
  },
): Promise<SwapCalldata> {
  const { slippage, ...rest } = parameters
  const body = await callApi<typeof swapTransactionRoute>(latch, 'POST /v1/convert/build-transaction', {
    body: { projectId: latch.config.projectId, ...rest, eip155: { slippage: String(slippage) } },
  })
  return body.tx
}
