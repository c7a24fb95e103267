import type { GasPrice, gasPriceRoute } from '@latch/api'
import type { CaipNetworkId, Latch } from '../types.js'
import { callApi } from './callApi.js'

/** Gas price tiers of a network in wei (`GET /v1/convert/gas-price`). */
export function fetchGasPrice(latch: Latch, parameters: { caipNetworkId: CaipNetworkId }): Promise<GasPrice> {
  return callApi<typeof gasPriceRoute>(latch, 'GET /v1/convert/gas-price', {
    query: { chainId: parameters.caipNetworkId },
  })
}
