import type { CaipNetwork } from '../types.js'

/** Avalanche Fuji (eip155:43113), a testnet. */
export const avalancheFuji = {
  id: 43113,
  name: 'Avalanche Fuji',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:43113',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true,
} as const satisfies CaipNetwork
