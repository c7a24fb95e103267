import type { CaipAddress, CaipNetworkId, Latch } from '../types.js'
import { apiUrl, requestJson } from './request.js'

export type SwapTokenListEntry = {
  name: string
  symbol: string
  address: CaipAddress
  decimals: number
  logoUri: string
}

/** The server's token list of a network (`GET /v1/convert/tokens`). */
export async function fetchSwapTokenList(
  latch: Latch,
  parameters: { caipNetworkId: CaipNetworkId },
): Promise<SwapTokenListEntry[]> {
  const body = await requestJson<{ tokens: SwapTokenListEntry[] }>(
    apiUrl(latch, '/v1/convert/tokens', { chainId: parameters.caipNetworkId }),
  )
  return body.tokens
}
