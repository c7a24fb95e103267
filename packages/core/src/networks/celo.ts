import type { CaipNetwork } from '../types.js'

/** Celo (eip155:42220). */
export const celo = {
  id: 42220,
  name: 'Celo',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42220',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
  testnet: false,
} as const satisfies CaipNetwork
