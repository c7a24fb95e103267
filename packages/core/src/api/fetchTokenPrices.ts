import type { CaipAddress, Latch } from '../types.js'
import { apiUrl, requestJson } from './request.js'

export type TokenPrice = { name: string; symbol: string; iconUrl: string; price: number; address: string }

/** USD prices of tokens by CAIP-10 address (`POST /v1/fungible/price`); unknown tokens are left out. */
export async function fetchTokenPrices(
  latch: Latch,
  parameters: { addresses: readonly CaipAddress[] },
): Promise<TokenPrice[]> {
  const body = await requestJson<{ fungibles: TokenPrice[] }>(apiUrl(latch, '/v1/fungible/price'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      projectId: latch.config.projectId,
      currency: 'usd',
      addresses: parameters.addresses,
    }),
  })
  return body.fungibles
}
