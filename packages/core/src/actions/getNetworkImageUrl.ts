import type { CaipNetwork, Latch } from '../types.js'

/**
 * The icon URL of a network: its own `assets.imageUrl`, else the server's image for its CAIP-2 id.
 *
 * @example
 * getNetworkImageUrl(latch, network)
 */
export function getNetworkImageUrl(latch: Latch, network: CaipNetwork): string {
  if (network.assets?.imageUrl) return network.assets.imageUrl
  return `${latch.config.apiUrl}/public/getAssetImage/${encodeURIComponent(network.assets?.imageId ?? network.caipNetworkId)}`
}
