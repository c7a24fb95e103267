import type { CaipNetwork } from '@latch/core'

/** CAIP-2 reference of Polkadot's relay chain: the first 32 hex characters of its genesis hash. */
export const POLKADOT_MAINNET_REFERENCE = '91b171bb158e2d3848fa23a9f1c25182'

/**
 * A Polkadot network of your own (a local chain, a parachain, a testnet): its CAIP-2 id from the genesis hash,
 * its coin as the chain reports it (`system_properties`), and its node's WebSocket endpoint.
 *
 * @example
 * const local = definePolkadotNetwork({ genesisHash, name: 'Polkadot Local', wsUrl: 'ws://127.0.0.1:9944', symbol: 'ROC', decimals: 12 })
 */
export function definePolkadotNetwork(parameters: {
  genesisHash: string
  name: string
  wsUrl: string
  symbol: string
  decimals: number
  testnet?: boolean
}): CaipNetwork {
  const reference = parameters.genesisHash.replace(/^0x/, '').slice(0, 32).toLowerCase()
  return {
    id: reference,
    name: parameters.name,
    chainNamespace: 'polkadot',
    caipNetworkId: `polkadot:${reference}`,
    nativeCurrency: { name: parameters.symbol, symbol: parameters.symbol, decimals: parameters.decimals },
    rpcUrls: {
      default: { http: [parameters.wsUrl.replace(/^ws/, 'http')], webSocket: [parameters.wsUrl] },
    },
    testnet: parameters.testnet ?? true,
  }
}
