import type { CaipNetwork } from '../types.js'

/** Polygon (eip155:137). */
export const polygon = {
  id: 137,
  name: 'Polygon',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:137',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon.drpc.org'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  testnet: false,
} as const satisfies CaipNetwork
