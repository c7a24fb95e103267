// CAIP identifiers and the network object.

/**
 * The namespaces the installed adapter packages declare, for autocompletion: eip155 here, each adapter package
 * adds its own (`declare module '@latch/core' { interface KnownChainNamespaces { solana: true } }`).
 */
export interface KnownChainNamespaces {
  eip155: true
}

/** A chain namespace (CAIP-2 namespace): one of the known ones, or any other an adapter brings. */
export type ChainNamespace = keyof KnownChainNamespaces | (string & {})

/** A CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** A CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** A network in CAIP form: its CAIP-2 id, currency, RPC and explorer. */
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
