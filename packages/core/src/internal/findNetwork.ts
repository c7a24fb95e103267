import type { CaipNetwork } from '../types.js'

/** The configured network with this CAIP-2 id, if any (the instance's `config.networks`, or a subset of it). */
export function findNetwork(
  networks: readonly CaipNetwork[],
  caipNetworkId: string | undefined,
): CaipNetwork | undefined {
  return networks.find((network) => network.caipNetworkId === caipNetworkId)
}
