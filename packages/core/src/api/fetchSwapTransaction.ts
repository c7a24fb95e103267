import type { CaipAddress, Latch } from '../types.js'
import { apiUrl, requestJson } from './request.js'

export type SwapCalldata = {
  from: string
  to: string
  data: string
  value: string
  eip155: { gas: string; gasPrice: string }
}

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
  const body = await requestJson<{ tx: SwapCalldata }>(apiUrl(latch, '/v1/convert/build-transaction'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      projectId: latch.config.projectId,
      ...rest,
      eip155: { slippage: String(slippage) },
    }),
  })
  return body.tx
}
