import type { CaipNetwork } from '../types.js'

/** Avalanche (eip155:43114). */
export const avalanche = {
  id: 43114,
  name: 'Avalanche',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:43114',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  testnet: false,
} as const satisfies CaipNetwork
