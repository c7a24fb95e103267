import type { CaipNetwork } from '@latch/core'

export type DefineNetworkParameters = Omit<CaipNetwork, 'chainNamespace' | 'caipNetworkId' | 'id'> & {
  id: number
}

/**
 * An eip155 network in CAIP form, from viem-style chain fields (a `viem/chains` chain fits).
 *
 * @example
 * const devnet = defineNetwork({ id: 31337, name: 'Latch Devnet', nativeCurrency, rpcUrls })
 */
export function defineNetwork(chain: DefineNetworkParameters): CaipNetwork {
  return { ...chain, chainNamespace: 'eip155', caipNetworkId: `eip155:${chain.id}` }
}
