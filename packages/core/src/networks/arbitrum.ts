import type { CaipNetwork } from '../types.js'

/** Arbitrum One (eip155:42161). */
export const arbitrum = {
  id: 42161,
  name: 'Arbitrum One',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  testnet: false,
} as const satisfies CaipNetwork
