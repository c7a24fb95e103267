import type { CaipNetwork } from '../types.js'

/** Polygon Mumbai (eip155:80001), a testnet. */
export const polygonMumbai = {
  id: 80001,
  name: 'Polygon Mumbai',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:80001',
  nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
  rpcUrls: { default: { http: ['https://80001.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://mumbai.polygonscan.com' } },
  testnet: true,
} as const satisfies CaipNetwork
