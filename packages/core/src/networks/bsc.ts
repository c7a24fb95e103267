import type { CaipNetwork } from '../types.js'

/** BNB Smart Chain (eip155:56). */
export const bsc = {
  id: 56,
  name: 'BNB Smart Chain',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:56',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://56.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  testnet: false,
} as const satisfies CaipNetwork
