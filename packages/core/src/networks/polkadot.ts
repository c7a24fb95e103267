import type { CaipNetwork } from '../types.js'

/** Polkadot's relay chain (polkadot: the first 32 hex characters of its genesis hash); DOT, 10 decimals. */
export const polkadot = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  testnet: false,
} as const satisfies CaipNetwork
