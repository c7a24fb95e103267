import type { CaipNetworkId, Latch } from '../types.js'
import { apiUrl, requestJson } from './request.js'

export type GasPrice = { standard: string; fast: string; instant: string }

/** Gas price tiers of a network in wei (`GET /v1/convert/gas-price`). */
export function fetchGasPrice(latch: Latch, parameters: { caipNetworkId: CaipNetworkId }): Promise<GasPrice> {
  return requestJson<GasPrice>(apiUrl(latch, '/v1/convert/gas-price', { chainId: parameters.caipNetworkId }))
}
