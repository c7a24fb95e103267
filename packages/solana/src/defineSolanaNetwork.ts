import type { CaipNetwork } from '@latch/core'

export type DefineSolanaNetworkParameters = Omit<
  CaipNetwork,
  'chainNamespace' | 'caipNetworkId' | 'id' | 'nativeCurrency'
> & {
  /** The first 32 characters of the cluster's genesis hash (its CAIP-2 reference). */
  id: string
  nativeCurrency?: CaipNetwork['nativeCurrency']
}

/**
 * A Solana network in CAIP form (`solana:<genesis hash prefix>`), SOL with 9 decimals unless given.
 *
 * @example
 * const local = defineSolanaNetwork({ id: '5fKwQmBxy379hbnn7RgQwjCcLqkqayhm', name: 'Solana Local',
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8899'] } } })
 */
export function defineSolanaNetwork(network: DefineSolanaNetworkParameters): CaipNetwork {
  return {
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    ...network,
    chainNamespace: 'solana',
    caipNetworkId: `solana:${network.id}`,
  }
}
