import type { swapTokensRoute, TokenListEntry } from '@latch/api'
import type { CaipNetworkId, Latch } from '../types.js'
import { callApi } from './callApi.js'

/** The server's token list of a network (`GET /v1/convert/tokens`). */
export async function fetchSwapTokenList(
  latch: Latch,
  parameters: { caipNetworkId: CaipNetworkId },
): Promise<TokenListEntry[]> {
  const body = await callApi<typeof swapTokensRoute>(latch, 'GET /v1/convert/tokens', {
    query: { chainId: parameters.caipNetworkId },
  })
  return body.tokens
}
