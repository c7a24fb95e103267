import type { CHAIN_NAMESPACES } from '../constants.js'

// CAIP identifiers and the network object.

/** A chain namespace (CAIP-2 namespace). */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** A CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** A CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** A network in CAIP form (specification section 3). */
export type CaipNetwork = {
  id: number | string
  name: string
  network?: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  deprecatedCaipNetworkId?: CaipNetworkId
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** JSON-RPC over HTTP; `webSocket` for subscriptions where the namespace uses them (Solana). */
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
}
