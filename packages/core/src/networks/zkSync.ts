import type { CaipNetwork } from '../types.js'

/** ZKsync Era (eip155:324). */
export const zkSync = {
  id: 324,
  name: 'ZKsync Era',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:324',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  testnet: false,
} as const satisfies CaipNetwork
