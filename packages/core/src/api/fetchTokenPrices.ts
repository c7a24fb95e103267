import type { FungiblePrice, fungiblePriceRoute } from '@latch/api'
import type { CaipAddress, Latch } from '../types.js'
import { callApi } from './callApi.js'

/** USD prices of tokens by CAIP-10 address (`POST /v1/fungible/price`); unknown tokens are left out. */
export async function fetchTokenPrices(
  latch: Latch,
  parameters: { addresses: readonly CaipAddress[] },
): Promise<FungiblePrice[]> {
  const body = await callApi<typeof fungiblePriceRoute>(latch, 'POST /v1/fungible/price', {
    body: { projectId: latch.config.projectId, currency: 'usd', addresses: [...parameters.addresses] },
  })
  return body.fungibles
}
